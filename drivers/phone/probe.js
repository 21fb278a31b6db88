// Injected first into every page the WebKit suite opens (probeServer.ts): WebDriver reads no console here,
// so the page keeps what a test must see. Errors, console.error, CSP refusals, and the messages the game
// would send with no host (the bridge logs them with console.info), and warnings (a host message ignored).
(function () {
  // The language a test asks for (a cookie, so the page's own address stays as it is): navigator's
  // languages, which the page reads to choose its own, as a phone set to that language has them.
  var lang = /(?:^|; )__lang=([^;]+)/.exec(document.cookie);
  if (lang) {
    var langs = [decodeURIComponent(lang[1])];
    Object.defineProperty(Navigator.prototype, 'languages', {
      get: function () {
        return langs;
      },
      configurable: true,
    });
    Object.defineProperty(Navigator.prototype, 'language', {
      get: function () {
        return langs[0];
      },
      configurable: true,
    });
  }
  var probe = { errors: [], warnings: [], sent: [], launched: [] };
  window.__probe = probe;
  // The share page's app link, as it is opened (launcher.ts announces it just before it navigates).
  addEventListener('app-launch', function (e) {
    probe.launched.push(e.detail);
  });
  addEventListener('error', function (e) {
    probe.errors.push('error: ' + (e.message || e.error));
  });
  addEventListener('unhandledrejection', function (e) {
    probe.errors.push('unhandled: ' + ((e.reason && e.reason.message) || e.reason));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    probe.errors.push('CSP refused ' + e.blockedURI + ' (' + e.violatedDirective + ')');
  });
  var error = console.error;
  console.error = function () {
    probe.errors.push(Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(this, arguments);
  };
  var warn = console.warn;
  console.warn = function () {
    probe.warnings.push(Array.prototype.map.call(arguments, String).join(' '));
    return warn.apply(this, arguments);
  };
  var info = console.info;
  console.info = function (first, json) {
    if (first === '[host bridge] no host; would send') probe.sent.push(JSON.parse(json).data);
    return info.apply(this, arguments);
  };
})();

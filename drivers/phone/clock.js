// The phone's clock (drivers/phone/), put first into every page in both engines (WebKit: the probe server's tag;
// Chromium: an init script), active when the address asks for it (?fakeclock=1; a page the service worker
// serves from its cache has the same script): page time moves only when a test calls
// window.__clock.runFor(ms), in 16 ms animation frames with every timer due on the way. Nothing waits on real
// frames. It fakes timers, frames, Date.now and performance.now alone: performance.mark and its observers stay
// the page's own (the game registers its service worker on its 'game:playable' mark).
(function () {
  if (!/[?&]fakeclock=1(&|$)/.test(location.search)) return;
  var base = Date.now();
  // Real time, for a page-side script that moves page time itself and must let the page's own real work
  // (IndexedDB, fetches, workers) answer between its steps (tests/e2e/phone/keptPlay.js).
  var realTimeout = window.setTimeout.bind(window);
  var realNow = Date.now.bind(Date);
  var now = 0;
  var nextId = 1;
  var jobs = new Map();
  var frames = new Map();
  function add(fn, ms, args, every) {
    var id = nextId++;
    jobs.set(id, { at: now + Math.max(0, Number(ms) || 0), fn: fn, args: args, every: every });
    return id;
  }
  window.setTimeout = function (fn, ms) {
    return add(fn, ms, Array.prototype.slice.call(arguments, 2), 0);
  };
  window.setInterval = function (fn, ms) {
    return add(fn, ms, Array.prototype.slice.call(arguments, 2), Math.max(1, Number(ms) || 0));
  };
  window.clearTimeout = window.clearInterval = function (id) {
    jobs.delete(id);
  };
  window.requestAnimationFrame = function (fn) {
    var id = nextId++;
    frames.set(id, fn);
    return id;
  };
  window.cancelAnimationFrame = function (id) {
    frames.delete(id);
  };
  performance.now = function () {
    return now;
  };
  Date.now = function () {
    return base + now;
  };
  function run(fn, args) {
    try {
      fn.apply(window, args);
    } catch (e) {
      dispatchEvent(new ErrorEvent('error', { error: e, message: String((e && e.message) || e) }));
    }
  }
  function due(until) {
    var best = null;
    jobs.forEach(function (j, id) {
      if (j.at <= until && (!best || j.at < best.j.at)) best = { id: id, j: j };
    });
    return best;
  }
  var lastAsked = 0;
  window.__clock = {
    /** Resolves after `ms` of real time. */
    realWait: function (ms) {
      return new Promise(function (ok) {
        realTimeout(ok, ms);
      });
    },
    /** Real time in ms, as Date.now would give it. */
    realNow: realNow,
    /**
     * runFor, once per `asked` (a number the test counts up): the driver can lose a script's answer while the page
     * is busy, and the test then asks again; a second ask of the same number moves nothing.
     */
    runOnce: function (ms, asked) {
      if (asked !== lastAsked) {
        lastAsked = asked;
        this.runFor(ms);
      }
      return now;
    },
    runFor: function (ms) {
      var end = now + ms;
      while (now < end) {
        var target = Math.min(end, now + 16);
        for (var d = due(target); d; d = due(target)) {
          now = Math.max(now, d.j.at);
          if (d.j.every) d.j.at += d.j.every;
          else jobs.delete(d.id);
          run(d.j.fn, d.j.args);
        }
        now = target;
        var cbs = Array.from(frames.values());
        frames.clear();
        for (var i = 0; i < cbs.length; i++) run(cbs[i], [now]);
      }
      return now;
    },
  };
})();

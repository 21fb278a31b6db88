// The phone's record of what the game showed (drivers/phone/), put first into every page in both engines (WebKit:
// the probe server's tag; Chromium: an init script): its score and its next piece each time they change, from the
// first paint on (#root is hidden while data-prepaint-pending is set), in order. Phone.painted() reads it.
(function () {
  var painted = { scores: [], nexts: [] };
  window.__painted = painted;
  new MutationObserver(function () {
    if (document.documentElement.hasAttribute('data-prepaint-pending')) return;
    var score = document.querySelector('[data-testid=score]');
    var next = document.querySelector('[data-testid=preview]');
    if (score && painted.scores[painted.scores.length - 1] !== score.textContent)
      painted.scores.push(score.textContent);
    var name = next && next.getAttribute('aria-label');
    if (name && painted.nexts[painted.nexts.length - 1] !== name) painted.nexts.push(name);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();

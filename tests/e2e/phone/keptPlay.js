// A player for tests/e2e/phone/keptKill.test.ts, in a browser the test kills (drivers/phone/killable.ts), so no
// driver can play: the page plays itself. Active with ?keptplay=1 (play a game with a revive and a granted bomb
// waiting, 2.5 s on with no tap, then the page hidden with &kepthide=1, then say so; with &keptwatch=<replay>, then
// watch that game and say so) or ?keptplay=2 (say what came back, continue it to a game over, then say what the
// host received); &keptduel=<moves> plays into a duel instead. It plays as the keyboard does (the board's Enter)
// and answers as the app would (the page's globals). With the phone's clock (?fakeclock=1) it moves page time
// itself, in steps with real time between them for the page's own real work (IndexedDB, fetches, workers); page
// time stands still once it stops.
(function () {
  var phase = new URLSearchParams(location.search).get('keptplay');
  if (!phase) return;
  var clock = window.__clock;
  var report = function (kind, data) {
    // Chromium's phone binds this; WebKit's probe server keeps what is posted (KEPT_REPORTS).
    if (window.__keptReport) window.__keptReport(kind, data);
    else fetch('/__phone/kept', { method: 'POST', body: JSON.stringify({ kind: kind, data: data }) });
  };
  var fail = function (why) {
    report('failed', why + ' ' + JSON.stringify(window.__probe && window.__probe.errors));
  };
  var realWait = function (ms) {
    return clock
      ? clock.realWait(ms)
      : new Promise(function (ok) {
          setTimeout(ok, ms);
        });
  };
  var realNow = clock ? clock.realNow : Date.now.bind(Date);
  var started = realNow();
  /** A step the player reached, for the test to name where it stood should a report not come. */
  var step = function (what) {
    report('step', what + ' at ' + Math.round(realNow() - started) + ' ms');
  };
  step('the player runs');
  var game = function () {
    return window.bigWatermelon;
  };
  var world = function () {
    return JSON.parse(
      JSON.stringify(game().world(), function (k, v) {
        return Object.is(v, -0) ? '-0!' : v;
      }),
    );
  };
  /** `ms` of page time: with the clock, 50 ms of it at a time, each with a few ms of real time after it. */
  var wait = async function (ms) {
    if (!clock) return realWait(ms);
    for (var t = 0; t < ms; t += 50) {
      clock.runFor(Math.min(50, ms - t));
      await realWait(4);
    }
  };
  /**
   * Until `test` holds, page time moving 50 ms a round; fails after `ms` of real time, naming `what` and where the
   * game stood. `real`: it waits on the page's real work (IndexedDB, the network, a worker), so page time moves no
   * faster than real time, as on a phone, where a limit the page sets on that work (IndexedDB's 2 s) is real time.
   */
  var until = async function (test, ms, what, real) {
    var end = realNow() + ms;
    for (;;) {
      var v = false;
      try {
        v = test();
      } catch {
        v = false; // not there yet
      }
      if (v) return v;
      if (realNow() > end) throw new Error('no ' + what + ' within ' + ms + ' ms of real time; ' + standing());
      if (real && clock) {
        clock.runFor(50);
        await realWait(50);
      } else await wait(50);
    }
  };
  /** Where the game stands, for a failure to say. */
  var standing = function () {
    try {
      var w = game().world();
      return JSON.stringify({
        phase: w.phase,
        frame: w.frame,
        keptRead: game().keptRead(),
        text: document.body.innerText.slice(0, 160),
      });
    } catch (e) {
      return 'no game: ' + e;
    }
  };
  /** Until the kept game is back on the board, on its pause popup (read from IndexedDB in real time). */
  var keptBack = function () {
    return until(
      function () {
        return game().keptRead() && game().world().phase === 'paused';
      },
      10000,
      'the kept game',
      true,
    );
  };
  var button = function (name) {
    return Array.prototype.find.call(document.querySelectorAll('button'), function (b) {
      return (b.getAttribute('aria-label') || b.textContent || '').trim().indexOf(name) === 0 && b.offsetParent;
    });
  };
  var drop = function () {
    var board = document.querySelector('[data-testid=board]');
    board.focus();
    board.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  };
  /** Drops as each piece lands, until the game is over. */
  var toGameOver = async function () {
    for (var i = 0; i < 120 && game().world().phase !== 'ended'; i++) {
      await until(
        function () {
          return game().world().fallingId === null || game().world().phase === 'ended';
        },
        10000,
        'landing',
      );
      if (game().world().phase === 'ended') break;
      drop();
      await wait(200);
    }
  };
  var kept = function () {
    return new Promise(function (ok) {
      var open = indexedDB.open('bigWatermelon');
      open.onerror = function () {
        ok(null);
      };
      open.onsuccess = function () {
        var get = open.result.transaction('kept').objectStore('kept').get('game');
        get.onsuccess = function () {
          ok(get.result || null);
        };
      };
    });
  };
  var press = async function (name) {
    await until(
      function () {
        return button(name);
      },
      10000,
      name,
    );
    await wait(700); // a popup's buttons count from 500 ms after it opened
    button(name).click();
  };

  var first = async function () {
    // The app gives the game its counts as it opens it, as a real one does: from then on the page has a host
    // (a page no host has called answers Revive itself, with no video to watch).
    window.propsData({
      propertyList: [
        { prop: 1, quantity: 0, status: 1 },
        { prop: 2, quantity: 1, status: 1 },
      ],
      nextType: null,
    });
    await toGameOver();
    step('game over');
    await press('Revive'); // 2: the video
    await wait(300);
    window.videoFinished(); // watched
    await until(
      function () {
        return game().world().revives === 1;
      },
      5000,
      'revive',
    );
    step('revived');
    await wait(1200);
    drop();
    await wait(1500);
    window.propsData({
      propertyList: [
        { prop: 1, quantity: 1, status: 1 },
        { prop: 2, quantity: 1, status: 1 },
      ],
      nextType: 'bomb',
    }); // the app grants a bomb
    await until(
      function () {
        return game().world().current.kind === 'bomb';
      },
      5000,
      'bomb',
    );
    step('the bomb waits');
    // Play goes on, no tap, for 2.5 s: the page writes the game each second of it, with no warning to come.
    await wait(2500);
    if (new URLSearchParams(location.search).get('kepthide') === '1') {
      // The app goes to the background: the game's page is hidden (as the WebView says it).
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
    report('before', world());
    var watch = new URLSearchParams(location.search).get('keptwatch');
    if (!watch) return;
    // The app opens another game to watch: the player's stands still behind the viewer, as it was just now.
    window.replayData({ replay: watch });
    await until(
      function () {
        return document.querySelector('[data-testid=watch-status][data-check=verified]');
      },
      30000,
      'the watched game checked',
      true,
    );
    await wait(1500); // the watched game plays on
    report('watching', world());
  };
  // ?keptduel=<messages>: a duel instead (a partner's msg 16s, as JSON): phase 1 plays into it, phase 2 goes on.
  var duelMoves = JSON.parse(new URLSearchParams(location.search).get('keptduel') || 'null');
  var DUEL = { duel: 'k-1', seed: 7, mode: 'race', partner: { avatar: '', name: 'Bo' } };
  var relay = function (upTo) {
    duelMoves.slice(0, upTo).forEach(function (m) {
      window.partnerMoves({ duel: DUEL.duel, seq: m.seq, moves: m.moves });
    });
  };
  var sixteens = function () {
    return window.__probe.sent
      .filter(function (m) {
        return m.msg === 16;
      })
      .map(function (m) {
        return m.seq;
      });
  };
  var partner = function () {
    return JSON.parse(
      JSON.stringify(game().partnerWorld(), function (k, v) {
        return Object.is(v, -0) ? '-0!' : v;
      }),
    );
  };
  // The partner's board catches up a few frames' worth at a time: as far as message `i` reached, in real time.
  var caughtUp = function (i) {
    return until(
      function () {
        return game().partnerWorld() && game().partnerWorld().frame >= duelMoves[i].reachedFrame;
      },
      10000,
      "the partner's board caught up",
      true,
    );
  };
  var firstDuel = async function () {
    window.duelData(DUEL);
    // The duel's code comes with the first duel, over the network; then the countdown.
    await until(
      function () {
        return game().partnerWorld() !== null;
      },
      10000,
      "the duel's code",
      true,
    );
    await wait(3300); // the countdown
    relay(4);
    for (var i = 0; i < 3; i++) {
      drop();
      await wait(900);
    }
    await wait(1500);
    await caughtUp(3);
    report('before', { world: world(), partner: partner(), sent: sixteens() });
  };
  var secondDuel = async function () {
    await keptBack();
    // The duel's view comes with its chunk, in real time.
    var board = await until(
      function () {
        return document.querySelector('[data-testid=partner-board]');
      },
      10000,
      "the partner's board",
      true,
    );
    // Their board catches up on the moves kept with the game.
    await caughtUp(3);
    report('restored', { world: world(), partner: partner(), named: board && board.getAttribute('aria-label') });
    window.duelData(DUEL); // the host sends it again, and every move from the start
    relay(duelMoves.length);
    await caughtUp(duelMoves.length - 1);
    var caught = partner();
    await press('Continue');
    await wait(500);
    drop();
    await wait(1500);
    report('end', { partner: caught, sent: sixteens(), errors: window.__probe.errors });
  };
  var second = async function () {
    await keptBack();
    report('restored', {
      world: world(),
      kept: await kept(),
      watching: document.querySelectorAll('[data-testid=watch-status]').length,
    });
    await press('Continue');
    step('continued');
    await wait(500);
    await toGameOver();
    step('game over');
    await wait(3600); // the end popup's countdown, then msg 5
    report('end', { score: game().world().score, sent: window.__probe.sent, errors: window.__probe.errors });
  };
  addEventListener('load', function () {
    step('the page loaded');
    until(
      function () {
        return game() && game().keptRead() && document.querySelector('[data-testid=board] canvas');
      },
      20000,
      'the game',
      true,
    )
      .then(function () {
        step('the game shown');
        return (duelMoves ? (phase === '1' ? firstDuel : secondDuel) : phase === '1' ? first : second)();
      })
      .catch(function (e) {
        fail(String(e));
      });
  });
})();

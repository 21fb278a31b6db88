// @vitest-environment node
// A slow, late or repeating host (issue #25): no score, revive or special lost or doubled. Each test is
// one sequence a real host can produce; frames and wall-clock time move only when the test says so.
import { describe, expect, it, vi } from 'vitest';
import { END_COUNTDOWN_S, POPUP_CLOSE_GUARD_MS, PROP_COOLDOWN_MS } from '../../../src/play/session/session';
import { cooldownAtom, pendingAtom, popupAtom } from '../../../src/play/flow/store';
import { props } from '../../bridge/malformed';
import { startSession } from '../sessionFakes';
import { watchedBotGame } from '../../../fixtures/watched';

/** The old guards' time-outs, written out so these sequences read the same against any version. */
const LONG_VIDEO_MS = 120_000;
const PROP_TIMEOUT_MS = 15_000;

describe('no score is ever lost', () => {
  it('game over → Revive → the ad plays on: the countdown still reports the score when it ends, once', () => {
    const g = startSession();
    g.playUntilOver();
    const score = g.world().score;
    g.session.revive();
    g.advance(END_COUNTDOWN_S * 1000);
    expect(g.scores()).toEqual([score]);
    g.advance(LONG_VIDEO_MS);
    expect(g.scores()).toEqual([score]);
  });

  it('hidden during the countdown (the WebView closing): 5 at once, exactly once', () => {
    const g = startSession();
    g.playUntilOver();
    g.advance(1000);
    g.session.setHidden(true);
    expect(g.scores()).toEqual([g.world().score]);
    g.session.setHidden(false);
    g.advance(10_000);
    g.session.setHidden(true);
    g.session.stop();
    expect(g.scores()).toEqual([g.world().score]);
  });

  it('unmounted during the countdown: 5 at once', () => {
    const g = startSession();
    g.playUntilOver();
    g.session.stop();
    expect(g.scores()).toEqual([g.world().score]);
  });

  it('game over → Revive → video → play on → game over → leave at once: both game overs reported', () => {
    const g = startSession();
    g.playUntilOver();
    const first = g.world().score;
    g.session.revive();
    g.advance(END_COUNTDOWN_S * 1000);
    g.host.videoFinished();
    g.playUntilOver();
    g.session.setHidden(true); // the system back gesture
    expect(g.scores()).toEqual([first, g.world().score]);
  });
});

describe('no score is lost when the page is hidden or unloaded, in any state (issue #32)', () => {
  /** A game over, its countdown reported, revived by a video, and played on until the score grew. */
  function revivedInPlay() {
    const g = startSession();
    g.playUntilOver();
    g.advance(END_COUNTDOWN_S * 1000); // reported
    g.session.revive();
    g.host.videoFinished();
    g.advance(POPUP_CLOSE_GUARD_MS);
    const before = g.world().score;
    for (let i = 0; i < 20 && g.world().score === before && g.world().phase === 'playing'; i++)
      g.dropAndRun(60 + i * 13);
    expect(g.world()).toMatchObject({ phase: 'playing', revives: 1 });
    expect(g.world().score).toBeGreaterThan(before);
    return g;
  }

  it('a revived game in play, hidden: its score goes out at once, once; hidden again unchanged: nothing more', () => {
    const g = revivedInPlay();
    const sent = g.scores().length;
    g.session.setHidden(true);
    expect(g.scores().slice(sent)).toEqual([g.world().score]);
    g.session.setHidden(false);
    g.session.setHidden(true); // nothing new since: paused behind the popup
    g.session.stop();
    expect(g.scores().slice(sent)).toEqual([g.world().score]);
  });

  it('a revived game in play, unloaded: its score goes out', () => {
    const g = revivedInPlay();
    const sent = g.scores().length;
    g.session.stop();
    expect(g.scores().slice(sent)).toEqual([g.world().score]);
  });

  it('the end popup after its countdown reported: hidden sends nothing more', () => {
    const g = startSession();
    g.playUntilOver();
    g.advance(END_COUNTDOWN_S * 1000);
    g.session.setHidden(true);
    g.session.stop();
    expect(g.scores()).toEqual([g.world().score]);
  });

  it('hidden while the revive video plays (countdown running): the score goes out, once', () => {
    const g = startSession();
    g.playUntilOver();
    g.session.revive();
    g.session.setHidden(true);
    expect(g.scores()).toEqual([g.world().score]);
    g.session.setHidden(false);
    g.host.videoFinished();
    g.session.setHidden(true); // revived, nothing played since: the host has seen this score
    expect(g.scores()).toEqual([g.world().score]);
  });

  it('a game that never reached a game over is not reported when hidden or unloaded', () => {
    const g = startSession();
    g.dropAndRun(100);
    g.session.setHidden(true);
    g.session.setHidden(false);
    g.session.stop();
    expect(g.scores()).toEqual([]);
  });
});

describe('revives are never lost', () => {
  it('a video that finishes after 2 minutes still revives', () => {
    const g = startSession();
    g.playUntilOver();
    g.session.revive();
    g.advance(LONG_VIDEO_MS);
    g.host.videoFinished();
    expect(g.world()).toMatchObject({ phase: 'playing', revives: 1 });
    expect(g.store.get(popupAtom)).toBe('none');
  });

  it('a second Revive tap while a video is pending sends nothing, however long the video takes', () => {
    const g = startSession();
    g.playUntilOver();
    g.session.revive();
    g.advance(LONG_VIDEO_MS);
    g.session.revive();
    expect(g.msgs().filter((m) => m === 2)).toHaveLength(1);
  });

  it.each(['home', 'restart'] as const)(
    '%s with a revive pending reports the score, and a later videoFinished is refused',
    (action) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const g = startSession();
      g.playUntilOver();
      const score = g.world().score;
      g.session.revive();
      g.session[action]();
      expect(g.scores()).toEqual([score]);
      const left = g.world();
      g.host.videoFinished();
      expect(error).toHaveBeenCalledWith('videoFinished: no revive is pending');
      expect(g.world()).toBe(left);
      expect(g.store.get(pendingAtom).revive).toBe(false);
    },
  );
});

describe('each answer settles only its own request', () => {
  it('Bomb (6) → Wildcard (7) → the wildcard answer: the bomb still waits, and Bomb sends nothing', () => {
    const g = startSession();
    g.dropAndRun(187); // a fruit a wildcard can upgrade
    g.host.propsData(props(1, 1));
    g.session.useProp('bomb');
    g.session.useProp('wildcard');
    g.host.propsData(props(1, 0, 'wildcard'));
    expect(g.store.get(pendingAtom)).toMatchObject({ bomb: true, wildcard: false });
    g.advance(PROP_COOLDOWN_MS);
    g.session.useProp('bomb');
    expect(g.msgs()).toEqual([13, 11, 6, 7]);
    g.host.propsData(props(0, 0, 'bomb'));
    expect(g.store.get(pendingAtom)).toMatchObject({ bomb: false, wildcard: false });
    expect([g.world().current, ...g.world().specials]).toEqual([{ kind: 'wildcard' }, 'bomb']);
  });

  it('a host that answers one 6 twice queues one bomb, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = startSession();
    g.host.propsData(props(2, 1));
    g.session.useProp('bomb');
    g.host.propsData(props(1, 1, 'bomb'));
    g.host.propsData(props(1, 1, 'bomb'));
    expect(g.world().current).toEqual({ kind: 'bomb' });
    expect(g.world().specials).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/propsData: .*repeats/));
  });

  it('one press, its answer after the time-out, then a repeat of it: exactly one bomb', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = startSession();
    g.host.propsData(props(2, 1));
    g.session.useProp('bomb');
    g.advance(PROP_TIMEOUT_MS);
    expect(g.store.get(pendingAtom).bomb).toBe(false); // the button is free again
    g.host.propsData(props(1, 1, 'bomb'));
    g.host.propsData(props(1, 1, 'bomb'));
    expect([g.world().current, ...g.world().specials]).toEqual([{ kind: 'bomb' }]);
  });

  it('a grant nobody asked for is applied once, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = startSession();
    g.host.propsData(props(0, 1, 'wildcard'));
    expect(g.world().current).toEqual({ kind: 'wildcard' });
    expect(warn).toHaveBeenCalledWith("propsData: nextType 'wildcard' came with no request waiting; applied once");
  });

  it('an answer with no nextType settles nothing: the button waits for its own answer', () => {
    const g = startSession();
    g.dropAndRun(187); // a fruit a wildcard can upgrade
    g.session.useProp('wildcard');
    g.host.propsData(props(0, 1));
    expect(g.store.get(pendingAtom).wildcard).toBe(true);
  });
});

describe('hidden means paused', () => {
  it('hidden mid-game: back to the pause popup, and nothing was sent', () => {
    const g = startSession();
    g.dropAndRun(100);
    const before = g.sent.length;
    g.session.setHidden(true);
    g.session.setHidden(false);
    expect(g.store.get(popupAtom)).toBe('pause');
    expect(g.world().phase).toBe('paused');
    expect(g.sent).toHaveLength(before);
  });

  it('the cooldown and a request time-out do not count hidden time', () => {
    const g = startSession();
    g.dropAndRun(187); // a fruit a wildcard can upgrade
    g.host.propsData(props(0, 1));
    g.session.useProp('bomb'); // 8: cooldown only
    g.session.useProp('wildcard'); // 7: cooldown and a pending request
    g.advance(1000);
    g.session.setHidden(true);
    g.advance(60_000);
    g.session.setHidden(false);
    g.session.continueGame();
    expect(g.store.get(cooldownAtom)).toEqual({ bomb: 2, wildcard: 2 });
    expect(g.store.get(pendingAtom).wildcard).toBe(true);
    g.session.useProp('bomb');
    expect(g.msgs()).toEqual([13, 11, 8, 7]);
    g.advance(PROP_COOLDOWN_MS);
    g.session.useProp('bomb');
    expect(g.msgs()).toEqual([13, 11, 8, 7, 8]);
  });
});

describe('no stray drop', () => {
  it('the second tap of a double tap on Continue does not drop a piece', () => {
    const g = startSession();
    g.session.back();
    g.session.continueGame();
    g.advance(POPUP_CLOSE_GUARD_MS - 100);
    g.session.drop(200);
    g.tick(1);
    expect(g.world().pieces).toEqual([]);
    g.advance(100);
    g.session.drop(200);
    expect(g.world().pieces).toHaveLength(1);
  });

  it('nor does the second tap on Restart', () => {
    const g = startSession();
    g.playUntilOver();
    g.session.restart();
    g.advance(200);
    g.session.drop(200);
    expect(g.world().pieces).toEqual([]);
  });
});

describe('the video ends while the player watches another game (issue #72)', () => {
  it('the revive is the player’s: it applies behind the viewer, and the game goes on revived once it closes', () => {
    const g = startSession();
    g.playUntilOver();
    const score = g.world().score;
    g.session.revive(); // 2: the app plays its video, then opens another game to watch
    g.session.watch({ replay: watchedBotGame().bot.replay });
    g.advance(END_COUNTDOWN_S * 1000); // the countdown stands still behind the viewer
    g.host.videoFinished();
    expect(g.world()).toMatchObject({ phase: 'playing', revives: 1, score });
    const frame = g.world().frame;
    g.tick(120);
    expect(g.world().frame).toBe(frame); // still, while watching
    g.session.closeWatch();
    g.advance(POPUP_CLOSE_GUARD_MS);
    g.dropAndRun(200);
    expect(g.world()).toMatchObject({ phase: 'playing', revives: 1 });
    expect(g.world().frame).toBeGreaterThan(frame);
    expect(g.sent.map((p) => p.msg).filter((m) => m !== 11 && m !== 12)).toEqual([13, 2]);
  });
});

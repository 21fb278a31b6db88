// @vitest-environment node
// The game's rules toward the host, at session level: no React, no DOM. Frames and wall-clock time
// move only when a test says so.
import { describe, expect, it, vi } from 'vitest';
import { FRUITS, MAX_LEVEL, MAX_REVIVES, overTop } from '../../../src/game';
import {
  END_COUNTDOWN_S,
  HOME_REPEAT_MS,
  PROP_HINT_MS,
  PROP_COOLDOWN_MS,
  PROP_REQUEST_TIMEOUT_MS,
} from '../../../src/play/session/session';
import {
  cooldownAtom,
  endAtom,
  frameAtom,
  pendingAtom,
  popupAtom,
  propHintAtom,
  rankingAtom,
  settingsAtom,
  targetsAtom,
} from '../../../src/play/flow/store';
import { props, ranking } from '../../bridge/malformed';
import { createRememberingStorage } from '../../../src/play/flow/settings';
import { memoryStorage, scoreMsg, startSession } from '../sessionFakes';

const start = startSession;

describe('start, sounds and settings', () => {
  it('sends the saved music state once at start, and writes both switches as 1 on first load', () => {
    const storage = memoryStorage();
    const g = start({ storage });
    expect(g.msgs()).toEqual([13]);
    expect(Object.fromEntries(storage.data)).toEqual({ soundEffect: '1', music: '1' });
    g.session.stop();
    g.session.start(); // a remount (StrictMode) does not send it again
    expect(g.msgs()).toEqual([13]);
  });

  it('music off is kept and sent as 14; a toggle sends 13 and saves 1', () => {
    const storage = memoryStorage({ music: '2', soundEffect: '2' });
    const g = start({ storage });
    expect(g.msgs()).toEqual([14]);
    expect(g.store.get(settingsAtom)).toEqual({ sound: false, music: false });
    g.session.setMusic(true);
    expect(g.msgs()).toEqual([14, 13]);
    expect(storage.data.get('music')).toBe('1');
  });

  it('a local storage that throws: defaults on, toggles still work for the visit, each failure logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const g = start({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(g.msgs()).toEqual([13]);
    g.session.setSound(false);
    expect(g.store.get(settingsAtom).sound).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/soundEffect/), expect.anything());
  });

  it('a local storage that refuses: what the player set is remembered for the visit, past a new session', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const storage = createRememberingStorage(refusing); // the page keeps one for its visit (view/browser/sessionInputs.ts)
    const first = start({ storage });
    first.session.setSound(false);
    first.session.setMusic(false);
    first.session.stop();
    const next = start({ storage }); // the game mounted again (a new session)
    expect(next.store.get(settingsAtom)).toEqual({ sound: false, music: false });
    expect(next.msgs()).toEqual([14]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/music is kept for this visit only/), expect.anything());
  });

  it('11 on landing and 12 on merging with sound on; none with it off', () => {
    const g = start();
    for (let i = 0; i < 40 && !g.msgs().includes(12); i++) g.dropAndRun(100 + (i % 3) * 5);
    expect(g.msgs()).toContain(11);
    expect(g.msgs()).toContain(12);
    g.session.setSound(false);
    const before = g.sent.length;
    for (let i = 0; i < 10; i++) g.dropAndRun(200);
    expect(g.world().pieces.length).toBeGreaterThan(0);
    expect(g.msgs().slice(before)).toEqual([]);
  });

  it('with no host, the page plays its own sounds instead of sending 11 and 12', () => {
    const played: string[] = [];
    const g = start({ kind: 'none', playSound: (n) => played.push(n) });
    for (let i = 0; i < 40 && !played.includes('merge'); i++) g.dropAndRun(100 + (i % 3) * 5);
    expect(played).toContain('land');
    expect(played).toContain('merge');
    expect(g.msgs().filter((m) => m === 11 || m === 12)).toEqual([]);
  });
});

describe('pause and back', () => {
  it('back sends 5 with the score and pauses; continue resumes; back is ignored behind a popup', () => {
    const g = start();
    g.dropAndRun(100);
    g.session.back();
    expect(g.sent.at(-1)).toEqual(scoreMsg(g.world().score));
    expect(g.store.get(popupAtom)).toBe('pause');
    expect(g.world().phase).toBe('paused');
    const count = g.sent.length;
    g.session.back();
    g.session.drop(200);
    expect(g.sent).toHaveLength(count);
    expect(g.world().fallingId).toBeNull();
    g.session.continueGame();
    expect(g.world().phase).toBe('playing');
  });

  it('restart from pause sends 10 only; home sends 1, and a double tap sends it once', () => {
    const g = start();
    g.dropAndRun(100);
    g.session.back();
    g.session.home();
    g.advance(HOME_REPEAT_MS - 1);
    g.session.home();
    g.session.restart();
    expect(g.msgs()).toEqual([13, 11, 5, 1, 10]);
    expect(g.world().pieces).toEqual([]);
    expect(g.store.get(popupAtom)).toBe('none');
  });
});

describe('game over and the score', () => {
  it('a 3 s countdown, then exactly one 5 with the final score', () => {
    const g = start();
    g.playUntilOver();
    expect(g.store.get(popupAtom)).toBe('end');
    expect(g.store.get(endAtom)).toEqual({ secondsLeft: END_COUNTDOWN_S, score: null });
    const before = g.sent.length;
    g.advance(2999);
    expect(g.store.get(endAtom).secondsLeft).toBe(1);
    expect(g.sent).toHaveLength(before);
    g.advance(1);
    const score = g.world().score;
    expect(g.sent.slice(before)).toEqual([scoreMsg(score)]);
    expect(g.store.get(endAtom)).toEqual({ secondsLeft: 0, score });
    g.advance(60_000);
    expect(g.sent).toHaveLength(before + 1);
  });

  it.each([
    ['restart', 10],
    ['home', 1],
  ] as const)('leaving by %s during the countdown sends 5 first, then %i, and no 5 later', (action, msg) => {
    const g = start();
    g.playUntilOver();
    const score = g.world().score;
    const before = g.sent.length;
    g.advance(1500);
    g.session[action]();
    g.advance(10_000);
    expect(g.sent.slice(before)).toEqual([scoreMsg(score), { msg }]);
  });

  it('a visit to the ranking does not restart the countdown', () => {
    const g = start();
    g.playUntilOver();
    g.advance(2000);
    g.session.openRanking();
    g.advance(500);
    g.session.closeRanking();
    expect(g.store.get(popupAtom)).toBe('end');
    g.advance(500);
    expect(g.sent.at(-1)).toEqual(scoreMsg(g.world().score));
  });

  it('revive: one 2 per tap burst, videoFinished removes the five oldest and any piece over the line, and play goes on, twice at most', () => {
    const g = start();
    for (let round = 1; round <= MAX_REVIVES + 1; round++) {
      g.playUntilOver();
      g.advance(1000);
      const before = g.sent.length;
      g.session.revive();
      g.session.revive(); // a double tap
      if (round > MAX_REVIVES) {
        expect(g.sent).toHaveLength(before); // no third revive
        break;
      }
      expect(g.sent.slice(before)).toEqual([{ msg: 2 }]);
      expect(g.store.get(pendingAtom).revive).toBe(true);
      const ids = g.world().pieces.map((p) => p.id);
      g.host.videoFinished();
      expect(g.world()).toMatchObject({ phase: 'playing', revives: round });
      const left = g.world().pieces.map((p) => p.id);
      expect(left.length).toBeLessThanOrEqual(ids.length - 5);
      expect(left).not.toContain(Math.min(...ids)); // the oldest went
      expect(g.world().pieces.filter(overTop)).toEqual([]); // rules v4: so did every piece over the line
      expect(g.store.get(popupAtom)).toBe('none');
      expect(g.store.get(pendingAtom).revive).toBe(false);
    }
    expect(g.scores()).toEqual([]); // each video came within the countdown; the third game over still counts down
    g.advance(2000);
    expect(g.scores()).toEqual([g.world().score]);
  });

  it('videoFinished with no revive pending is refused with a console error and changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const g = start();
    g.host.videoFinished();
    g.playUntilOver();
    g.host.videoFinished();
    expect(error.mock.calls).toEqual([
      ['videoFinished: no revive is pending'],
      ['videoFinished: no revive is pending'],
    ]);
    expect(g.world()).toMatchObject({ phase: 'ended', revives: 0 });
  });

  it('a video longer than the countdown: the score is reported meanwhile, Revive stays offered and waiting', () => {
    const g = start();
    g.playUntilOver();
    const first = g.world().score;
    g.session.revive();
    g.advance(END_COUNTDOWN_S * 1000);
    expect(g.scores()).toEqual([first]);
    expect(g.store.get(endAtom)).toEqual({ secondsLeft: 0, score: first });
    expect(g.store.get(pendingAtom).revive).toBe(true);
    g.advance(PROP_REQUEST_TIMEOUT_MS * 20); // five minutes: nothing gives the revive up
    expect(g.store.get(pendingAtom).revive).toBe(true);
    g.host.videoFinished();
    expect(g.world()).toMatchObject({ phase: 'playing', revives: 1 });
    g.playUntilOver(); // the revived game reports again at its own end
    g.advance(END_COUNTDOWN_S * 1000);
    expect(g.scores()).toEqual([first, g.world().score]);
  });
});

describe('props', () => {
  it('presses during the 3 s cooldown are ignored; the label counts down', () => {
    const g = start();
    g.session.useProp('bomb'); // bomb at 0: 8, nothing pending
    expect(g.store.get(cooldownAtom).bomb).toBe(3);
    g.advance(PROP_COOLDOWN_MS - 100);
    expect(g.store.get(cooldownAtom).bomb).toBe(1);
    g.session.useProp('bomb');
    g.advance(100);
    expect(g.store.get(cooldownAtom).bomb).toBe(0);
    g.session.useProp('bomb');
    expect(g.msgs()).toEqual([13, 8, 8]);
  });

  it('Wildcard with nothing a wildcard can upgrade: no 7 (the host would charge for nothing); a hint says why, for 2.5 s', () => {
    const g = start();
    g.session.useProp('wildcard'); // an empty board
    expect(g.msgs()).toEqual([13]);
    expect(g.store.get(propHintAtom)).toBe('noUpgrade');
    expect(g.store.get(cooldownAtom).wildcard).toBe(0); // not pressed as far as the host goes
    g.advance(PROP_HINT_MS - 1);
    expect(g.store.get(propHintAtom)).toBe('noUpgrade');
    g.advance(1);
    expect(g.store.get(propHintAtom)).toBeNull();
    expect(g.store.get(targetsAtom).wildcard).toBe(false);
    g.dropAndRun(187); // a fruit on the board: the wildcard works again
    expect(g.store.get(targetsAtom).wildcard).toBe(true);
    g.session.useProp('wildcard');
    expect(g.msgs().at(-1)).toBe(7);
    expect(g.store.get(propHintAtom)).toBeNull();
  });

  it('a board of only watermelons has nothing a wildcard can take', () => {
    const g = start();
    g.dropAndRun(187);
    const { world } = g.store.get(frameAtom);
    const melon = { ...FRUITS[MAX_LEVEL - 1]!, level: MAX_LEVEL };
    g.store.set(frameAtom, (f) => ({
      ...f,
      world: { ...world, pieces: world.pieces.map((p) => ({ ...p, ...melon })) },
    }));
    expect(g.store.get(targetsAtom).wildcard).toBe(false);
  });

  it('6/7 wait for the host: no second request until propsData answers, which sets the next piece', () => {
    const g = start();
    g.dropAndRun(187); // a fruit a wildcard can upgrade
    g.session.useProp('wildcard'); // wildcard at 1: 7
    expect(g.store.get(pendingAtom).wildcard).toBe(true);
    g.advance(PROP_COOLDOWN_MS * 2);
    g.session.useProp('wildcard');
    expect(g.msgs()).toEqual([13, 11, 7]);
    g.host.propsData(props(2, 0, 'wildcard'));
    expect(g.store.get(pendingAtom).wildcard).toBe(false);
    expect(g.world().current).toEqual({ kind: 'wildcard' });
    g.session.useProp('bomb');
    g.session.useProp('wildcard');
    expect(g.msgs()).toEqual([13, 11, 7, 6, 9]);
  });

  it('two specials granted in a row are both kept, and one granted after game over starts the next game', () => {
    const g = start();
    g.host.propsData(props(1, 1, 'bomb'));
    g.host.propsData(props(0, 1, 'wildcard'));
    expect(g.world().current).toEqual({ kind: 'bomb' });
    expect(g.world().specials).toEqual(['wildcard']);
    g.playUntilOver();
    // Both were dropped during the game: nothing is waiting when it ends.
    expect(g.world().current.kind).toBe('fruit');
    expect(g.world().specials).toEqual([]);
    g.host.propsData(props(0, 0, 'bomb'));
    expect(g.world().specials).toEqual(['bomb']); // kept through the game over
    g.session.restart();
    // …and it is the first piece of the next game.
    expect(g.world()).toMatchObject({ current: { kind: 'bomb' }, specials: [], pieces: [] });
  });
});

describe('ranking', () => {
  it('opening sends 3 and shows loading; each answer shows under its own tab; closing returns to the popup it came from', () => {
    const g = start();
    g.session.back();
    g.session.openRanking();
    expect(g.msgs().at(-1)).toBe(3);
    expect(g.store.get(rankingAtom)).toEqual({
      tab: 'today',
      tabs: { today: { status: 'loading' }, total: { status: 'loading' } },
    });
    const today = ranking();
    g.host.rankingData(today);
    expect(g.store.get(rankingAtom).tabs.today).toMatchObject({ status: 'ready', data: { ranks: today.ranks } });
    g.session.selectTab('total');
    expect(g.msgs().at(-1)).toBe(4);
    expect(g.store.get(rankingAtom).tab).toBe('total');
    expect(g.store.get(rankingAtom).tabs.total).toEqual({ status: 'loading' }); // not Today's list
    const total = ranking([]);
    g.host.rankingData(total);
    expect(g.store.get(rankingAtom).tabs).toMatchObject({
      today: { status: 'ready', data: { ranks: today.ranks } },
      total: { status: 'ready', data: { ranks: [] } },
    });
    g.session.closeRanking();
    expect(g.store.get(popupAtom)).toBe('pause');
  });

  it('an answer that arrived is kept: Today asked again shows its last list while the new answer is on its way', () => {
    const g = start();
    g.session.back();
    g.session.openRanking(); // 3
    g.session.selectTab('total'); // 4, before Today's answer
    const today = ranking();
    g.host.rankingData(today); // Today's answer, filed under Today
    g.session.selectTab('today'); // 3 again
    expect(g.msgs().slice(-3)).toEqual([3, 4, 3]);
    expect(g.store.get(rankingAtom).tabs.today).toMatchObject({ status: 'loading', last: { ranks: today.ranks } });
    const total = ranking([]);
    g.host.rankingData(total);
    expect(g.store.get(rankingAtom).tabs.total).toMatchObject({ status: 'ready', data: { ranks: [] } });
    const newer = ranking([{ users: (today.ranks[0] as { users: unknown }).users, scoreNum: 99 }]);
    g.host.rankingData(newer);
    expect(g.store.get(rankingAtom).tabs.today).toMatchObject({ status: 'ready', data: { ranks: newer.ranks } });
  });
});

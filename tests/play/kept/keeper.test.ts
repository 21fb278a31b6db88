// @vitest-environment node
// A game outlives its page: kept on the device as it changes, brought back at the next open on the pause
// popup, settled when it is not to come back, and dropped with one warning when its save is bad. A "kill"
// here is a new session on the same storage while the old one is never stopped: no hide, no unload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playReplay, decodeReplay, sameWorld, type World } from '../../../src/game';
import { KEPT_MAX_AGE_MS, KEPT_MAX_CHARS, keptText } from '../../../src/play/kept/game';
import { KEPT_KEY, createStorageKeptStore } from '../../../src/play/kept/storage';
import { PROP_COOLDOWN_MS } from '../../../src/play/session/session';
import {
  cooldownAtom,
  createGameStore,
  INITIAL_PROPS,
  keptAtom,
  popupAtom,
  propsAtom,
} from '../../../src/play/flow/store';
import { playBot } from '../../../fixtures/bot';
import { props } from '../../bridge/malformed';
import { memoryStorage, startSession } from '../sessionFakes';

const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);
const same = (a: World, b: World) => sameWorld(asPlaying(a), asPlaying(b));
const kept = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.data.get(KEPT_KEY) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
});

/** A game with a revive used and a granted bomb waiting, left on the board with pieces moving. */
function playedGame(storage = memoryStorage()) {
  const g = startSession({ storage, seed: 7 });
  g.playUntilOver();
  g.advance(1000);
  g.session.revive();
  g.host.videoFinished();
  expect(g.world()).toMatchObject({ phase: 'playing', revives: 1 });
  g.dropAndRun(120);
  g.dropAndRun(250);
  g.host.propsData(props(1, 1, 'bomb'));
  expect(g.world().current).toEqual({ kind: 'bomb' });
  g.advance(500);
  g.session.drop(200); // the bomb falls…
  g.session.drop(200); // …and a second tap while it falls does nothing
  g.host.propsData(props(2, 1, 'bomb')); // a second bomb, granted while the first falls: it waits
  expect(g.world().current).toEqual({ kind: 'bomb' });
  g.tick(5);
  return { g, storage };
}

describe('a killed game comes back', () => {
  it('after a kill with no warning: the same world, score, waiting bomb and revive, on the pause popup; its end verifies', () => {
    const { g, storage } = playedGame();
    const saved = kept(storage);
    const before = g.world();
    const r = startSession({ storage, seed: 99 }); // the WebView's content process was ended: a new page
    r.advance(0);
    const w = r.world();
    expect(before.frame - w.frame).toBeLessThan(60); // less than a second of play lost
    expect(w.nextId).toBe(before.nextId); // never a drop
    expect(w).toMatchObject({ phase: 'paused', seed: before.seed, revives: 1, current: { kind: 'bomb' } });
    expect(saved.world.n[5]).toBe(w.score);
    expect(r.store.get(popupAtom)).toBe('pause');
    // What the game would have been at that frame: its replay, played from the seed.
    const replay = decodeReplay(saved.replay);
    if (!replay.ok) throw new Error(replay.reason);
    const played = playReplay(replay.replay);
    expect(played.ok && same(played.world, w)).toBe(true);
    // Continue to a game over: the msg 5 replay verifies at the score sent (sessionFakes checks every one).
    r.advance(600);
    r.session.continueGame();
    r.playUntilOver();
    r.advance(3000);
    expect(r.scores()).toEqual([r.world().score]);
    expect(r.world().revives).toBe(1);
    const sent = r.sent.find((p) => p.msg === 5)!;
    expect(sent.replay!.startsWith(saved.replay.split('.').slice(0, 2).join('.'))).toBe(true);
    expect(sent.replay!.split('.')[3]!.startsWith(saved.replay.split('.')[3])).toBe(true); // one game, not two
  });

  it('hidden first, then killed: nothing is missing', () => {
    const { g, storage } = playedGame();
    g.tick(20);
    g.session.setHidden(true);
    const before = g.world();
    const r = startSession({ storage, seed: 99 });
    r.advance(0);
    expect(same(r.world(), before)).toBe(true);
    expect(r.world().frame).toBe(before.frame);
  });

  it('local storage’s game comes back at once; IndexedDB’s newer one replaces it until the player touches it', async () => {
    const { g, storage } = playedGame();
    g.session.setHidden(true);
    const older = storage.data.get(KEPT_KEY)!;
    const olderWorld = g.world();
    g.session.setHidden(false);
    g.advance(1000);
    g.session.continueGame();
    g.advance(1000);
    g.tick(120); // the bomb lands
    g.dropAndRun(300);
    g.session.setHidden(true);
    const newer = storage.data.get(KEPT_KEY)!;
    const newerWorld = g.world();
    expect(newerWorld.nextId).toBeGreaterThan(olderWorld.nextId);
    /** A page whose local storage holds the older save, and whose whole store answers when `answer` is called. */
    const open = () => {
      storage.data.set(KEPT_KEY, older);
      let answer = (_: string | null) => {};
      const local = createStorageKeptStore(storage);
      const r = startSession({
        storage,
        seed: 99,
        keptStore: { ...local, read: () => new Promise<string | null>((ok) => (answer = ok)) },
      });
      return { r, answer: (t: string | null) => answer(t) };
    };
    const a = open();
    expect(a.r.store.get(keptAtom)).toBe('coming'); // the page painted its score and counts; the board waits
    await Promise.resolve();
    expect(a.r.store.get(keptAtom)).toBe('read');
    expect(a.r.store.get(popupAtom)).toBe('pause');
    expect(same(a.r.world(), olderWorld)).toBe(true);
    a.answer(newer);
    await Promise.resolve();
    expect(same(a.r.world(), newerWorld)).toBe(true);
    expect(a.r.store.get(popupAtom)).toBe('pause');
    // Touched first (Continue): the player's game stays, whatever the store says after.
    const b = open();
    await Promise.resolve();
    b.r.session.continueGame();
    b.answer(newer);
    await Promise.resolve();
    expect(b.r.world().nextId).toBe(olderWorld.nextId);
    // A store that never answers (a transaction held by a page in the browser's cache): local storage's game.
    const stuck = open();
    await Promise.resolve();
    expect(same(stuck.r.world(), olderWorld)).toBe(true);
    // Nothing in local storage: nothing is coming, and nothing waits (the store is still read).
    const empty = memoryStorage();
    const e = startSession({
      storage: empty,
      keptStore: { ...createStorageKeptStore(empty), read: () => new Promise<string | null>(() => {}) },
    });
    expect(e.store.get(keptAtom)).toBe('reading');
    expect(createGameStore().get(keptAtom)).toBe('unasked');
  });

  it('the time the page was gone counts no frames, and the cooldowns go on where they stood', () => {
    const storage = memoryStorage();
    const g = startSession({ storage });
    g.dropAndRun(100);
    g.session.useProp('wildcard'); // wildcard: 7, a 3 s cooldown
    g.advance(1000);
    g.session.setHidden(true);
    const frame = g.world().frame;
    const r = startSession({ storage });
    r.advance(0);
    expect(r.world().frame).toBe(frame);
    expect(r.store.get(cooldownAtom).wildcard).toBe(2);
    r.advance(PROP_COOLDOWN_MS - 1000);
    expect(r.store.get(cooldownAtom).wildcard).toBe(0);
  });

  it('a request the host had not answered is still on the books: its answer settles it, and a repeat is a repeat', () => {
    const storage = memoryStorage();
    const g = startSession({ storage });
    g.host.propsData(props(2, 1, null));
    g.dropAndRun(100);
    g.session.useProp('bomb'); // bomb: 6
    const r = startSession({ storage });
    r.advance(0);
    expect(r.store.get(propsAtom)[0]!.quantity).toBe(2); // the host's counts, not the page's first ones
    r.host.propsData(props(1, 1, 'bomb')); // the answer to 6
    expect(r.world().current).toEqual({ kind: 'bomb' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r2 = startSession({ storage });
    r2.advance(0);
    r2.host.propsData(props(1, 1, 'bomb')); // the host says the same again after the reload
    expect(r2.world().current).toEqual({ kind: 'bomb' });
    expect(r2.world().specials).toEqual([]); // not a second bomb
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/repeat/));
  });

  it('a game the player has not touched is not kept; Restart leaves only the new game', () => {
    const storage = memoryStorage();
    const g = startSession({ storage });
    g.tick(200);
    g.session.setHidden(true);
    expect(storage.data.has(KEPT_KEY)).toBe(false);
    g.session.setHidden(false);
    g.advance(600);
    g.session.continueGame();
    g.dropAndRun(100);
    expect(storage.data.has(KEPT_KEY)).toBe(true);
    g.session.back();
    g.advance(600);
    g.session.restart();
    expect(storage.data.has(KEPT_KEY)).toBe(false);
  });
});

describe('a kept game that does not come back is settled', () => {
  it('a game over is not restored: its unseen score is reported and its waiting special starts the new game', () => {
    const storage = memoryStorage();
    const g = startSession({ storage, seed: 3 });
    g.playUntilOver();
    g.host.propsData(props(0, 0, 'wildcard')); // granted during the game over
    const over = g.world();
    const r = startSession({ storage, seed: 4 });
    expect(r.world()).toMatchObject({ seed: 4, phase: 'playing', pieces: [] });
    expect(r.store.get(popupAtom)).toBe('none');
    r.advance(0);
    expect(r.scores()).toEqual([over.score]);
    expect(r.world().current).toEqual({ kind: 'wildcard' });
  });

  it('Home: not restored, nothing reported twice, its bomb carried into the next open', () => {
    const storage = memoryStorage();
    const g = startSession({ storage });
    g.dropAndRun(100);
    g.host.propsData(props(0, 1, 'bomb'));
    g.session.back(); // reports the score so far
    g.advance(600);
    g.session.home();
    const r = startSession({ storage, seed: 5 });
    r.advance(0);
    expect(r.world()).toMatchObject({ seed: 5, current: { kind: 'bomb' } });
    expect(r.scores()).toEqual([]); // the host had seen it
  });

  it('a save older than a day is reported, not restored', () => {
    const storage = memoryStorage();
    const g = startSession({ storage });
    g.dropAndRun(100);
    g.dropAndRun(300);
    const text = JSON.parse(storage.data.get(KEPT_KEY)!);
    // The new page's clock starts at 0: a save written more than a day before it.
    storage.data.set(KEPT_KEY, JSON.stringify({ ...text, savedAt: -KEPT_MAX_AGE_MS - 1 }));
    const r = startSession({ storage, seed: 8 });
    r.advance(0);
    expect(r.world()).toMatchObject({ seed: 8, frame: 0 });
    expect(r.scores()).toEqual([text.world.n[5]]);
  });

  it("the address's other gameSeed: the kept game's score goes first, then the host's game", () => {
    const storage = memoryStorage();
    const g = startSession({ storage, gameSeed: 11 });
    g.dropAndRun(100);
    g.dropAndRun(110);
    g.session.setHidden(true);
    const r = startSession({ storage, gameSeed: 12 });
    expect(r.world()).toMatchObject({ seed: 12, frame: 0 });
    r.advance(0);
    expect(g.world().score).toBeGreaterThan(0);
    expect(r.sent.filter((p) => p.msg === 5)).toEqual([expect.objectContaining({ score: g.world().score })]);
    expect(r.sent.find((p) => p.msg === 5)!.replay).toMatch(/^\d+\.11\./);
  });

  it("initData's other gameSeed: the restored game's score goes first, then the host's game; the same seed keeps it", () => {
    const storage = memoryStorage();
    const g = startSession({ storage, seed: 20 });
    g.dropAndRun(100);
    g.dropAndRun(110);
    g.session.setHidden(true);
    const same20 = startSession({ storage, seed: 1 });
    same20.host.initData({ type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 700, gameSeed: 20 });
    expect(same20.world()).toMatchObject({ seed: 20, phase: 'paused', nextId: 3 });
    const r = startSession({ storage, seed: 1 });
    expect(r.world()).toMatchObject({ seed: 20, phase: 'paused' });
    r.host.initData({ type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 700, gameSeed: 21 });
    expect(r.scores()).toEqual([g.world().score]);
    expect(r.sent.at(-1)!.replay).toMatch(/^\d+\.20\./);
    expect(r.world()).toMatchObject({ seed: 21, frame: 0, phase: 'playing' });
    expect(r.store.get(popupAtom)).toBe('none');
  });
});

describe('a bad save costs nothing', () => {
  /** A kept game's text, and a session opened on it changed by `edit`. */
  function openOn(edit: (text: string) => string | null, throwing?: 'get' | 'set') {
    const storage = memoryStorage();
    const g = startSession({ storage, seed: 30 });
    g.dropAndRun(100);
    g.dropAndRun(200);
    g.session.setHidden(true);
    const text = edit(storage.data.get(KEPT_KEY)!);
    if (text !== null) storage.data.set(KEPT_KEY, text);
    const s = storage();
    const bad = {
      ...s,
      getItem: (k: string) => {
        if (throwing === 'get') throw new DOMException('denied', 'SecurityError');
        return s.getItem(k);
      },
      setItem: (k: string, v: string) => {
        if (throwing === 'set') throw new DOMException('full', 'QuotaExceededError');
        s.setItem(k, v);
      },
      removeItem: (k: string) => s.removeItem(k),
    } as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = startSession({ storage: () => bad, seed: 31 });
    r.advance(0);
    r.tick(10);
    return { r, warn, old: g.world() };
  }
  const fresh = (r: ReturnType<typeof startSession>) => {
    expect(r.world()).toMatchObject({ seed: 31, score: 0, nextId: 1 });
    expect(r.store.get(popupAtom)).toBe('none');
    expect(r.scores()).toEqual([]); // no score from a save that is not one
    r.dropAndRun(150); // and the page plays on
    expect(r.world().nextId).toBe(2);
  };
  const cases: [string, (t: string) => string | null, RegExp][] = [
    ['truncated', (t) => t.slice(0, t.length / 2), /not JSON/],
    [
      'malformed: a field of the wrong type',
      (t) => t.replace(/"left":false/, '"left":"no"'),
      /left must be true or false/,
    ],
    ['from a future version', (t) => t.replace(/^\{"v":1/, '{"v":2'), /version 2/],
    ['enormous', (t) => t.replace(/"reported":"/, `"pad":"${'x'.repeat(KEPT_MAX_CHARS)}","reported":"`), /more than/],
    [
      'a world whose score its replay does not make',
      (t) => {
        const o = JSON.parse(t);
        o.world.n[5] += 100;
        return JSON.stringify(o);
      },
      /comes to another world/,
    ],
    [
      'a replay that does not play',
      (t) => {
        const o = JSON.parse(t);
        o.replay = o.replay.replace(/\.(\d+)\.([^.]*)$/, (_: string, f: string, a: string) => `.${f}.${a}AAA`);
        return JSON.stringify(o);
      },
      /its replay/,
    ],
    ['a piece of an unknown kind', (t) => t.replace(/\["fruit"/, '["melon"'), /not a special/],
  ];
  for (const [name, edit, why] of cases)
    it(`${name}: a new game, with one warning naming why`, () => {
      const { r, warn } = openOn(edit);
      fresh(r);
      const drops = warn.mock.calls.filter(([m]) => String(m).startsWith('kept game dropped'));
      expect(drops).toHaveLength(1);
      expect(String(drops[0]![0])).toMatch(why);
    });

  /** A save whose score its replay does not make, opened on a page whose board is not yet on screen. */
  function forgedUnshown() {
    const storage = memoryStorage();
    const g = startSession({ storage, seed: 30 });
    g.dropAndRun(100);
    g.session.setHidden(true);
    const o = JSON.parse(storage.data.get(KEPT_KEY)!);
    o.world.n[5] += 100;
    storage.data.set(KEPT_KEY, JSON.stringify(o));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = startSession({ storage, seed: 31, shown: false });
    r.advance(0);
    r.tick(10);
    return { r, warn, forgedScore: o.world.n[5] as number };
  }

  it('the check steps only once the board is on screen, and finds the bad save then', () => {
    const { r, warn } = forgedUnshown();
    r.advance(1000);
    // Restored, not yet checked: the check's stepping would hold back the frame that shows the game.
    expect(r.world()).toMatchObject({ seed: 30, phase: 'paused' });
    expect(warn).not.toHaveBeenCalled();
    r.session.shown();
    r.advance(1000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept game dropped: .*comes to another world/));
    expect(r.world()).toMatchObject({ seed: 31, score: 0 });
  });

  it('a score asked for before the check has stepped: the check finishes first, and a bad save’s score never goes', () => {
    const { r, warn, forgedScore } = forgedUnshown();
    expect(r.world()).toMatchObject({ seed: 30, phase: 'paused', score: forgedScore });
    r.session.continueGame();
    r.session.back(); // the back icon reports the score on the board
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept game dropped: .*comes to another world/));
    expect(r.scores()).toEqual([0]); // the new game's, not the forged one's
  });

  it('storage that throws on reading: a new game, one warning', () => {
    const { r, warn } = openOn((t) => t, 'get');
    fresh(r);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/kept game dropped: storage unreadable/));
  });

  it('storage that refuses to write (full, or a cross-origin frame): the game plays on, one warning', () => {
    const { r, warn } = openOn(() => null, 'set');
    r.advance(1000);
    r.session.continueGame();
    r.dropAndRun(150);
    r.dropAndRun(250);
    const writes = warn.mock.calls.filter(([m]) => String(m).startsWith('the game is not kept'));
    expect(writes).toHaveLength(1);
  });
});

describe('a game kept by an older page', () => {
  it('comes back under its own frozen rules, and its end reports a replay of those rules that verifies', () => {
    const { world, replay } = playBot(12, { rules: 3, maxFrames: 900 });
    expect(world).toMatchObject({ rules: 3, phase: 'playing' });
    const state = { props: INITIAL_PROPS, books: { asked: [], last: {} }, cooldowns: { bomb: 0, wildcard: 0 } };
    const text = keptText(
      { savedAt: 0, left: false, world, held: [], reported: '', ...state, contentHeight: null },
      replay,
    );
    const r = startSession({ storage: memoryStorage({ [KEPT_KEY]: text }), seed: 40 });
    r.advance(0);
    expect(r.world()).toMatchObject({ rules: 3, seed: world.seed, frame: world.frame, phase: 'paused' });
    r.advance(600);
    r.session.continueGame();
    r.playUntilOver();
    r.advance(3000);
    const sent = r.sent.filter((p) => p.msg === 5);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.replay).toMatch(new RegExp(`^3\\.${world.seed}\\.`)); // and it verifies (sessionFakes)
  });
});

// @vitest-environment node
// Playing together (issue #83), two whole sessions in Node relayed by a test host: each page's partner board is the
// other page's own world, bit for bit and frame for frame, and both pages show the same outcome, in a race and in a
// timed duel; the faults a phone network makes; a ghost; a reload mid-duel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeReplay, type World } from '../../../src/game';
import { duelAtom, popupAtom } from '../../../src/play/flow/store';
import { createDuel, TIMED_FRAMES } from '../../../src/play/duel/duel';
import { createWatchedGame } from '../../../src/play/watch/watchedGame';
import { worldBits } from '../../game/engines/entry';
import { memoryStorage, startSession } from '../sessionFakes';
import type { Payload } from '../../../src/bridge/protocol';

type Page = ReturnType<typeof startSession>;
const ANN = { avatar: '', name: 'Ann' };
const BO = { avatar: '', name: 'Bo' };

/** Relays each page's new msg 16 to the other, in order (the host's room service), and says what it relayed. */
function relay(a: Page, b: Page) {
  const at = new Map<Page, number>([
    [a, 0],
    [b, 0],
  ]);
  /** Passes on `from`'s new msg 16s that `deliver` lets through (a lost one is not); returns them all. */
  const pass = (from: Page, to: Page, deliver: (p: Payload) => boolean = () => true) => {
    const fresh = from.sent.slice(at.get(from)).filter((p) => p.msg === 16);
    at.set(from, from.sent.length);
    for (const p of fresh) if (deliver(p)) to.host.partnerMoves({ duel: p.duel, seq: p.seq, moves: p.moves });
    return fresh;
  };
  return {
    both: () => [...pass(a, b), ...pass(b, a)],
    from: pass,
    /** The first msg 16 of `p`'s not yet relayed. */
    firstOf: (p: Page) => p.sent.slice(at.get(p)).find((m) => m.msg === 16),
  };
}

/** Both pages in a duel, counted down. */
function duel(mode: 'race' | 'timed', opts: { seed?: number } = {}) {
  const a = startSession({ seed: 1 });
  const b = startSession({ seed: 2 });
  const seed = opts.seed ?? 4242;
  a.host.duelData({ duel: 'd-1', seed, mode, partner: BO });
  b.host.duelData({ duel: 'd-1', seed, mode, partner: ANN });
  const r = relay(a, b);
  for (const p of [a, b]) expect(p.store.get(duelAtom)).toMatchObject({ phase: 'countdown', countdown: 3 });
  for (let t = 0; t < 3100; t += 100) {
    a.run(100);
    b.run(100);
    r.both();
  }
  return { a, b, r, seed };
}

/** A page's world at `frame`, played from its own replay in Node: what its partner's board must show there. */
const worldAt = (p: Page, frame: number): World => {
  const d = decodeReplay(p.session.replay());
  if (!d.ok) throw new Error(d.reason);
  const g = createWatchedGame(d.replay);
  while (!g.work(() => 0, 0));
  return g.positionAt(frame).world;
};

afterEach(() => vi.restoreAllMocks());

describe('a duel between two pages', () => {
  it(
    'a race: each board is the other page’s world, bit for bit, frame for frame; the same outcome on both',
    { timeout: 60_000 },
    () => {
      const { a, b, r } = duel('race');
      for (const p of [a, b]) expect(p.store.get(duelAtom)).toMatchObject({ phase: 'playing', countdown: 0 });
      expect(a.world().seed).toBe(b.world().seed);
      let checked = 0;
      for (let i = 0; i < 400 && (a.world().phase !== 'ended' || b.world().phase !== 'ended'); i++) {
        if (i % 5 === 0) a.session.drop(30 + ((i * 37) % 300));
        if (i % 7 === 0) b.session.drop(300 - ((i * 53) % 280));
        a.run(200);
        b.run(200);
        r.both();
        if (i % 6) continue; // every sixth round: each replays a whole game
        for (const [me, them] of [
          [a, b],
          [b, a],
        ] as const) {
          const shown = me.session.partnerWorld()!;
          if (shown.frame === 0) continue;
          expect(worldBits(shown), `frame ${shown.frame}`).toBe(worldBits(worldAt(them, shown.frame)));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
      for (let i = 0; i < 20; i++) {
        a.run(500);
        b.run(500);
        r.both();
      }
      // Both over: each board stands where the other's game ended, the same world.
      expect(worldBits(a.session.partnerWorld()!)).toBe(worldBits(b.world()));
      expect(worldBits(b.session.partnerWorld()!)).toBe(worldBits(a.world()));
      const [ra, rb] = [a.store.get(duelAtom)!.result!, b.store.get(duelAtom)!.result!];
      expect(ra).toMatchObject({ mine: a.world().score, theirs: b.world().score, verified: true });
      expect(rb).toMatchObject({ mine: b.world().score, theirs: a.world().score, verified: true });
      expect(ra.by).toBe(rb.by);
      const flip = { you: 'them', them: 'you', draw: 'draw' } as const;
      expect(rb.winner).toBe(flip[ra.winner!]);
    },
  );

  // Five minutes of two games played and checked: 2 s alone here, past vitest's 5 s beside a browser suite.
  it(
    'a timed duel ends at frame 18,000 on both, as a game over; each board’s end is the other’s world there',
    { timeout: 60_000 },
    () => {
      const { a, b, r } = duel('timed');
      for (let i = 0; i < 400 && (a.world().frame < TIMED_FRAMES || b.world().frame < TIMED_FRAMES); i++) {
        if (a.world().phase === 'playing' && i % 3 === 0) a.session.drop(100 + ((i * 31) % 200));
        if (b.world().phase === 'playing' && i % 4 === 0) b.session.drop(60 + ((i * 17) % 260));
        a.run(1000);
        b.run(1000);
        r.both();
        if (a.world().phase === 'ended' && b.world().phase === 'ended') break;
      }
      for (let i = 0; i < 10; i++) {
        a.run(500);
        b.run(500);
        r.both();
      }
      for (const p of [a, b]) expect(p.world().frame).toBeLessThanOrEqual(TIMED_FRAMES);
      expect(worldBits(a.session.partnerWorld()!)).toBe(worldBits(worldAt(b, b.world().frame)));
      expect(worldBits(b.session.partnerWorld()!)).toBe(worldBits(worldAt(a, a.world().frame)));
      expect(a.store.get(duelAtom)!.result).toMatchObject({ mine: a.world().score, theirs: b.world().score });
      // Each msg 5 verifies (sessionFakes checks every one) at its frame, 18,000 at the most.
      const last = a.sent.filter((p) => p.msg === 5).pop()!;
      expect(Number(last.replay!.split('.')[2])).toBeLessThanOrEqual(TIMED_FRAMES);
    },
  );
});

describe('what a phone network does to the partner’s moves', () => {
  it('a repeat is ignored; a gap waits, and msg 17 asks again 2 s after it was noticed, then every 2 s', () => {
    const { a, b, r } = duel('race');
    a.session.drop(120);
    a.run(600);
    const first = r.from(a, b);
    expect(first.length).toBeGreaterThan(0);
    const frameThen = b.session.partnerWorld()!.frame;
    // The same message again: nothing changes.
    for (const p of first) b.host.partnerMoves({ duel: p.duel, seq: p.seq, moves: p.moves });
    b.run(100);
    expect(b.session.partnerWorld()!.frame).toBeGreaterThanOrEqual(frameThen);
    // Lose the next one; the ones after arrive.
    a.session.drop(250);
    a.run(600);
    const lostOne = r.firstOf(a);
    const [lost, ...later] = r.from(a, b, (p) => p !== lostOne);
    a.run(600);
    const after = r.from(a, b);
    expect(lost).toBeDefined();
    expect(later.length + after.length).toBeGreaterThan(0);
    const seen = b.session.partnerWorld()!.frame;
    b.run(1900);
    expect(b.sent.filter((p) => p.msg === 17)).toEqual([]); // not sooner than 2 s
    b.run(200);
    expect(b.sent.filter((p) => p.msg === 17)).toEqual([{ msg: 17, duel: 'd-1', since: lost!.seq }]);
    b.run(2000);
    expect(b.sent.filter((p) => p.msg === 17)).toHaveLength(2);
    expect(b.session.partnerWorld()!.frame).toBe(seen); // waiting for the lost one
    b.host.partnerMoves({ duel: lost!.duel, seq: lost!.seq, moves: lost!.moves });
    for (const p of [...later, ...after]) b.host.partnerMoves({ duel: p.duel, seq: p.seq, moves: p.moves });
    b.run(100);
    expect(b.session.partnerWorld()!.frame).toBeGreaterThan(seen);
    expect(worldBits(b.session.partnerWorld()!)).toBe(worldBits(worldAt(a, b.session.partnerWorld()!.frame)));
    b.run(4000);
    expect(b.sent.filter((p) => p.msg === 17)).toHaveLength(2); // the gap is filled: no more asking
  });

  it('a partner silent 10 s is waiting, 60 s gone (the player plays on, the result comes)', () => {
    const { a, b } = duel('race');
    a.run(9000);
    expect(a.store.get(duelAtom)!.partnerStatus).toBe('live');
    a.run(1100);
    expect(a.store.get(duelAtom)!.partnerStatus).toBe('waiting');
    a.run(50_000);
    expect(a.store.get(duelAtom)!.partnerStatus).toBe('gone');
    a.playUntilOver();
    a.run(3500);
    expect(a.store.get(duelAtom)!.result).toMatchObject({ mine: a.world().score, theirs: 0 });
    expect(b.world().frame).toBeGreaterThanOrEqual(0);
  });

  it('moves that are no game: the board says so, partnerWorld() is null, the result marks their score unverified', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = startSession({ seed: 1 });
    a.host.duelData({ duel: 'd-1', seed: 4242, mode: 'race', partner: BO });
    a.run(3100);
    a.host.partnerMoves({ duel: 'd-1', seq: 0, moves: '4.30.p.garbage*' });
    a.run(100);
    expect(a.store.get(duelAtom)!.partnerStatus).toBe('broken');
    expect(a.session.partnerWorld()).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^partnerMoves: their board cannot be shown: /));
    a.playUntilOver();
    a.run(3500);
    expect(a.store.get(duelAtom)!.result).toMatchObject({ verified: false });
    // A move the game cannot take (a drop while a piece falls) breaks it the same way.
    const b = startSession({ seed: 2 });
    b.host.duelData({ duel: 'd-2', seed: 4242, mode: 'race', partner: ANN });
    b.run(3100);
    b.host.partnerMoves({ duel: 'd-2', seq: 0, moves: '4.10.p.AAAAAA' });
    b.run(200);
    expect(b.session.partnerWorld()).toBeNull();
  });

  it('another duel’s moves are ignored with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { a } = duel('race');
    a.host.partnerMoves({ duel: 'other', seq: 0, moves: '4.0.p.' });
    expect(warn).toHaveBeenCalledWith('partnerMoves: duel "other" is not this one; ignored');
    expect(a.session.partnerWorld()!.frame).toBe(0);
  });
});

describe('a ghost, and a duel that outlives its page', () => {
  it('a ghost plays in step with the player: its board is its game at the player’s frame; no moves go out', () => {
    const p = startSession({ seed: 3 });
    const q = startSession({ seed: 9 });
    q.playUntilOver();
    const ghost = q.session.replay();
    const seed = q.world().seed;
    p.host.duelData({ duel: 'g-1', seed, mode: 'race', partner: BO, ghost });
    p.run(3100);
    for (let i = 0; i < 30; i++) {
      p.session.drop(200);
      p.run(300);
      const shown = p.session.partnerWorld()!;
      expect(shown.frame).toBe(Math.min(p.world().frame, q.world().frame));
      expect(worldBits(shown)).toBe(worldBits(worldAt(q, shown.frame)));
    }
    expect(p.sent.filter((m) => m.msg === 16)).toEqual([]);
  });

  it('a page reloaded mid-duel comes back on its pause popup with the duel; moves relayed again are ignored; seq goes on', () => {
    const storage = memoryStorage();
    const a = startSession({ seed: 1, storage });
    const b = startSession({ seed: 2 });
    a.host.duelData({ duel: 'd-9', seed: 55, mode: 'race', partner: BO });
    b.host.duelData({ duel: 'd-9', seed: 55, mode: 'race', partner: ANN });
    const r = relay(a, b);
    a.run(3100);
    b.run(3100);
    for (let i = 0; i < 8; i++) {
      a.session.drop(80 + i * 30);
      b.session.drop(300 - i * 20);
      a.run(700);
      b.run(700);
      r.both();
    }
    const theirsSoFar = b.sent.filter((p) => p.msg === 16);
    const lastSeq = Math.max(...a.sent.filter((p) => p.msg === 16).map((p) => p.seq!));
    // The WebView dies: a new page on the same storage.
    const a2 = startSession({ seed: 1, storage });
    a2.run(100);
    expect(a2.store.get(duelAtom)).toMatchObject({ id: 'd-9', mode: 'race', partner: BO });
    expect(a2.store.get(popupAtom)).toBe('pause');
    expect(a2.world().seed).toBe(55);
    a2.host.duelData({ duel: 'd-9', seed: 55, mode: 'race', partner: BO });
    for (const p of theirsSoFar) a2.host.partnerMoves({ duel: p.duel, seq: p.seq, moves: p.moves });
    a2.run(200);
    expect(worldBits(a2.session.partnerWorld()!)).toBe(worldBits(worldAt(b, a2.session.partnerWorld()!.frame)));
    a2.session.continueGame();
    a2.run(600);
    a2.session.drop(150);
    a2.run(1200);
    const next = a2.sent.filter((p) => p.msg === 16);
    expect(next.length).toBeGreaterThan(0);
    expect(Math.max(...next.map((p) => p.seq!))).toBeGreaterThan(lastSeq);
    expect(Math.min(...next.map((p) => p.seq!))).toBeLessThanOrEqual(lastSeq + 1);
  });
});

describe("a duel's code, fetched with the first duel", () => {
  it('the game on the board is reported and the duel’s fresh game held at once; what comes meanwhile waits, in order', async () => {
    let arrive: (make: typeof createDuel) => void = () => {};
    const a = startSession({ seed: 1, loadDuel: () => new Promise((ok) => (arrive = ok)) });
    a.dropAndRun(120);
    a.session.back(); // its score reported, the pause popup open
    a.host.duelData({ duel: 'd-1', seed: 4242, mode: 'race', partner: BO });
    // At once: the game played reported once, its popup gone, the duel's seed dealt; no drop while the code comes.
    expect(a.sent.filter((p) => p.msg === 5)).toHaveLength(1);
    expect(a.store.get(popupAtom)).toBe('none');
    expect(a.world()).toMatchObject({ seed: 4242, frame: 0 });
    a.run(1000);
    a.dropAndRun(200);
    expect(a.world()).toMatchObject({ frame: 0, nextId: 1 });
    a.host.partnerMoves({ duel: 'd-1', seq: 0, moves: '4.0.p.' });
    expect(a.session.partnerWorld()).toBeNull();
    // The code is in: the duel counts down, and the partner's message that waited is taken.
    arrive(createDuel);
    await Promise.resolve();
    expect(a.store.get(duelAtom)).toMatchObject({ phase: 'countdown', countdown: 3 });
    expect(a.session.partnerWorld()).toMatchObject({ seed: 4242, frame: 0 });
    expect(a.sent.filter((p) => p.msg === 5)).toHaveLength(1);
    a.run(3100);
    a.dropAndRun(200);
    expect(a.world().nextId).toBe(2);
  });
});

// @vitest-environment node
// A world written as data and read back is the same world to the last bit, and a replay played a piece at
// a time comes to the same world as played in one go: what a kept game rests on (src/game/snapshot.ts,
// replaying in src/game/verify.ts).
import { describe, expect, it } from 'vitest';
import {
  decodeReplay,
  playReplay,
  replaying,
  sameWorld,
  worldData,
  worldFromData,
  type Played,
  type World,
} from '../../src/game';
import { readCorpus } from '../../fixtures/corpus/corpus';
import { worldDigest } from '../../fixtures/corpus/worldDigest';
import { playBot } from '../../fixtures/bot';

const roundTrip = (w: World) => worldFromData(JSON.parse(JSON.stringify(worldData(w)))) as World;

describe('a world as data', () => {
  it('comes back the same, field by field, over boards of every rules version', () => {
    for (const rules of [1, 2, 3, 4] as const)
      for (const seed of [1, 2, 3]) {
        const { world } = playBot(seed, { rules, maxFrames: 3000, specialRate: 0.01 });
        const back = roundTrip(world);
        expect(back).toEqual(world);
        expect(worldDigest(back)).toBe(worldDigest(world));
        expect(sameWorld(back, world)).toBe(true);
      }
  });

  it('keeps -0 apart from 0 (JSON alone would not), and sameWorld tells them apart', () => {
    const { world } = playBot(5, { maxFrames: 800 });
    const p = world.pieces[0]!;
    const signed: World = { ...world, pieces: [{ ...p, vx: -0, av: -0 }, ...world.pieces.slice(1)] };
    const back = roundTrip(signed);
    expect(Object.is(back.pieces[0]!.vx, -0)).toBe(true);
    expect(Object.is(back.pieces[0]!.av, -0)).toBe(true);
    const plus: World = { ...world, pieces: [{ ...p, vx: 0, av: -0 }, ...world.pieces.slice(1)] };
    expect(sameWorld(signed, plus)).toBe(false);
  });

  it('refuses data that is not a world, naming the field', () => {
    const data = JSON.parse(JSON.stringify(worldData(playBot(6, { maxFrames: 800 }).world)));
    const broken = (edit: (d: Record<string, unknown>) => void) => {
      const d = structuredClone(data);
      edit(d);
      return worldFromData(d);
    };
    expect(broken((d) => (d.rules = 9))).toMatch(/rules 9/);
    expect(broken((d) => (d.phase = 'won'))).toMatch(/phase/);
    expect(broken((d) => ((d.pieces as unknown[][])[0]![2] = 12))).toMatch(/fruit level/);
    expect(broken((d) => ((d.pieces as unknown[][])[0]![3] = 'x'))).toMatch(/x is not a number/);
    expect(broken((d) => ((d.n as unknown[])[1] = 2 ** 40))).toMatch(/rng/);
    expect(broken((d) => (d.specials = ['rocket']))).toMatch(/specials\[0\]/);
    expect(worldFromData(null)).toMatch(/not an object/);
  });
});

describe('a replay played a piece at a time', () => {
  const inPieces = (text: string, chunk: number): Played => {
    const d = decodeReplay(text);
    if (!d.ok) throw new Error(d.reason);
    const run = replaying(d.replay, {}, chunk);
    let pauses = 0;
    for (;;) {
      const s = run.next();
      if (s.done) return s.value;
      pauses++;
      if (pauses > 1e6) throw new Error('never ends');
    }
  };

  it('comes to the same world as in one go, for corpus games of every rules version', () => {
    for (const corpus of ['v1', 'v2', 'v3', 'v4'] as const)
      for (const e of readCorpus(corpus).slice(0, 3)) {
        const d = decodeReplay(e.replay);
        if (!d.ok) throw new Error(d.reason);
        const whole = playReplay(d.replay);
        for (const chunk of [7, 120]) {
          const parts = inPieces(e.replay, chunk);
          expect(parts.ok && whole.ok).toBe(true);
          if (parts.ok && whole.ok) {
            expect(sameWorld(parts.world, whole.world)).toBe(true);
            expect(parts.usage).toEqual(whole.usage);
          }
        }
      }
  }, 60_000);

  it('pauses between pieces: a longer game takes more of them', () => {
    const { replay } = playBot(8, { maxFrames: 2400 });
    const d = decodeReplay(replay);
    if (!d.ok) throw new Error(d.reason);
    const run = replaying(d.replay, {}, 120);
    let pauses = 0;
    while (!run.next().done) pauses++;
    expect(pauses).toBeGreaterThanOrEqual(2400 / 120 - 1);
  });
});

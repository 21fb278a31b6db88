// @vitest-environment node
// Rules v2's fair end and wedge, and v3's pile at rest, beside the frozen behaviour of the rules before on
// the same boards. The fuzz (properties.test.ts) checks both on real games, where shoves come from the physics.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorld, SLEEP_FRAMES, STILL_FRAMES, update, type World } from '../../src/game';
import { kinetic, placed, restOverlaps, seconds, stepN } from './helpers';

/** One mango asleep with its top 10 px over the line, still for `still` frames so far. */
const overTheLine = (rules: 1 | 2, still: number): World => ({
  ...createWorld(42, rules),
  pieces: [placed(1, 5, 187, 30, { rest: SLEEP_FRAMES, still })],
  nextId: 2,
});

/** Steps until game over, or Infinity within `limit`. */
function stepsToEnd(w: World, limit: number): number {
  for (let n = 1; n <= limit; n++) {
    w = update(w, { type: 'step' }).world;
    if (w.phase === 'ended') return n;
  }
  return Infinity;
}

describe('a fair end (rules v2)', () => {
  it('a piece that has just fallen asleep over the line ends the game only once it has been still for 10 frames', () => {
    expect(stepsToEnd(overTheLine(2, 0), 60)).toBe(STILL_FRAMES);
    expect(stepsToEnd(overTheLine(2, STILL_FRAMES - 1), 60)).toBe(1);
  });

  it('v1 ends it at once: its rule is frozen for the replays written under it', () => {
    expect(stepsToEnd(overTheLine(1, 0), 60)).toBe(1);
  });
});

describe('a fruit wedged against a wall (rules v2)', () => {
  // The board on which v1 left a strawberry 7.73 px inside its neighbour at the left wall (fuzz, v1).
  const saved = JSON.parse(readFileSync(new URL('./fixtures/wedge-board.json', import.meta.url), 'utf8')) as {
    world: Omit<World, 'speedSlots'>;
  };
  // Saved before the solver's speed slots were part of the world: a fresh page's, as it was played.
  const world: World = { ...saved.world, speedSlots: [] };

  it('rests inside its neighbour by under 2 px, where v1 keeps it 7.7 px deep', () => {
    const v1 = restOverlaps(stepN({ ...world, rules: 1 }, seconds(3)).world.pieces);
    const v2 = restOverlaps(stepN({ ...world, rules: 2 }, seconds(3)).world.pieces);
    expect(v1.atWall).toBeGreaterThan(7);
    expect(Math.max(v2.atWall, v2.open)).toBeLessThan(2);
  });
});

describe('a strawberry wedged between two bigger fruit in the pile (rules v3)', () => {
  // Fast drops into the middle, under rules v2 (the fuzz's wedges style, seed 286084, 60th drop): the
  // strawberry (r 15) ends up 2.4 px inside a level-8 fruit (r 55), squeezed between it and a fruit pinned
  // at the right wall, with sleepers around holding both and friction as deep as the overlap holding it.
  const { world } = JSON.parse(readFileSync(new URL('./fixtures/overlap-v2-board.json', import.meta.url), 'utf8')) as {
    world: World;
  };

  it('v3 brings the pile to rest overlapping under 2 px, where v2 keeps 2.4 px', () => {
    const v2 = stepN({ ...world, rules: 2 }, seconds(3)).world;
    const v3 = stepN({ ...world, rules: 3 }, seconds(3)).world;
    expect(restOverlaps(v2.pieces).open).toBeGreaterThan(2.4);
    expect(kinetic(v3.pieces)).toBeLessThan(0.01);
    expect(Math.max(restOverlaps(v3.pieces).open, restOverlaps(v3.pieces).atWall)).toBeLessThan(0.5);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  eventPoints,
  inDanger,
  OVERFLOW_FRAMES,
  SLEEP_FRAMES,
  STILL_FRAMES,
  STILL_PX,
  update,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type Piece,
  type World,
} from '../../src/game';
import { kinetic, restOverlaps, seconds, stepN } from './helpers';

/** 500 games take about 26 s here, so `npm test` (and CI) runs them all; FUZZ_RUNS and FUZZ_SEED explore further. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const DROPS = 300;
/** Tolerance for "inside the box". */
const EDGE = 0.5;
/** Kinetic energy (see helpers.kinetic) below which a pile counts as at rest. */
const REST_ENERGY = 1;

const NUMERIC: readonly (keyof Piece)[] = ['x', 'y', 'vx', 'vy', 'angle', 'av', 'radius', 'merge'];

function checkWorld(w: World): void {
  expect(Number.isFinite(w.score)).toBe(true);
  for (const p of w.pieces) {
    for (const k of NUMERIC) if (!Number.isFinite(p[k] as number)) throw new Error(`piece ${p.id} ${k} = ${p[k]}`);
    if (p.x - p.radius < -EDGE || p.x + p.radius > WORLD_WIDTH + EDGE || p.y + p.radius > WORLD_HEIGHT + EDGE) {
      throw new Error(`piece ${p.id} left the box at (${p.x}, ${p.y}) r=${p.radius}`);
    }
    // The top is open: an overflowing pile may rise above it (that ends the game), but nothing is launched.
    if (p.y < -WORLD_HEIGHT) throw new Error(`piece ${p.id} was launched upwards: y=${p.y}`);
  }
}

/** Rules v2's "still": under STILL_PX of travel in each of the last STILL_FRAMES steps, checked on the worlds themselves. */
function stillThrough(worlds: readonly World[], id: number): boolean {
  const track = worlds.slice(-STILL_FRAMES - 1).map((w) => w.pieces.find((o) => o.id === id));
  if (track.length < STILL_FRAMES + 1 || track.some((q) => !q || q.explosion !== null)) return false;
  for (let i = 1; i < track.length; i++) {
    if (Math.hypot(track[i]!.x - track[i - 1]!.x, track[i]!.y - track[i - 1]!.y) >= STILL_PX) return false;
  }
  return true;
}

/**
 * Seen from outside: the game ended because a piece over the top line had settled (landed, intact, its
 * merge pop over, asleep) and was truly still, under STILL_PX of travel in each of the last STILL_FRAMES
 * frames; the danger line showed for the SLEEP_FRAMES before. The one other way to end: a landed piece
 * over the line in each of the last OVERFLOW_FRAMES steps.
 */
function checkFairEnd(ended: World, history: readonly World[], overTopSteps: number): void {
  // Or the pile had been over the line for 2 s, however fast new drops kept it moving.
  if (overTopSteps >= OVERFLOW_FRAMES) return;
  expect(history.length).toBe(SLEEP_FRAMES);
  const worlds = [...history, ended];
  const culprits = ended.pieces.filter(
    (p) =>
      p.y - p.radius <= 0 &&
      p.landed &&
      p.rest >= SLEEP_FRAMES &&
      p.merge < 1e-9 && // its merge pop is over (1 - 10 × 0.1 is 1e-16, not 0)
      stillThrough(worlds, p.id),
  );
  if (culprits.length === 0) throw new Error(`game over at frame ${ended.frame} with no still piece over the top`);
  for (const w of history) expect(inDanger(w)).toBe(true);
}

/** Under rules v2 a pile at rest overlaps by less than this anywhere, walls and wedges included (px). */
const REST_OVERLAP_PX = 2;

/** With no more drops, a playing pile is at rest 3 s later, overlapping no more than REST_OVERLAP_PX. */
function checkRest(w: World): void {
  const rest = stepN(w, seconds(3)).world;
  checkWorld(rest);
  if (rest.phase !== 'playing') return; // the pile spilled over the top meanwhile: ended and frozen
  expect(kinetic(rest.pieces)).toBeLessThan(REST_ENERGY);
  const overlap = restOverlaps(rest.pieces);
  expect(overlap.open).toBeLessThanOrEqual(REST_OVERLAP_PX);
  expect(overlap.atWall).toBeLessThanOrEqual(REST_OVERLAP_PX);
}

const game = fc.record({
  seed: fc.integer(),
  /** After this many drops the game is branched and left alone for 3 s, to check it comes to rest. */
  restAfter: fc.integer({ min: 1, max: 60 }),
  drops: fc.array(
    fc.record({ x: fc.double({ min: -50, max: 425, noNaN: true }), wait: fc.integer({ min: 1, max: 40 }) }),
    {
      minLength: DROPS,
      maxLength: DROPS,
    },
  ),
});

describe('random games', () => {
  it(`keep every invariant (${RUNS} games of ${DROPS} drops)`, () => {
    fc.assert(
      fc.property(game, ({ seed, restAfter, drops }) => {
        let w = createWorld(seed); // the newest rules (v2)
        let fromEvents = 0;
        let rested = false;
        const history: World[] = []; // the last SLEEP_FRAMES worlds before each step
        let overTopSteps = 0; // consecutive steps after which a landed piece was over the top line
        for (const [n, d] of drops.entries()) {
          if (n === restAfter && w.phase === 'playing') {
            checkRest(w);
            rested = true;
          }
          const t = update(w, { type: 'drop', x: d.x });
          w = t.world;
          for (let i = 0; i < d.wait; i++) {
            const before = w.score;
            history.push(w);
            if (history.length > SLEEP_FRAMES) history.shift();
            const s = update(w, { type: 'step' });
            w = s.world;
            overTopSteps = w.pieces.some((p) => p.landed && p.explosion === null && p.y - p.radius <= 0)
              ? overTopSteps + 1
              : 0;
            if (w.phase === 'ended') checkFairEnd(w, history, overTopSteps);
            fromEvents += s.events.reduce((sum, e) => sum + eventPoints(e), 0);
            expect(w.score).toBeGreaterThanOrEqual(before);
            expect(w.score).toBe(fromEvents);
            checkWorld(w);
          }
          if (w.phase === 'ended') break;
        }
        if (!rested && w.phase === 'playing') checkRest(w);
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261121), endOnFailure: true },
    );
  }, 600_000);

  it('a game dropped in one spot ends, and then accepts no drops', () => {
    let w = createWorld(5);
    for (let i = 0; i < 200 && w.phase === 'playing'; i++) {
      w = update(w, { type: 'drop', x: 60 }).world;
      w = stepN(w, 30).world;
    }
    expect(w.phase).toBe('ended');
    expect(update(w, { type: 'drop', x: 60 }).world).toBe(w);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  eventPoints,
  inDanger,
  isRulesVersion,
  LATEST_RULES,
  OVERFLOW_FRAMES,
  SLEEP_FRAMES,
  STILL_FRAMES,
  STILL_PX,
  update,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type Piece,
  type RulesVersion,
  type World,
} from '../../src/game';
import { kinetic, restOverlaps, seconds, stepN } from './helpers';

/** 500 games take about 25 s here, so `npm test` (and CI) runs them all; FUZZ_RUNS and FUZZ_SEED explore further. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
/** The rules played: the newest, or FUZZ_RULES (`FUZZ_RULES=2 npm run test:fuzz` finds rules v2's resting overlaps). */
const RULES = rulesFrom(process.env.FUZZ_RULES);
const DROPS = 300;
/** Tolerance for "inside the box". */
const EDGE = 0.5;
/** Kinetic energy (see helpers.kinetic) below which a pile counts as at rest. */
const REST_ENERGY = 1;

/** Upward speed (px/frame) no piece reaches: a floor bounce at MAX_SPEED sends one up at 15. */
const LAUNCH_SPEED = 20;

function rulesFrom(env: string | undefined): RulesVersion {
  if (env === undefined) return LATEST_RULES;
  if (!isRulesVersion(Number(env))) throw new Error(`FUZZ_RULES=${env} is not a rules version`);
  return Number(env) as RulesVersion;
}

const NUMERIC: readonly (keyof Piece)[] = ['x', 'y', 'vx', 'vy', 'angle', 'av', 'radius', 'merge'];

function checkWorld(w: World): void {
  if (!Number.isFinite(w.score)) throw new Error(`score = ${w.score}`);
  for (const p of w.pieces) {
    for (const k of NUMERIC) if (!Number.isFinite(p[k] as number)) throw new Error(`piece ${p.id} ${k} = ${p[k]}`);
    if (p.x - p.radius < -EDGE || p.x + p.radius > WORLD_WIDTH + EDGE || p.y + p.radius > WORLD_HEIGHT + EDGE) {
      throw new Error(`piece ${p.id} left the box at (${p.x}, ${p.y}) r=${p.radius}`);
    }
    // The top is open: an overflowing pile may rise above it (fast taps in one spot stack a tower there
    // until the game ends), but nothing is launched: no piece rises faster than a floor bounce sends it.
    if (p.vy < -LAUNCH_SPEED) throw new Error(`piece ${p.id} was launched upwards: vy=${p.vy} at y=${p.y}`);
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

/** Under the newest rules a pile at rest overlaps by less than this anywhere, walls and wedges included (px). */
const REST_OVERLAP_PX = 2;
/** A pile left alone is checked from 3 s on, every half second, until it is calm; it must be calm within 15 s. */
const CALM_FROM = seconds(3);
const CALM_WITHIN = seconds(15);
/** Drops between two checks that the pile comes to rest. */
const REST_EVERY = 8;

/** At rest: kinetic energy under REST_ENERGY, no merge popping and nothing exploding. */
const calm = (w: World) =>
  kinetic(w.pieces) < REST_ENERGY && w.pieces.every((p) => p.merge < 1e-9 && p.explosion === null);

/**
 * With no more drops, a playing pile comes to rest within CALM_WITHIN, overlapping no more than
 * REST_OVERLAP_PX. A pile that jitters on (a floor row packed tighter than its fruit fit; see docs/game.md)
 * must still keep every overlap under REST_OVERLAP_PX; `mustCalm` says whether it must also come to rest.
 */
function checkRest(w: World, mustCalm: boolean): void {
  let rest = stepN(w, CALM_FROM).world;
  while (rest.phase === 'playing' && !calm(rest) && rest.frame - w.frame < CALM_WITHIN) rest = stepN(rest, 30).world;
  checkWorld(rest);
  if (rest.phase !== 'playing') return; // the pile spilled over the top meanwhile: ended and frozen
  if (mustCalm) expect(calm(rest), `at rest ${(rest.frame - w.frame) / 60} s after frame ${w.frame}`).toBe(true);
  const overlap = restOverlaps(rest.pieces);
  expect(overlap.open, `open overlap after frame ${w.frame}`).toBeLessThanOrEqual(REST_OVERLAP_PX);
  expect(overlap.atWall, `overlap at a wall after frame ${w.frame}`).toBeLessThanOrEqual(REST_OVERLAP_PX);
}

/** How a player drops, from a draw u in [0, 1) and the drop's number: where, and the longest wait after a drop. */
const STYLES = {
  anywhere: { x: (u: number) => -50 + u * 475, maxWait: 40 },
  fast: { x: (u: number) => u * WORLD_WIDTH, maxWait: 4 },
  left: { x: () => 0, maxWait: 20 },
  right: { x: () => WORLD_WIDTH, maxWait: 20 },
  alternate: { x: (_u: number, n: number) => (n % 2 === 0 ? 0 : WORLD_WIDTH), maxWait: 20 },
  // Into the middle, fast: fruit land on each other's shoulders and wedge between two.
  wedges: { x: (u: number) => WORLD_WIDTH / 2 + (u - 0.5) * 30, maxWait: 10 },
  edges: { x: (u: number) => (u < 0.5 ? u * 120 : WORLD_WIDTH - (u - 0.5) * 120), maxWait: 10 },
} as const satisfies Record<string, { x: (u: number, n: number) => number; maxWait: number }>;

const game = fc.record({
  seed: fc.integer(),
  style: fc.constantFrom(...(Object.keys(STYLES) as (keyof typeof STYLES)[])),
  /** After this many drops, and every REST_EVERY drops after, the game is branched and left alone, to check it comes to rest. */
  restAfter: fc.integer({ min: 1, max: REST_EVERY }),
  drops: fc.array(fc.record({ u: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), wait: fc.nat() }), {
    minLength: DROPS,
    maxLength: DROPS,
  }),
});

describe('random games', () => {
  it(`keep every invariant (${RUNS} games of ${DROPS} drops)`, () => {
    fc.assert(
      fc.property(game, ({ seed, style, restAfter, drops }) => {
        let w = createWorld(seed, RULES);
        const { x, maxWait } = STYLES[style];
        let fromEvents = 0;
        let rested = false;
        const history: World[] = []; // the last SLEEP_FRAMES worlds before each step
        let overTopSteps = 0; // consecutive steps after which a landed piece was over the top line
        for (const [n, d] of drops.entries()) {
          if (n % REST_EVERY === restAfter % REST_EVERY && w.phase === 'playing') {
            checkRest(w, style === 'anywhere');
            rested = true;
          }
          const t = update(w, { type: 'drop', x: x(d.u, n) });
          w = t.world;
          for (let i = 0, wait = 1 + (d.wait % maxWait); i < wait; i++) {
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
            // Plain checks in this loop, which runs about a million steps: an expect() costs more than a step.
            if (w.score < before) throw new Error(`score fell from ${before} to ${w.score} at frame ${w.frame}`);
            if (w.score !== fromEvents)
              throw new Error(`score ${w.score}, events' points ${fromEvents}, at frame ${w.frame}`);
            checkWorld(w);
          }
          if (w.phase === 'ended') break;
        }
        if (!rested && w.phase === 'playing') checkRest(w, style === 'anywhere');
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

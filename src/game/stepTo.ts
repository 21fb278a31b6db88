import * as constants from './constants';
import * as danger from './danger';
import { spin } from './physics';
import { cycleWatch, sameMotion, sameSlots } from './cycles';
import { RULES } from './rules';
import type { Piece, World } from './types';
import * as updates from './update';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { update } = updates;
const { overTop } = danger;
const { SLEEP_FRAMES, STILL_FRAMES } = constants;

/** The work of one simulated step, beside one unit a piece: measured, a step costs about 2.5 µs and a piece 1 µs. */
const STEP_WORK = 3;

/** More pieces than the board can hold: 256 strawberries (r 15) would cover more than its 375 × 400 px. */
const DENSEST_BOARD = 256;

/**
 * The work a replay may cost per frame it claims, in units of about 1 µs here: each simulated step costs
 * STEP_WORK plus the pieces on the board, so no honest step can cost more. A safety net that scales with
 * the game (a line's cost is linear in its frames, bounded by the server's maxFrames); idle stretches
 * skipped cost nothing.
 */
export const FRAME_WORK = STEP_WORK + DENSEST_BOARD;

/** How a replay is stepped: the work left for it, and whether idle stretches are skipped. */
export interface Stepping {
  budget: number;
  readonly skipIdle: boolean;
}

export type Advanced = { readonly ok: true; readonly world: World } | { readonly ok: false; readonly reason: string };

/** How a piece turned in a step: not at all (null), or as `spin` turns a piece touching something or not. */
function turned(a: Piece, b: Piece): boolean | null | undefined {
  if (a.av === b.av && a.angle === b.angle) return null;
  for (const touched of [true, false]) {
    const t = { av: a.av, angle: a.angle, vx: b.vx, radius: b.radius };
    spin(t, touched);
    if (t.av === b.av && t.angle === b.angle) return touched;
  }
  return undefined; // not a turn a repeat of the step would make: no skipping
}

/** A step that changed only counters and spins, and how many more steps would do exactly the same. */
interface Repeat {
  readonly k: number;
  /** Per piece: how it turns in each step (null: it does not). */
  readonly turns: readonly (boolean | null)[];
}
const NONE: Repeat = { k: 0, turns: [] };

/**
 * Whether this step changed only the counters and the spins, and how many more would do exactly the
 * same. Nothing moved and no piece is over the top line; each piece's rest count stayed (asleep, or
 * held) or rose by one (awake and still); each turned as `spin` turns it. A step reads a rest count only
 * against SLEEP_FRAMES, so the same step repeats while every rising count stays under it (Infinity when
 * none rises: the board is idle for good); spins are read by nothing but themselves; and only a piece
 * over the line lets the other counters (grace, still, overflow) end the game.
 */
function repeats(before: World, after: World): Repeat {
  if (after.phase !== 'playing' || after.fallingId !== null || after.score !== before.score) return NONE;
  if (after.pieces.length !== before.pieces.length || after.nextId !== before.nextId) return NONE;
  if (!sameSlots(before.speedSlots, after.speedSlots)) return NONE;
  let k = Infinity;
  const turns: (boolean | null)[] = [];
  for (let i = 0; i < after.pieces.length; i++) {
    const a = before.pieces[i]!;
    const b = after.pieces[i]!;
    if (!sameMotion(a, b) || overTop(b)) return NONE;
    const t = turned(a, b);
    if (t === undefined) return NONE;
    turns.push(t);
    if (b.rest === a.rest) continue;
    if (b.rest !== a.rest + 1 || b.rest >= SLEEP_FRAMES) return NONE;
    k = Math.min(k, SLEEP_FRAMES - 1 - b.rest);
  }
  return { k, turns };
}

/** The world `k` more of the same steps make, in one go; never past `frame`, nor the frame before the game's last (rules v4 end there). */
function skip(before: World, w: World, r: Repeat, frame: number): World {
  const k = Math.min(r.k, frame - w.frame, RULES[w.rules].lastFrame - 1 - w.frame);
  if (k <= 0) return w;
  return {
    ...w,
    frame: w.frame + k,
    grace: Math.max(0, w.grace - k),
    overflow: 0,
    pieces: w.pieces.map((p, i) => {
      const rest = p.rest === before.pieces[i]!.rest ? p.rest : p.rest + k;
      const touched = r.turns[i]!;
      if (p.still === STILL_FRAMES && rest === p.rest && touched === null) return p;
      const q = { ...p, rest, still: Math.min(STILL_FRAMES, p.still + k) };
      if (touched !== null) for (let j = 0; j < k; j++) spin(q, touched);
      return q;
    }),
  };
}

/** Steps the world to `frame`, or as far as it goes: frames stop at game over. */
export function advance(world: World, frame: number, s: Stepping): Advanced {
  const cycle = s.skipIdle ? cycleWatch(world) : null;
  while (world.frame < frame && world.phase !== 'ended') {
    s.budget -= STEP_WORK + world.pieces.length;
    if (s.budget < 0) return { ok: false, reason: `over the verifier's step budget at frame ${world.frame}` };
    const next = update(world, { type: 'step' }).world;
    world = s.skipIdle ? skip(world, next, repeats(world, next), frame) : next;
    if (cycle) world = cycle(world, frame);
  }
  return { ok: true, world };
}

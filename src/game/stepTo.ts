import * as constants from './constants';
import * as danger from './danger';
import type { Piece, World } from './types';
import * as updates from './update';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { update } = updates;
const { overTop } = danger;
const { STILL_FRAMES } = constants;

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

/** The fields physics reads and writes: equal before and after a step means the step moved nothing. */
const samePhysics = (a: Piece, b: Piece) =>
  a.id === b.id &&
  a.level === b.level &&
  a.x === b.x &&
  a.y === b.y &&
  a.vx === b.vx &&
  a.vy === b.vy &&
  a.angle === b.angle &&
  a.av === b.av &&
  a.rest === b.rest &&
  a.bounces === b.bounces &&
  a.landed === b.landed &&
  a.merge === b.merge &&
  a.explosion === b.explosion;

/**
 * A step that changed nothing but the counters (frame, grace, still, overflow) with no piece over the
 * top line: every later step does the same, since a step reads nothing else that changed, and only a
 * piece over the line lets the counters end the game.
 */
function idle(before: World, after: World): boolean {
  if (after.phase !== 'playing' || after.fallingId !== null || after.score !== before.score) return false;
  if (after.pieces.length !== before.pieces.length || after.nextId !== before.nextId) return false;
  if (after.speedSlots !== before.speedSlots) return false; // a slot written: something was awake
  for (let i = 0; i < after.pieces.length; i++) {
    const p = after.pieces[i]!;
    if (!samePhysics(before.pieces[i]!, p) || overTop(p)) return false;
  }
  return true;
}

/** The world `frame - w.frame` idle steps make, in one go. */
function skipTo(w: World, frame: number): World {
  const k = frame - w.frame;
  return {
    ...w,
    frame,
    grace: Math.max(0, w.grace - k),
    overflow: 0,
    pieces: w.pieces.map((p) => (p.still === STILL_FRAMES ? p : { ...p, still: Math.min(STILL_FRAMES, p.still + k) })),
  };
}

/** Steps the world to `frame`, or as far as it goes: frames stop at game over. */
export function advance(world: World, frame: number, s: Stepping): Advanced {
  while (world.frame < frame && world.phase !== 'ended') {
    s.budget -= STEP_WORK + world.pieces.length;
    if (s.budget < 0) return { ok: false, reason: `over the verifier's step budget at frame ${world.frame}` };
    const next = update(world, { type: 'step' }).world;
    world = s.skipIdle && idle(world, next) ? skipTo(next, frame) : next;
  }
  return { ok: true, world };
}

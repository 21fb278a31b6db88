import { STILL_FRAMES } from './constants';
import { overTop } from './danger';
import type { Piece, World } from './types';
import { update } from './update';

/** The work of one simulated step, beside one unit a piece: measured, a step costs about 2.5 µs and a piece 1 µs. */
const STEP_WORK = 3;

/**
 * The work one replay may cost, in units of about 1 µs here: each simulated step costs STEP_WORK plus the
 * pieces on the board. A safety net for lines built to be expensive, about half a second on the project's
 * 2-core machines (bench:replay); idle stretches cost nothing, and a 30-minute game played by the bench's
 * merging bot uses about 360,000.
 */
export const STEP_BUDGET = 500_000;

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

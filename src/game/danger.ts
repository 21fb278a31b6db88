import * as constants from './constants';
import type { Rules } from './rules';
import type { Piece, World } from './types';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { DANGER_ZONE, SLEEP_FRAMES } = constants;

/** Settled: landed, intact, done growing from a merge, and asleep (still while touching for SLEEP_FRAMES). */
export function isSettled(p: Piece): boolean {
  return p.landed && p.explosion === null && p.merge === 0 && p.rest >= SLEEP_FRAMES;
}

/**
 * docs/product.md, "Game over and revives": the game ends when a settled piece has its top at or above the top line (y = 0). With
 * `rules.stillToEnd` the piece must also be truly still (under STILL_PX of travel in each of that many last frames):
 * asleep is not enough, since a sleeper can be shoved in the frame it fell asleep.
 */
export function endsGame(p: Piece, rules: Pick<Rules, 'stillToEnd'>): boolean {
  return isSettled(p) && p.y - p.radius <= 0 && p.still >= rules.stillToEnd;
}

/** The danger line shows while any landed, intact piece reaches within DANGER_ZONE of the top line. */
export function inDanger(world: Pick<World, 'pieces'>): boolean {
  return world.pieces.some((p) => p.landed && p.explosion === null && p.y - p.radius < DANGER_ZONE);
}

/** A landed, intact piece with its top at or above the top line, settled or not. */
export function overTop(p: Piece): boolean {
  return p.landed && p.explosion === null && p.y - p.radius <= 0;
}

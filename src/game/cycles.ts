import { RULES } from './rules';
import type { Piece, World } from './types';

/** The longest repeat looked for, in frames: a restless pile's jitter repeats within a few frames. */
export const MAX_PERIOD = 512;

/** The fields a step reads, but the counters (rest, still) and the spin (av, angle), which nothing else reads. */
export const sameMotion = (a: Piece, b: Piece) =>
  a.id === b.id &&
  a.level === b.level &&
  a.x === b.x &&
  a.y === b.y &&
  a.vx === b.vx &&
  a.vy === b.vy &&
  a.bounces === b.bounces &&
  a.landed === b.landed &&
  a.merge === b.merge &&
  a.explosion === b.explosion;

/** Every field of a piece: equal pieces step alike and look alike. */
const samePiece = (a: Piece, b: Piece) =>
  sameMotion(a, b) && a.rest === b.rest && a.still === b.still && a.av === b.av && a.angle === b.angle;

/** Two worlds' speed slots hold the same values. */
export const sameSlots = (a: readonly number[], b: readonly number[]) => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The same state but for the counters `frame` and `grace`. With no piece over the top line in between
 * (overflow 0 all along), grace changes nothing a step does, so the world after `b` repeats what
 * followed `a`, for ever: the step is a pure function of the rest.
 */
function sameState(a: World, b: World): boolean {
  if (a.pieces.length !== b.pieces.length || a.fallingId !== b.fallingId || a.nextId !== b.nextId) return false;
  if (a.score !== b.score || a.phase !== b.phase || a.overflow !== 0 || b.overflow !== 0) return false;
  for (let i = 0; i < a.pieces.length; i++) if (!samePiece(a.pieces[i]!, b.pieces[i]!)) return false;
  return sameSlots(a.speedSlots, b.speedSlots);
}

/**
 * Watches the worlds one `advance` steps through for an exact repeat (Brent's method, the mark moved at
 * doubling intervals up to MAX_PERIOD) and, when one comes, skips whole periods at once: a board whose
 * pieces never rest costs what one period costs. Returns the world to go on from: the one given, or the
 * same state `k` periods later (before the game's last frame, which a step must reach itself).
 */
export function cycleWatch(start: World): (world: World, target: number) => World {
  let mark = start;
  let power = 1;
  let since = 0;
  let clean = start.overflow === 0;
  return (world, target) => {
    since++;
    if (world.overflow !== 0) clean = false;
    if (clean && world.phase === 'playing' && sameState(mark, world)) {
      const period = world.frame - mark.frame;
      const last = Math.min(target, RULES[world.rules].lastFrame - 1);
      const k = Math.floor((last - world.frame) / period);
      mark = world =
        k > 0 ? { ...world, frame: world.frame + k * period, grace: Math.max(0, world.grace - k * period) } : world;
      since = 0;
      return world;
    }
    if (since >= power) {
      mark = world;
      power = Math.min(power * 2, MAX_PERIOD);
      since = 0;
      clean = world.overflow === 0;
    }
    return world;
  };
}

import { SLEEP_FRAMES } from './constants';
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

/** Every field of a piece but its angle, which nothing reads but the drawing: equal pieces step alike. */
const samePiece = (a: Piece, b: Piece) => sameMotion(a, b) && a.rest === b.rest && a.still === b.still && a.av === b.av;

/** Two worlds' speed slots hold the same values. */
export const sameSlots = (a: readonly number[], b: readonly number[]) => {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The same state but for the counters `frame` and `grace`, and the pieces' angles. With no piece over the top line in between
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
 * `world`, `k` periods of `frames` further on: the counters moved, and each piece turned as the period's
 * steps turn it (a step adds the spin it ends with to the angle; the spins repeat with the rest, the angle
 * need not). `period` holds the worlds of one period, frame by frame, the last of them `world`; null when
 * the angles repeat too.
 */
function periodsLater(world: World, frames: number, k: number, period: readonly World[] | null): World {
  const later = { ...world, frame: world.frame + k * frames, grace: Math.max(0, world.grace - k * frames) };
  if (period === null) return later;
  return {
    ...later,
    pieces: world.pieces.map((p, i) => {
      if (period.every((w) => w.pieces[i]!.av === 0)) return p;
      let angle = p.angle;
      for (let j = 0; j < k; j++) for (const w of period) angle += w.pieces[i]!.av;
      return { ...p, angle };
    }),
  };
}

/**
 * Whether a step's turn of a piece is unknown from the worlds before (`q`) and after (`p`) it. A step adds
 * to the angle the spin it keeps, except when the piece falls asleep in it: the spin added is then zeroed
 * (physics.ts `stop`), and under rules v4 the piece may wake again at once (`wakeUnsupported`). So a kept
 * spin of 0 is the one added, unless the piece fell asleep or ended the step at a rest count of 0.
 */
const turnUnknown = (q: Piece, p: Piece) =>
  p.av === 0 && (p.rest === 0 || (p.rest >= SLEEP_FRAMES && q.rest < SLEEP_FRAMES));

/**
 * How the pieces turn from `mark` to `world`, a repeat of the rest: not at all (null: the angles repeat
 * too), or as the worlds `since` the mark turned them, when every frame of the period was seen (not a
 * stretch stepTo skipped in one go) and every turn in it is known. Otherwise unknown: no skipping.
 */
function turnsOf(mark: World, world: World, since: readonly World[]): readonly World[] | null | undefined {
  if (world.pieces.every((p, i) => p.angle === mark.pieces[i]!.angle)) return null;
  if (world.frame - mark.frame !== since.length) return undefined;
  let before = mark;
  for (const w of since) {
    if (w.pieces.some((p, i) => turnUnknown(before.pieces[i]!, p))) return undefined;
    before = w;
  }
  return since;
}

/**
 * Watches the worlds one `advance` steps through for a repeat of every field a step reads (Brent's
 * method, the mark moved at doubling intervals up to MAX_PERIOD) and, when one comes, skips whole periods
 * at once: a board whose pieces never rest costs what one period costs. Returns the world to go on from:
 * the one given, or the same state `k` periods later (before the game's last frame, which a step must
 * reach itself).
 */
export function cycleWatch(start: World): (world: World, target: number) => World {
  let mark = start;
  let power = 1;
  /** The worlds since the mark, the latest last. */
  let since: World[] = [];
  let clean = start.overflow === 0;
  return (world, target) => {
    since.push(world);
    if (world.overflow !== 0) clean = false;
    const turns =
      clean && world.phase === 'playing' && sameState(mark, world) ? turnsOf(mark, world, since) : undefined;
    if (turns !== undefined) {
      const frames = world.frame - mark.frame;
      const last = Math.min(target, RULES[world.rules].lastFrame - 1);
      const k = Math.floor((last - world.frame) / frames);
      mark = world = k > 0 ? periodsLater(world, frames, k, turns) : world;
      since = [];
      return world;
    }
    if (since.length >= power) {
      mark = world;
      power = Math.min(power * 2, MAX_PERIOD);
      since = [];
      clean = world.overflow === 0;
    }
    return world;
  };
}

import * as frameCopy from './frameCopy';
import type { FrameCopy } from './frameCopy';
import type { Rules } from './rules';
import type { Sim } from './sim';

// Bound once here: a loader may turn each imported binding into a getter call, and these run every frame.
const { copyFrame, createCopy, samePieces, sameSlots } = frameCopy;

/** The longest repeat looked for, in frames: a restless pile's jitter repeats within a few frames. */
export const MAX_PERIOD = 512;

/**
 * The same state but for the counters `frame` and `grace`, and the pieces' angles. With no piece over the
 * top line in between (overflow 0 all along), grace changes nothing a step does, so what follows `s`
 * repeats what followed the mark, for ever: the step is a pure function of the rest.
 */
function sameState(m: FrameCopy, s: Sim): boolean {
  if (m.n !== s.n || m.fallingId !== s.fallingId || m.nextId !== s.nextId) return false;
  if (m.score !== s.score || m.phase !== s.phase || m.overflow !== 0 || s.overflow !== 0) return false;
  return samePieces(m, s) && sameSlots(m, s);
}

/**
 * Watches the frames one `stepTo` steps through for a repeat of every field a step reads (Brent's method,
 * the mark moved at doubling intervals up to MAX_PERIOD) and, when one comes, skips whole periods at
 * once: a board whose pieces never rest costs what one period costs. Each piece turns in the frames
 * skipped as the period's steps turned it, the angles they added (`Sim.turn`) added again in order (kept in
 * `spins`, a frame a row). A plain object, not a class: class fields compile to a helper that the bundle
 * would share with every page from the game's chunk.
 */
export interface CycleWatch {
  readonly mark: FrameCopy;
  power: number;
  /** Frames stepped since the mark, and whether each was one step (a repeat skipped in one go turns unseen). */
  since: number;
  seen: boolean;
  clean: boolean;
  spins: Float64Array;
}

export const createWatch = (): CycleWatch => ({
  mark: createCopy(),
  power: 1,
  since: 0,
  seen: true,
  clean: true,
  spins: new Float64Array(0),
});

/** Starts watching from `s`. */
export function watchFrom(w: CycleWatch, s: Sim): void {
  w.power = 1;
  remark(w, s);
}

/** The mark moved to `s`. */
function remark(w: CycleWatch, s: Sim): void {
  copyFrame(w.mark, s);
  w.since = 0;
  w.seen = true;
  w.clean = s.overflow === 0;
}

/**
 * After a step of `s` (`before` the state it stepped from): skips whole periods if the state repeats the
 * mark's, never past `target` nor the frame before the game's last, which a step must reach itself.
 */
export function watchAfter(w: CycleWatch, s: Sim, before: FrameCopy, target: number, rules: Rules): void {
  const n = s.n;
  const row = w.since++;
  if (w.spins.length < (row + 1) * n) {
    const grown = new Float64Array(Math.max((row + 1) * n, w.spins.length * 2));
    grown.set(w.spins);
    w.spins = grown;
  }
  for (let i = 0; i < n; i++) w.spins[row * n + i] = s.turn[i]!;
  if (s.frame - before.frame !== 1) w.seen = false;
  if (s.overflow !== 0) w.clean = false;
  if (w.clean && s.phase === 'playing' && sameState(w.mark, s) && skipPeriods(w, s, target, rules)) {
    copyFrame(w.mark, s);
    w.since = 0;
    w.seen = true;
    return;
  }
  if (w.since >= w.power) {
    remark(w, s);
    w.power = Math.min(w.power * 2, MAX_PERIOD);
  }
}

/**
 * The state repeats the mark's: whole periods skipped (true), unless the angles moved in a period not
 * seen frame by frame, whose turns are unknown (false).
 */
function skipPeriods(w: CycleWatch, s: Sim, target: number, rules: Rules): boolean {
  const n = s.n;
  let turning = false;
  for (let i = 0; i < n; i++) if (s.angle[i] !== w.mark.angle[i]) turning = true;
  if (turning && !w.seen) return false;
  const frames = s.frame - w.mark.frame;
  const last = Math.min(target, rules.lastFrame - 1);
  const k = Math.floor((last - s.frame) / frames);
  if (k <= 0) return true;
  s.frame += k * frames;
  s.grace = Math.max(0, s.grace - k * frames);
  if (!turning) return true;
  for (let i = 0; i < n; i++) {
    let turns = false;
    for (let f = 0; f < w.since; f++) if (w.spins[f * n + i] !== 0) turns = true;
    if (!turns) continue;
    let angle = s.angle[i]!;
    for (let j = 0; j < k; j++) for (let f = 0; f < w.since; f++) angle += w.spins[f * n + i]!;
    s.angle[i] = angle;
  }
  return true;
}

import * as constants from './constants';
import * as physics from './physics';
import * as cycles from './cycles';
import * as frameCopy from './frameCopy';
import type { FrameCopy } from './frameCopy';
import { RULES, type Rules } from './rules';
import { loadWorld, scratchSim, toWorld, type Sim } from './sim';
import * as steps from './step';
import type { GameEvent, World } from './types';
import * as works from './work';

// Bound once here: a loader may turn each imported binding into a getter call, and these run every frame.
const { SLEEP_FRAMES, STILL_FRAMES } = constants;
const { spin, TOUCHED } = physics;
const { copyFrame, createCopy, sameMotion, sameSlots } = frameCopy;
const { overTopAt, stepSim } = steps;
const { createWatch, watchAfter, watchFrom } = cycles;
const { stepWork } = works;

/** How a replay is stepped: the work left for it, and whether idle stretches are skipped. */
export interface Stepping {
  budget: number;
  readonly skipIdle: boolean;
  /** Where each step's events go, with the frame that made them (a watched game's moments); none kept when absent. */
  readonly events?: FramedEvent[];
}

/** An event a step made, and the frame it made it in. */
export interface FramedEvent {
  readonly frame: number;
  readonly event: GameEvent;
}

/** Moves a step's events into `to`, each with the step's frame. */
function drain(from: GameEvent[], frame: number, to: FramedEvent[]): void {
  for (const event of from) to.push({ frame, event });
  from.length = 0;
}

export type Advanced = { readonly ok: true; readonly world: World } | { readonly ok: false; readonly reason: string };

/**
 * What stepTo works in: loaded from the world at each call and read out at its end, so nothing passes
 * from one call to the next (a replay checked in slices interleaves its calls with others').
 */
const work = /* @__PURE__ */ (() => ({ sim: scratchSim(), before: createCopy(), watch: createWatch() }))();

/**
 * How many more steps would do exactly what the last one did (from `c` to `s`), when it changed only the
 * counters and the spins; 0 otherwise. Nothing moved and no piece is over the top line; each piece's rest
 * count stayed (asleep, or held) or rose by one (awake and still). A step reads a rest count only against
 * SLEEP_FRAMES, so the same step repeats while every rising count stays under it (Infinity when none
 * rises: the board is idle for good); spins are read by nothing but themselves (each repeat turns a piece
 * as this step did: `s.spun`); and only a piece over the line lets the other counters (grace, still,
 * overflow) end the game.
 */
function repeats(c: FrameCopy, s: Sim): number {
  if (s.phase !== 'playing' || s.fallingId !== -1 || s.score !== c.score) return 0;
  if (s.n !== c.n || s.nextId !== c.nextId || !sameSlots(c, s)) return 0;
  if (!sameMotion(c, s)) return 0;
  let k = Infinity;
  for (let i = 0; i < s.n; i++) {
    if (overTopAt(s, i)) return 0;
    const rest = s.rest[i]!;
    if (rest === c.rest[i]) continue;
    if (rest !== c.rest[i]! + 1 || rest >= SLEEP_FRAMES) return 0;
    k = Math.min(k, SLEEP_FRAMES - 1 - rest);
  }
  return k;
}

/** `k` more of the last step, in one go (`c` the state it stepped from); never past `frame`, nor the frame before the game's last. */
function skip(c: FrameCopy, s: Sim, k: number, frame: number, rules: Rules): void {
  k = Math.min(k, frame - s.frame, rules.lastFrame - 1 - s.frame);
  if (k <= 0) return;
  s.frame += k;
  s.grace = Math.max(0, s.grace - k);
  s.overflow = 0;
  for (let i = 0; i < s.n; i++) {
    if (s.rest[i] !== c.rest[i]) s.rest[i] = s.rest[i]! + k;
    s.still[i] = Math.min(STILL_FRAMES, s.still[i]! + k);
    const spun = s.spun[i];
    if (spun === 0) continue;
    for (let j = 0; j < k; j++) spin(s, i, spun === TOUCHED);
  }
}

/** Steps the world to `frame`, or as far as it goes: frames stop at game over. */
export function stepTo(world: World, frame: number, st: Stepping): Advanced {
  if (world.frame >= frame || world.phase === 'ended') return { ok: true, world };
  const s = loadWorld(work.sim, world);
  const rules = RULES[world.rules];
  const { before, watch } = work;
  // A step's events, only when they are asked for: emptied into `st.events` after each step.
  const made: GameEvent[] | null = st.events ? [] : null;
  if (st.skipIdle) watchFrom(watch, s);
  while (s.frame < frame && s.phase !== 'ended') {
    st.budget -= stepWork(s.n);
    if (st.budget < 0) return { ok: false, reason: `over the verifier's step budget at frame ${s.frame}` };
    if (s.phase !== 'playing') continue;
    if (!st.skipIdle) {
      stepSim(s, rules, made);
      if (made?.length) drain(made, s.frame, st.events!);
      continue;
    }
    copyFrame(before, s);
    stepSim(s, rules, made);
    if (made?.length) drain(made, s.frame, st.events!);
    const k = repeats(before, s);
    if (k > 0) skip(before, s, k, frame, rules);
    watchAfter(watch, s, before, frame, rules);
  }
  return { ok: true, world: toWorld(s) };
}

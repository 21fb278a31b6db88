import { STEP_MS } from '../../game';

/** Longest frame time we accept: a stall (tab switch, debugger) does not become a burst of steps. */
export const MAX_FRAME_MS = 100;
/** At most this many steps per drawn frame; the rest of the backlog is dropped. */
export const MAX_STEPS_PER_FRAME = 4;

export type { Frame } from '../scene/scene';

/** The frame source: requestAnimationFrame in the browser (view/browser/sessionInputs.ts), a manual one in tests. */
export interface Clock {
  request(cb: (t: number) => void): number;
  cancel(handle: number): void;
}

/**
 * "Fix your timestep": accumulate clamped frame time, run a constant STEP_MS step as often as it is due,
 * cap the steps per frame, and leave the remainder (`fraction`) to the drawing. The loop knows time only:
 * what a step does and how a frame is drawn are its caller's (session.ts).
 */
export function createGameLoop(clock: Clock) {
  let acc = 0;
  let last: number | null = null;
  let handle: number | null = null;
  let hidden = false;
  return {
    /** How far into the next step the frame time has run (0–1): the drawing's alpha while playing. */
    get fraction(): number {
      return acc / STEP_MS;
    },
    /** Runs `step` once per step due in `ms` of frame time; false while hidden (nothing runs, nothing to draw). */
    advance(ms: number, step: () => void): boolean {
      if (hidden) return false;
      const cap = MAX_STEPS_PER_FRAME;
      acc += Math.min(Math.max(ms, 0), MAX_FRAME_MS);
      let steps = 0;
      while (acc >= STEP_MS && steps < cap) {
        step();
        acc -= STEP_MS;
        steps++;
      }
      if (steps === cap) acc = Math.min(acc, STEP_MS); // drop the backlog
      return true;
    },
    /** While hidden nothing runs; coming back starts a fresh frame, so pieces do not jump. */
    setHidden(h: boolean): void {
      hidden = h;
      last = null;
      acc = 0;
    },
    /** Animation frames call `frame` with the time since the last one (none for the first). */
    start(frame: (ms: number) => void): void {
      if (handle !== null) return;
      const tick = (t: number) => {
        handle = clock.request(tick);
        if (last !== null) frame(t - last);
        last = t;
      };
      handle = clock.request(tick);
    },
    stop(): void {
      if (handle !== null) clock.cancel(handle);
      handle = null;
      last = null;
    },
  };
}

export type GameLoop = ReturnType<typeof createGameLoop>;

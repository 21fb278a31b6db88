import { STEP_MS, update, type Action, type GameEvent, type World } from '../../game';

/** Longest frame time we accept: a stall (tab switch, debugger) does not become a burst of steps. */
export const MAX_FRAME_MS = 100;
/** At most this many steps per drawn frame; the rest of the backlog is dropped. */
export const MAX_STEPS_PER_FRAME = 4;

export interface Frame {
  /** The world before the last step, for interpolation. */
  readonly prev: World;
  readonly world: World;
  /** How far between prev and world the drawn frame is (0–1). */
  readonly alpha: number;
}

/** The frame source: requestAnimationFrame in the browser (view/browser.ts), a manual one in tests. */
export interface Clock {
  request(cb: (t: number) => void): number;
  cancel(handle: number): void;
}

export interface LoopOptions {
  /** Simulated time per frame time: 4 plays a replay back at 4× (the step cap grows with it). */
  readonly speed?: number;
  /** Called before each step, with the world about to be stepped: replay playback applies its actions here. */
  readonly beforeStep?: () => void;
}

/**
 * "Fix your timestep": accumulate clamped frame time, step the world at a
 * constant STEP_MS, cap the steps per frame, and hand alpha to the drawing.
 * Actions (drops, pause, …) apply at once; events go to `onEvents`; `onFrame`
 * is called once per drawn frame (the jotai store write).
 */
export class GameLoop {
  private acc = 0;
  private last: number | null = null;
  private handle: number | null = null;
  private prev: World;
  private hidden = false;

  constructor(
    private world: World,
    private readonly onFrame: (f: Frame) => void,
    private readonly onEvents: (events: readonly GameEvent[], world: World) => void,
    private readonly clock: Clock,
    private readonly options: LoopOptions = {},
  ) {
    this.prev = world;
  }

  /** Replaces the world outright (replay playback starting over); nothing is carried over. */
  reset(world: World): void {
    this.world = world;
    this.prev = world;
    this.acc = 0;
    this.draw();
  }

  get current(): World {
    return this.world;
  }

  dispatch(action: Action): void {
    const t = update(this.world, action);
    if (t.world === this.world) return; // nothing changed: the identity rule (game/update.ts)
    if (action.type === 'restart' || action.type === 'revive') this.prev = t.world;
    this.world = t.world;
    if (t.events.length) this.onEvents(t.events, this.world);
    this.draw();
  }

  /** Runs the simulation for `ms` of frame time; tests call this directly instead of waiting on frames. */
  advance(ms: number): void {
    if (this.hidden) return;
    const { speed = 1, beforeStep } = this.options;
    const cap = MAX_STEPS_PER_FRAME * speed;
    this.acc += Math.min(Math.max(ms, 0), MAX_FRAME_MS) * speed;
    let steps = 0;
    while (this.acc >= STEP_MS && steps < cap) {
      beforeStep?.();
      this.prev = this.world;
      const t = update(this.world, { type: 'step' });
      this.world = t.world;
      if (t.events.length) this.onEvents(t.events, this.world);
      this.acc -= STEP_MS;
      steps++;
    }
    if (steps === cap) this.acc = Math.min(this.acc, STEP_MS); // drop the backlog
    this.draw();
  }

  /** While hidden nothing runs; coming back starts a fresh frame, so pieces do not jump. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.last = null;
    this.acc = 0;
  }

  start(): void {
    if (this.handle !== null) return;
    const tick = (t: number) => {
      this.handle = this.clock.request(tick);
      if (this.last !== null) this.advance(t - this.last);
      this.last = t;
    };
    this.handle = this.clock.request(tick);
  }

  stop(): void {
    if (this.handle !== null) this.clock.cancel(this.handle);
    this.handle = null;
    this.last = null;
  }

  private draw(): void {
    const alpha = this.world.phase === 'playing' ? this.acc / STEP_MS : 1;
    this.onFrame({ prev: this.prev, world: this.world, alpha });
  }
}

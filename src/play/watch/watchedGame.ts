// A reported game as the viewer holds it: its replay read and checked, played through once in slices
// (the verifier's own `replaying`, so the check and the keyframes are one pass), keeping a world every
// KEYFRAME_FRAMES frames, the score over time and the game's moments. Any frame's world is then a keyframe
// stepped forward: the simulation is pure, so it is the world the game had there, bit for bit. Pure: no
// React, Konva or DOM; time comes in as `now`.
import {
  actionOf,
  createWorld,
  replaying,
  stepTo,
  update,
  type FramedEvent,
  type GameEvent,
  type Keyframe,
  type Played,
  type Replay,
  type SpecialKind,
  type World,
} from '../../game';
import type { Unwatchable } from '../flow/watchRequest';

/** A keyframe every this many frames (2 s): a seek steps at most this many frames from one. */
export const KEYFRAME_FRAMES = 120;

/** A moment worth jumping to: a merge into a big fruit, two watermelons gone, a special used (its kind), a revive. */
export type MomentKind = 'level9' | 'level10' | 'level11' | 'watermelons' | SpecialKind | 'revive';
export interface Moment {
  readonly frame: number;
  readonly kind: MomentKind;
}

/** The score at a frame: the curve drawn along the slider. */
export interface ScorePoint {
  readonly frame: number;
  readonly score: number;
}

/** Where a game stands at a frame: its world, and how many of the replay's actions it has taken. */
export type Position = Keyframe;

/** The moment an event makes, if it is one. */
function momentOf(e: GameEvent): MomentKind | null {
  switch (e.type) {
    case 'merged':
      return e.level === 9 ? 'level9' : e.level === 10 ? 'level10' : e.level === 11 ? 'level11' : null;
    case 'watermelonsVanished':
      return 'watermelons';
    case 'landed':
      // A special is used as it lands (whatever it then finds to act on).
      return e.kind === 'fruit' ? null : e.kind;
    default:
      return null;
  }
}

/** The world `replay` has at `frame`, from `from` (a keyframe at or before it); its steps' events into `events`. */
export function advance(replay: Replay, from: Position, frame: number, events?: FramedEvent[]): Position {
  let { world, applied } = from;
  const stepping = { budget: Infinity, skipIdle: true, events };
  // With no budget to run out of, stepping always gets there (or to the game's end).
  const to = (w: World, f: number) => {
    const r = stepTo(w, f, stepping);
    return r.ok ? r.world : w;
  };
  for (let a = replay.actions[applied]; a && a.frame <= frame; a = replay.actions[applied]) {
    world = to(world, a.frame);
    const t = update(world, actionOf(a));
    for (const event of t.events) events?.push({ frame: a.frame, event });
    world = t.world;
    applied++;
  }
  return { world: to(world, frame), applied };
}

/** The last of `keyframes` (in frame order) at or before `frame`. */
function keyframeBefore(keyframes: readonly Position[], frame: number): Position {
  let lo = 0;
  let hi = keyframes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (keyframes[mid]!.world.frame <= frame) lo = mid;
    else hi = mid - 1;
  }
  return keyframes[lo]!;
}

export type Check =
  | { readonly status: 'checking' }
  | { readonly status: 'verified'; readonly score: number }
  | { readonly status: 'failed'; readonly problem: Unwatchable };

/** How far a play-through elsewhere (a worker) has got: the keyframes since the last batch, and all the rest. */
export interface Progress {
  readonly keyframes: readonly Position[];
  readonly moments: readonly Moment[];
  readonly curve: readonly ScorePoint[];
  readonly done: number;
  readonly check: Check;
}

/**
 * A replay played through once, a slice at a time: `work` goes on for a budget of time and says how far it
 * got. What is done so far can be shown at once; a frame past it, as far as is done.
 */
export function createWatchedGame(replay: Replay) {
  const start: Position = { world: createWorld(replay.seed, replay.rules), applied: 0 };
  const keyframes: Position[] = [start];
  const events: FramedEvent[] = [];
  const moments: Moment[] = [];
  const curve: ScorePoint[] = [{ frame: 0, score: 0 }];
  const run = replaying(replay, { events }, KEYFRAME_FRAMES);
  let check: Check = { status: 'checking' };
  let done = 0;
  let revivesSeen = 0;
  let absorbed = false;

  const take = (k: Position) => {
    for (const { frame, event } of events.splice(0)) {
      const kind = momentOf(event);
      if (kind) moments.push({ frame, kind });
    }
    // Revives are the replay's own actions, taken by the time this keyframe was reached.
    for (let i = revivesSeen; i < k.applied; i++) {
      const a = replay.actions[i]!;
      if (a.type === 'revive') moments.push({ frame: a.frame, kind: 'revive' });
    }
    revivesSeen = k.applied;
    moments.sort((a, b) => a.frame - b.frame);
    curve.push({ frame: k.world.frame, score: k.world.score });
    done = k.world.frame;
  };
  const finish = (p: Played) => {
    if (!p.ok) {
      check = { status: 'failed', problem: { kind: 'notVerified', reason: p.reason } };
      return;
    }
    take({ world: p.world, applied: replay.actions.length });
    done = replay.frames;
    check = { status: 'verified', score: p.world.score };
  };

  return {
    replay,
    /** The game's length in frames, as its replay claims it. */
    frames: replay.frames,
    /** Frames played through so far: any frame up to here is on the board at once. */
    done: () => done,
    check: () => check,
    moments: (): readonly Moment[] => moments,
    curve: (): readonly ScorePoint[] => curve,
    /** What a play-through elsewhere sends on: the keyframes from `since`, and the rest as they stand. */
    progress(since: number): Progress {
      return { keyframes: keyframes.slice(since), moments: [...moments], curve: [...curve], done, check };
    },
    /** Takes a play-through's progress made elsewhere (a worker playing the same replay). */
    absorb(p: Progress) {
      absorbed = true;
      keyframes.push(...p.keyframes);
      moments.splice(0, moments.length, ...p.moments);
      curve.splice(0, curve.length, ...p.curve);
      done = p.done;
      check = p.check;
    },
    /** Whether any progress came from elsewhere (then this one never plays it through itself). */
    absorbed: () => absorbed,
    /** Plays on until `now()` passes `until`; true once the whole game is played through (or refused). */
    work(now: () => number, until: number): boolean {
      while (check.status === 'checking') {
        const s = run.next();
        if (s.done) finish(s.value);
        else {
          keyframes.push(s.value);
          take(s.value);
        }
        if (now() >= until) break;
      }
      return check.status !== 'checking';
    },
    /**
     * The world at `frame`, or at the last frame played through when `frame` is past it: from `from` (the frame
     * shown, playing on) when it is at or before it, else from the keyframe before it.
     */
    positionAt(frame: number, events?: FramedEvent[], from?: Position): Position {
      const f = Math.max(0, Math.min(frame, done));
      const start = from && from.world.frame <= f ? from : keyframeBefore(keyframes, f);
      return advance(replay, start, f, events);
    },
  };
}

export type WatchedGame = ReturnType<typeof createWatchedGame>;

/** The world's frame as the slider shows it: whole seconds. */
export const secondsOf = (frame: number) => Math.floor(frame / 60);

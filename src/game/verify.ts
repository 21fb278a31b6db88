import { tooManySpecials, X_STEPS_PER_PX, type Replay, type ReplayAction } from './replayFormat';
import { stepTo, type Advanced, type FramedEvent, type Stepping } from './stepTo';
import { FRAME_WORK } from './work';
import type { Action, World } from './types';
import { update } from './update';
import { quantizeDropX } from './recording';
import { createWorld } from './world';
import { MAX_REVIVES } from './constants';
import { SPECIAL_KINDS, SPECIALS, type LimitName, type UsedName } from './specials';

export { FRAME_WORK, stepWork } from './work';

/** What a server allows a game (docs/bridge.md, "Verifying"); a game outside them is rejected naming the limit. */
export type Limits = SpecialLimits & {
  /** The seed the server issued: a game from any other seed is rejected. */
  readonly seed?: number;
  /** At most this many revives taken. */
  readonly maxRevives?: number;
  /** At most this many frames claimed, refused before anything is simulated: a server sets it from the time since it issued the seed. */
  readonly maxFrames?: number;
  /** The rules version the game must be played under: a server that issued the seed for the newest rules requires them. */
  readonly rules?: number;
};
/** At most this many of each special dropped (specials.ts names each limit). */
type SpecialLimits = { readonly [K in LimitName]?: number };

/** What a game used, counted as it is played: each special dropped (one granted and still waiting was not used), and the revives taken. */
export type Usage = { readonly [K in UsedName]: number } & { readonly revives: number };

/** Nothing used yet: each special's count, in the table's order, then the revives. */
const NOTHING_USED = { ...Object.fromEntries(SPECIAL_KINDS.map((k) => [SPECIALS[k].used, 0])), revives: 0 } as Usage;

/** A replay played out: the world at its last frame and what it used, or why it cannot be a recorded game. */
export type Played =
  | {
      readonly ok: true;
      readonly world: World;
      readonly usage: Usage;
      /** Simulation work done (stepTo.ts's units): what the line cost; idle stretches skipped cost nothing. */
      readonly work: number;
    }
  | { readonly ok: false; readonly reason: string };

/** The simulation's action for a replay's: the one the recording was made from. */
export const actionOf = (a: ReplayAction): Action =>
  a.type === 'drop'
    ? { type: 'drop', x: a.x / X_STEPS_PER_PX }
    : a.type === 'special'
      ? { type: 'setSpecial', kind: a.kind }
      : { type: 'revive' };

const describe = (a: ReplayAction) => (a.type === 'special' ? `a ${a.kind}` : `a ${a.type}`);

/** Why an action would leave the world as it is; a genuine recording never holds one. */
function idle(world: World, a: ReplayAction): string {
  if (a.type === 'drop') return `piece ${world.fallingId} is still falling`;
  if (a.type === 'revive')
    return world.phase !== 'ended'
      ? 'the game is not over'
      : world.revives < MAX_REVIVES
        ? `the game ended at its last frame (${world.frame})`
        : 'both revives are used';
  return 'nothing';
}

/** Why this action is not one the page records, or null: an x the recorder would have clamped, or a special after game over that no revive takes. */
function notRecordable(world: World, a: ReplayAction, reviveFollows: boolean): string | null {
  if (world.phase === 'ended') {
    if (a.type === 'drop') return `a drop at frame ${a.frame}, after game over`;
    // Specials granted during a game over belong to the game only when a revive follows them.
    if (a.type === 'special' && !reviveFollows)
      return `${describe(a)} at frame ${a.frame}, after game over with no revive after it`;
  }
  if (a.type === 'special') return tooManySpecials(a.kind, a.frame, world.specials.length);
  if (a.type === 'drop' && world.fallingId === null) {
    const x = quantizeDropX(world, a.x / X_STEPS_PER_PX) * X_STEPS_PER_PX;
    if (x !== a.x)
      return `non-canonical: a drop at frame ${a.frame} has x ${a.x / X_STEPS_PER_PX}, which the page writes as ${x / X_STEPS_PER_PX}`;
  }
  return null;
}

/** A limit the game has gone past, or null. */
function overLimit(u: Usage, limits: Limits): string | null {
  for (const k of SPECIAL_KINDS) {
    const { used, limit } = SPECIALS[k];
    const most = limits[limit];
    if (most !== undefined && u[used] > most) return `more than ${most} ${used} (${limit})`;
  }
  if (limits.maxRevives !== undefined && u.revives > limits.maxRevives)
    return `more than ${limits.maxRevives} revives (maxRevives)`;
  return null;
}

/** Counts what an action used: the special it dropped, the revive it took. */
function used(u: Usage, before: World, a: ReplayAction): Usage {
  if (a.type === 'revive') return { ...u, revives: u.revives + 1 };
  if (a.type !== 'drop' || before.current.kind === 'fruit') return u;
  const { used } = SPECIALS[before.current.kind];
  return { ...u, [used]: u[used] + 1 };
}

/**
 * A recorded action taken on `world` (stepped to the action's frame): the world after it and the stepping a revive's
 * look-ahead cost, or why a genuine recording cannot hold it there. `reviveFollows`: a revive comes later in the
 * game (specials granted at a game over belong to it only then). A replay's play and a duel's moves take each alike.
 */
export function takeRecorded(
  world: World,
  a: ReplayAction,
  reviveFollows: boolean,
):
  | { readonly ok: true; readonly world: World; readonly work: number }
  | { readonly ok: false; readonly reason: string } {
  if (world.frame < a.frame)
    return { ok: false, reason: `${describe(a)} at frame ${a.frame}, after game over at frame ${world.frame}` };
  const refused = notRecordable(world, a, reviveFollows);
  if (refused) return { ok: false, reason: refused };
  const t = update(world, actionOf(a));
  if (t.world === world)
    return { ok: false, reason: `${describe(a)} at frame ${a.frame} changes nothing: ${idle(world, a)}` };
  return { ok: true, world: t.world, work: t.work ?? 0 };
}

export interface PlayOptions {
  readonly limits?: Limits;
  /** Skip idle stretches in one go (the default); off only to show skipping changes nothing. */
  readonly skipIdle?: boolean;
  /** The work each claimed frame may cost (default FRAME_WORK, above the densest board); lower only to show the net holds. */
  readonly frameWork?: number;
  /** Where the steps' events go, each with its frame (a watched game's moments); none kept when absent. */
  readonly events?: FramedEvent[];
}

/** Where a replay played in pieces paused: the world there, and how many of the replay's actions it has taken. */
export interface Keyframe {
  readonly world: World;
  readonly applied: number;
}

/** Plays a decoded replay from its seed under its rules; refuses any action a genuine recording could not hold. */
export function playReplay(r: Replay, options: PlayOptions = {}): Played {
  const run = replaying(r, options, Infinity);
  for (;;) {
    const s = run.next();
    if (s.done) return s.value;
  }
}

/** Where a replay played in pieces stands: the frame it last paused at. */
interface Pauses {
  readonly chunk: number;
  at: number;
  /** The replay's actions taken so far. */
  applied: number;
}

/** Advances to `frame`, pausing (yield) each time `p.chunk` more frames have passed; the same world as in one go. */
function* advanceIn(world: World, frame: number, s: Stepping, p: Pauses): Generator<Keyframe, Advanced> {
  for (;;) {
    const due = p.at + p.chunk;
    if (frame <= due) return stepTo(world, frame, s);
    const r = stepTo(world, due, s);
    if (!r.ok || r.world.frame < due) return r;
    world = r.world;
    p.at = due;
    yield { world, applied: p.applied };
  }
}

/**
 * `playReplay` that pauses after every `chunk` frames it simulates, yielding the world at that frame: the
 * page checks a kept game this way, a piece at a time, without holding the main thread (play/kept/check.ts),
 * and a watched game keeps those worlds to seek from (play/watch/).
 */
export function* replaying(
  r: Replay,
  { limits = {}, skipIdle = true, frameWork = FRAME_WORK, events }: PlayOptions,
  chunk: number,
): Generator<Keyframe, Played> {
  let world = createWorld(r.seed, r.rules);
  let usage: Usage = NOTHING_USED;
  // The safety net grows with the frames claimed, so no game is refused for its length; maxFrames bounds it.
  const budget = r.frames * frameWork;
  const stepping: Stepping = { budget, skipIdle, events };
  const pauses: Pauses = { chunk, at: 0, applied: 0 };
  let lastRevive = -1;
  r.actions.forEach((a, i) => {
    if (a.type === 'revive') lastRevive = i;
  });
  for (let i = 0; i < r.actions.length; i++) {
    const a = r.actions[i]!;
    const reached = yield* advanceIn(world, a.frame, stepping, pauses);
    if (!reached.ok) return reached;
    world = reached.world;
    const t = takeRecorded(world, a, i < lastRevive);
    if (!t.ok) return t;
    // A revive looks ahead before it settles which pieces go: that stepping is charged like any other.
    stepping.budget -= t.work;
    if (stepping.budget < 0) return { ok: false, reason: `over the verifier's step budget at frame ${a.frame}` };
    usage = used(usage, world, a);
    const over = overLimit(usage, limits);
    if (over) return { ok: false, reason: over };
    world = t.world;
    pauses.applied = i + 1;
  }
  const end = yield* advanceIn(world, r.frames, stepping, pauses);
  if (!end.ok) return end;
  if (end.world.frame < r.frames)
    return { ok: false, reason: `game over at frame ${end.world.frame}, before the replay's end at frame ${r.frames}` };
  return { ok: true, world: end.world, usage, work: budget - stepping.budget };
}

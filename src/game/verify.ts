import { decodeReplay, X_STEPS_PER_PX, type Replay, type ReplayAction } from './replayFormat';
import type { Action, World } from './types';
import { update } from './update';
import { createWorld } from './world';

/** More specials than this waiting at once is not a game anyone paid for (each is one host answer). */
export const MAX_WAITING_SPECIALS = 1000;

export type Verdict =
  | { readonly ok: true; readonly score: number; readonly seed: number; readonly frames: number }
  | { readonly ok: false; readonly reason: string };

/** A verdict as one line: `ok score=<n> seed=<n> frames=<n>` or `rejected <reason>` (scripts/verify-score.ts). */
export const verdictLine = (v: Verdict): string =>
  v.ok ? `ok score=${v.score} seed=${v.seed} frames=${v.frames}` : `rejected ${v.reason}`;

/** A replay played out: the world at its last frame, or why it cannot be a recorded game. */
export type Played = { readonly ok: true; readonly world: World } | { readonly ok: false; readonly reason: string };

/** Recomputes a reported score from its replay (msg 5's `replay`); pure, the same in every engine. */
export function verifyReplay(text: unknown): Verdict {
  const d = decodeReplay(text);
  if (!d.ok) return d;
  const p = playReplay(d.replay);
  if (!p.ok) return p;
  return { ok: true, score: p.world.score, seed: d.replay.seed, frames: d.replay.frames };
}

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
  if (a.type === 'revive') return world.phase === 'ended' ? 'both revives are used' : 'the game is not over';
  return 'nothing';
}

/** Steps the world to `frame`, or as far as it goes: frames stop at game over. */
function stepTo(world: World, frame: number): World {
  // An empty board only counts frames (and its revive grace down): skipped in one go, so hours of an idle
  // game cost nothing. The result is the world those steps would make (tests/game/replay.test.ts).
  if (world.pieces.length === 0 && world.phase === 'playing' && world.frame < frame)
    return { ...world, frame, grace: Math.max(0, world.grace - (frame - world.frame)), overflow: 0 };
  while (world.frame < frame && world.phase !== 'ended') world = update(world, { type: 'step' }).world;
  return world;
}

/** Plays a decoded replay from its seed; refuses any action a genuine recording could not hold. */
export function playReplay(r: Replay): Played {
  let world = createWorld(r.seed);
  let lastRevive = -1;
  r.actions.forEach((a, i) => {
    if (a.type === 'revive') lastRevive = i;
  });
  for (let i = 0; i < r.actions.length; i++) {
    const a = r.actions[i]!;
    world = stepTo(world, a.frame);
    if (world.frame < a.frame)
      return { ok: false, reason: `${describe(a)} at frame ${a.frame}, after game over at frame ${world.frame}` };
    if (world.phase === 'ended') {
      if (a.type === 'drop') return { ok: false, reason: `a drop at frame ${a.frame}, after game over` };
      // Specials granted during a game over belong to the game only when a revive follows them.
      if (a.type === 'special' && i > lastRevive)
        return { ok: false, reason: `${describe(a)} at frame ${a.frame}, after game over with no revive after it` };
    }
    if (a.type === 'special' && world.specials.length >= MAX_WAITING_SPECIALS)
      return {
        ok: false,
        reason: `${describe(a)} at frame ${a.frame}: more than ${MAX_WAITING_SPECIALS} specials waiting`,
      };
    const t = update(world, actionOf(a));
    if (t.world === world)
      return { ok: false, reason: `${describe(a)} at frame ${a.frame} changes nothing: ${idle(world, a)}` };
    world = t.world;
  }
  world = stepTo(world, r.frames);
  if (world.frame < r.frames)
    return { ok: false, reason: `game over at frame ${world.frame}, before the replay's end at frame ${r.frames}` };
  return { ok: true, world };
}

import { clampDropX, grantedSpecials } from './update';
import type { SpecialKind } from './specials';
import { encodeReplay, X_STEPS_PER_PX, type Replay, type ReplayAction } from './replayFormat';
import type { RulesVersion } from './rules';
import type { Action, World } from './types';

/** A game as it is played: its seed and every action that changed its world, at its frame. */
export interface Recording {
  /** The rules the game plays under: the replay's first field. */
  readonly rules: RulesVersion;
  readonly seed: number;
  readonly actions: readonly ReplayAction[];
  /** Specials granted while the game was over: part of the game only if a revive follows, so written then. */
  readonly held: readonly SpecialKind[];
}

/**
 * Where a drop at x goes, on the replay's 1/8 px grid: the session drops here, so the x the simulation
 * uses is the x the replay holds, exactly.
 */
export function quantizeDropX(world: Pick<World, 'current'>, x: number): number {
  return Math.round(clampDropX(world, x) * X_STEPS_PER_PX) / X_STEPS_PER_PX;
}

/** A new game's recording. A restarted game may start with specials carried over: written at frame 0. */
export function startRecording(world: World): Recording {
  return {
    rules: world.rules,
    seed: world.seed,
    actions: grantedSpecials(world).map((kind) => ({ type: 'special', frame: 0, kind })),
    held: [],
  };
}

/** A game's recording again, from its replay so far and the specials it held: a kept game goes on from here. */
export function resumeRecording(r: Replay, held: readonly SpecialKind[]): Recording {
  return { rules: r.rules, seed: r.seed, actions: r.actions, held };
}

/** Adds an action the simulation took (`before` → `after`); one that changed nothing is not written. */
export function record(rec: Recording, before: World, action: Action, after: World): Recording {
  if (after === before) return rec; // the identity rule (update.ts): nothing happened, nothing to record
  const frame = before.frame;
  switch (action.type) {
    case 'drop':
      return { ...rec, actions: [...rec.actions, { type: 'drop', frame, x: Math.round(action.x * X_STEPS_PER_PX) }] };
    case 'setSpecial':
      if (before.phase === 'ended') return { ...rec, held: [...rec.held, action.kind] };
      return { ...rec, actions: [...rec.actions, { type: 'special', frame, kind: action.kind }] };
    case 'revive': {
      const held = rec.held.map((kind): ReplayAction => ({ type: 'special', frame, kind }));
      return { ...rec, actions: [...rec.actions, ...held, { type: 'revive', frame }], held: [] };
    }
    case 'step':
    case 'pause':
    case 'resume':
    case 'restart': // a restarted game is a new recording (startRecording)
      return rec;
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** The replay text of the game so far, ending at the world's frame. */
export function replayText(rec: Recording, world: World): string {
  return encodeReplay({ rules: rec.rules, seed: rec.seed, frames: world.frame, actions: rec.actions });
}

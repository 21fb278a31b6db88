// The world on the board: the one place it changes. A plain holder with no callbacks: an action goes in,
// its events come out, and the caller decides what they mean (gameFlow.ts).
import { update, type Action, type GameEvent, type World } from '../../game';

const NONE: readonly GameEvent[] = [];

export interface LiveWorld {
  readonly current: World;
  /** The world before the last step, for interpolation (a restart or revive leaves nothing to blend). */
  readonly prev: World;
  /** Applies one action; the events it made. Nothing changes when the simulation returns the same world. */
  apply(action: Action): readonly GameEvent[];
  /** Replaces the world outright (a kept game brought back, or dropped); nothing is carried over. */
  reset(world: World): void;
}

export function createLiveWorld(world: World): LiveWorld {
  let current = world;
  let prev = world;
  return {
    get current() {
      return current;
    },
    get prev() {
      return prev;
    },
    apply(action) {
      const t = update(current, action);
      if (action.type === 'step') prev = current;
      else if (t.world === current)
        return NONE; // the identity rule (game/update.ts)
      else if (action.type === 'restart' || action.type === 'revive') prev = t.world;
      current = t.world;
      return t.events;
    },
    reset(w) {
      current = w;
      prev = w;
    },
  };
}

import type { Replay, ReplayAction, World } from '../../game';

/** A reported game played back on the real board (the host simulator's `?replay=`), at 1× or 4×. */
export interface Playback {
  readonly replay: Replay;
  /** 1 or 4: simulated time per real time. */
  readonly speed: number;
}

/** Hands out a replay's actions as the world reaches their frames; starts over on reset. */
export function createPlayer(replay: Replay) {
  let next = 0;
  let paused = false;
  return {
    /** True once, when a replay that ended mid-game (the back icon) reaches its end: the player paused there. */
    endsHere(world: World): boolean {
      if (paused || next < replay.actions.length || world.frame !== replay.frames || world.phase !== 'playing')
        return false;
      paused = true;
      return true;
    },
    /** The next action if it is due in this world (its frame reached, the game not paused). */
    due(world: World): ReplayAction | null {
      const a = replay.actions[next];
      if (!a || a.frame !== world.frame || world.phase === 'paused') return null;
      next++;
      return a;
    },
    reset() {
      next = 0;
      paused = false;
    },
  };
}

// The host's seed for this page load: from the address (?gameSeed=) or a later initData. Every game
// starts from it, and so does the game on the board if nothing was dropped yet: a server ranks only the
// seed it issued.
import type { Action } from '../../game';
import type { LiveWorld } from '../flow/liveWorld';

export function createGameSeed(
  first: number | undefined,
  live: Pick<LiveWorld, 'current'>,
  playAction: (a: Action) => void,
) {
  let seed = first;
  return {
    /** The seed the next game starts from, if the host gave one. */
    current: () => seed,
    /**
     * initData's gameSeed. A game with no drop restarts from it whatever popup is open (a WebView loaded
     * hidden opens on the pause popup); the popup stays as it was, and a paused game stays paused.
     * `replaceKept`: a kept game of another seed, reported and replaced (keeper.ts); true when it was.
     */
    take(next: number, replaceKept: (seed: number) => boolean) {
      seed = next;
      if (replaceKept(next)) return;
      const w = live.current;
      if (w.phase !== 'ended' && w.nextId === 1 && w.seed !== next) {
        playAction({ type: 'restart', seed: next });
        if (w.phase === 'paused') playAction({ type: 'pause' });
      }
    },
  };
}

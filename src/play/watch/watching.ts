// The viewer open or closed: the one writer of watchAtom. A game to watch is read here, once, as it is asked for
// (the host's replayData, a ranking row's Watch, the address's ?replay=); the view and the worker take it read.
import { watchAtom, type GameStore, type WatchAsk } from '../flow/store';
import { watchRequest } from '../flow/watchRequest';

export function createWatching(store: GameStore) {
  let opened = 0;
  return {
    /** Opens the viewer on `ask` (over whatever the page shows); a second one while it is open shows that one instead. */
    open(ask: WatchAsk) {
      store.set(watchAtom, watchRequest(ask, ++opened));
    },
    close() {
      store.set(watchAtom, null);
    },
  };
}

export type Watching = ReturnType<typeof createWatching>;

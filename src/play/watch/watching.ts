// The viewer open or closed: the one writer of watchAtom. A game to watch is read here, once, as it is asked for
// (the host's replayData, a ranking row's Watch, the address's ?replay=); the view and the worker take it read.
import { decodeReplay, LATEST_RULES } from '../../game';
import { watchAtom, type GameStore, type WatchAsk } from '../flow/store';
import type { ReplayRead } from '../flow/watchRequest';

/** Reads a replay's text for watching: decoded, or why not (newer rules than this page's, or not a replay). */
export function readReplay(text: string): ReplayRead {
  const d = decodeReplay(text);
  if (d.ok) return d;
  const version = /^(\d{1,9})\./.exec(text)?.[1];
  const newer = version !== undefined && Number(version) > LATEST_RULES;
  return { ok: false, problem: { kind: newer ? 'newerRules' : 'unreadable', reason: d.reason } };
}

export function createWatching(store: GameStore) {
  let opened = 0;
  return {
    /** Opens the viewer on `ask` (over whatever the page shows); a second one while it is open shows that one instead. */
    open(ask: WatchAsk) {
      store.set(watchAtom, { ...ask, id: ++opened, read: readReplay(ask.replay) });
    },
    close() {
      store.set(watchAtom, null);
    },
  };
}

export type Watching = ReturnType<typeof createWatching>;

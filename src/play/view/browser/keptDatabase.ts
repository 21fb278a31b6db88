// Where the page keeps the game in progress: IndexedDB, each write its own transaction, written through
// when it completes, so the game survives the app's process being killed a moment later (Chromium writes
// local storage to disk seconds to a minute after a change). Every write also goes to local storage at
// once: a page torn down right after its last write (closed, navigated away) may lose that transaction,
// never a local storage write. The newer of the two is read. docs/game.md#a-game-outlives-its-page.
import { KEPT_KEY, type KeptStore } from '../../kept/storage';

const DB = 'bigWatermelon';
const STORE = 'kept';
/** The record's key: 'game', or the host simulator's second phone's own (keptKeyOf). */
const recordKey = (key: string) => (key === KEPT_KEY ? 'game' : `game${key.slice(KEPT_KEY.length)}`);
/** An IndexedDB that has not opened by then is taken as missing (some WebViews' first open never answers). */
export const OPEN_TIMEOUT_MS = 2000;

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((ok, fail) => {
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`IndexedDB did not open within ${OPEN_TIMEOUT_MS} ms`)),
      OPEN_TIMEOUT_MS,
    );
    const r = idb.open(DB, 1);
    r.onupgradeneeded = () => r.result.createObjectStore(STORE);
    r.onsuccess = () => {
      clearTimeout(timer);
      ok(r.result);
    };
    r.onerror = () => {
      clearTimeout(timer);
      fail(r.error);
    };
    r.onblocked = r.onerror;
  });
}

/** One transaction: its request's result once the transaction has completed (is written). */
function transact<T>(db: IDBDatabase, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const tx = db.transaction(STORE, mode);
  const result = request(run(tx.objectStore(STORE)));
  const done = new Promise<void>((ok, fail) => {
    tx.oncomplete = () => ok();
    tx.onerror = () => fail(tx.error);
    tx.onabort = () => fail(tx.error ?? new Error('transaction aborted'));
  });
  return done.then(() => result);
}

/** When a kept game's text says it was written; 0 for one that is not a kept game. */
function writtenAt(text: string): number {
  try {
    const at: unknown = (JSON.parse(text) as { savedAt?: unknown }).savedAt;
    return typeof at === 'number' ? at : 0;
  } catch {
    return 0;
  }
}

/** The newer of two kept games' texts, the first on a tie. */
export const newer = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : writtenAt(b) > writtenAt(a) ? b : a;

/**
 * The kept game in IndexedDB (`idb`) and in `mirror` (local storage). IndexedDB writes go in order; one made
 * while another is on its way replaces any still waiting. Where IndexedDB is missing, the mirror alone.
 */
export function createIndexedDbKeptStore(idb: IDBFactory | undefined, mirror: KeptStore, key = KEPT_KEY): KeptStore {
  const KEY = recordKey(key);
  let db: Promise<IDBDatabase | null> | null = null;
  const opened = () =>
    (db ??= idb
      ? openDb(idb).catch((e: unknown) => {
          console.warn('IndexedDB unavailable; the game is kept in local storage', e);
          return null;
        })
      : Promise.resolve(null));
  let waiting: { text: string | null } | null = null;
  let writing: Promise<void> | null = null;
  async function drain() {
    const d = await opened();
    while (waiting) {
      const { text } = waiting;
      waiting = null;
      if (!d) {
        waiting = null;
        if (mirrored) throw mirrored; // neither store took it
        return;
      }
      if (text === null) await transact(d, 'readwrite', (s) => s.delete(KEY));
      else await transact(d, 'readwrite', (s) => s.put(text, KEY));
    }
  }
  /** Why the last local storage write failed, or null. */
  let mirrored: unknown = null;
  return {
    async read() {
      let fast: string | null = null;
      try {
        fast = await mirror.read();
      } catch {
        // unreadable: IndexedDB's copy alone
      }
      const d = await opened();
      if (!d) return fast;
      const text: unknown = await transact(d, 'readonly', (s) => s.get(KEY));
      return newer(fast, typeof text === 'string' ? text : null);
    },
    // Local storage's copy, read at once (what the page painted); a write it refuses removes it.
    readNow: () => mirror.readNow?.() ?? null,
    write(text) {
      try {
        void mirror.write(text);
        mirrored = null;
      } catch (e) {
        mirrored = e; // full, or refused: IndexedDB's copy alone, and no older one left in local storage
        try {
          void mirror.write(null);
        } catch {
          // a removal frees room, so it goes through where a write was refused for want of it
        }
      }
      waiting = { text };
      writing ??= drain().finally(() => {
        writing = null;
      });
      return writing;
    },
  };
}

/**
 * `store` with its first read begun now, so that the page's open asks IndexedDB while the game's code still
 * loads. That read answers the first `read()`, as a promise even when it is in: the game comes back after the
 * mount's effects, when every view has subscribed (a store write inside those effects reaches a view late).
 * Later reads go to the store.
 */
export function readingEarly(store: KeptStore): KeptStore {
  let first: Promise<string | null> | null = (async () => store.read())();
  // Not left unhandled while nobody has asked yet: the reader gets the same rejection.
  first.catch(() => {});
  return {
    read() {
      const early = first;
      first = null;
      return early ?? store.read();
    },
    write: (text) => store.write(text),
    ...(store.readNow ? { readNow: store.readNow } : {}),
  };
}

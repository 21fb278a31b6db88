// Where the kept game is written (kept/game.ts says what it holds): apart from it, so that the page's entry
// can begin reading before the game's code has loaded, without carrying that code.
import type { SettingsStorage } from '../flow/settings';

/** The local storage key: a new WebView of the same app finds it there (session storage dies with the WebView). */
export const KEPT_KEY = 'bigWatermelon.game';

/**
 * Where this page keeps its game: KEPT_KEY, or for the host simulator's second phone (its address's `phone`, `?phone=2`:
 * two games on one origin) a key of its own, so the two phones never bring back each other's game.
 */
export function keptKeyOf(phone: string | null): string {
  return phone !== null && /^[0-9a-z]{1,8}$/i.test(phone) ? `${KEPT_KEY}.${phone}` : KEPT_KEY;
}

/** Where the kept game lives: IndexedDB in the page (view/keptDatabase.ts), local storage where that is missing. */
export interface KeptStore {
  /** The kept game's text, or null for none; a throw or a rejection is a store that cannot be read. */
  read(): string | null | Promise<string | null>;
  /**
   * The copy that answers at once (local storage, where every save is written first), or null for none: what the
   * page painted before its code ran. Not always the newest: `read()` says which game comes back.
   */
  readNow?(): string | null;
  /** Writes the text (null removes it), in the order called; a rejection is a store that cannot be written. */
  write(text: string | null): void | Promise<void>;
}

/** A store over a local-storage-like object (tests, and pages without IndexedDB). */
export function createStorageKeptStore(storage: SettingsStorage, key = KEPT_KEY): KeptStore {
  const read = () => storage().getItem(key);
  return {
    read,
    readNow: read,
    write(text) {
      const s = storage() as ReturnType<SettingsStorage> & { removeItem?(key: string): void };
      if (text === null) s.removeItem?.(key);
      else s.setItem(key, text);
    },
  };
}

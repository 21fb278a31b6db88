// Where the kept game is written (kept/game.ts says what it holds): apart from it, so that the page's entry
// can begin reading before the game's code has loaded, without carrying that code.
import type { SettingsStorage } from '../flow/settings';

/** The local storage key: a new WebView of the same app finds it there (session storage dies with the WebView). */
export const KEPT_KEY = 'bigWatermelon.game';

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
export function createStorageKeptStore(storage: SettingsStorage): KeptStore {
  const read = () => storage().getItem(KEPT_KEY);
  return {
    read,
    readNow: read,
    write(text) {
      const s = storage() as ReturnType<SettingsStorage> & { removeItem?(key: string): void };
      if (text === null) s.removeItem?.(KEPT_KEY);
      else s.setItem(KEPT_KEY, text);
    },
  };
}

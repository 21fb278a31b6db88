/** Sound-effect and music switches, kept in local storage as 1 (on) or 2 (off); on by default. */
export type SettingKey = 'soundEffect' | 'music';

/** Where settings are kept: the page's local storage (view/browser/sessionInputs.ts), or a stand-in; it may throw. */
export type SettingsStorage = () => {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/**
 * `storage` that remembers what was written through it: read back first, so a switch the player set still
 * reads as set wherever the storage refuses it (a cross-origin frame, a full disk), for as long as this
 * wrapper lives (the page keeps one for its whole visit). The storage's own errors still reach the caller,
 * which says so once.
 */
export function createRememberingStorage(storage: SettingsStorage): SettingsStorage {
  const written = new Map<string, string>();
  const remembering = {
    getItem: (key: string) => written.get(key) ?? storage().getItem(key),
    setItem(key: string, value: string) {
      written.set(key, value);
      storage().setItem(key, value);
    },
  };
  return () => remembering;
}

export function writeSetting(key: SettingKey, on: boolean, storage: SettingsStorage): void {
  try {
    storage().setItem(key, on ? '1' : '2');
  } catch (e) {
    console.error(`local storage unwritable; ${key} is kept for this visit only`, e);
  }
}

/** Reads a switch; on first load (nothing saved, or a value that is neither 1 nor 2) saves it as 1 (docs/product.md, "Settings"). */
export function loadSetting(key: SettingKey, storage: SettingsStorage): boolean {
  let saved: string | null;
  try {
    saved = storage().getItem(key);
  } catch (e) {
    console.error(`local storage unreadable; ${key} defaults to on`, e);
    return true;
  }
  if (saved === '2') return false;
  if (saved !== '1') writeSetting(key, true, storage);
  return true;
}

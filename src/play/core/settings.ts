/** Sound-effect and music switches, kept in local storage as 1 (on) or 2 (off); on by default. */
export type SettingKey = 'soundEffect' | 'music';

/** Where settings are kept: the page's local storage (view/browser.ts), or a stand-in; it may throw. */
export type SettingsStorage = () => {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

export function writeSetting(key: SettingKey, on: boolean, storage: SettingsStorage): void {
  try {
    storage().setItem(key, on ? '1' : '2');
  } catch (e) {
    console.error(`local storage unwritable; ${key} is kept for this visit only`, e);
  }
}

/** Reads a switch; on first load (nothing saved, or a value that is neither 1 nor 2) saves it as 1 (SPEC §3). */
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

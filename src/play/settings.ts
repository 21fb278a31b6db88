/** Sound-effect and music switches, kept in local storage as 1 (on) or 2 (off); on by default. */
export type SettingKey = 'soundEffect' | 'music';

export function writeSetting(key: SettingKey, on: boolean, storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(key, on ? '1' : '2');
  } catch (e) {
    console.error(`local storage unwritable; ${key} is kept for this visit only`, e);
  }
}

/** Reads a switch; on first load (nothing saved, or a value that is neither 1 nor 2) saves it as 1 (SPEC §3). */
export function loadSetting(key: SettingKey, storage: () => Storage = () => localStorage): boolean {
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

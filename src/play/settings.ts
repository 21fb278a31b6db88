/** Sound-effect and music switches, kept in local storage as 1 (on) or 2 (off); on by default. */
export type SettingKey = 'soundEffect' | 'music';

export function readSetting(key: SettingKey, storage: () => Storage = () => localStorage): boolean {
  try {
    return storage().getItem(key) !== '2';
  } catch (e) {
    console.error(`local storage unreadable; ${key} defaults to on`, e);
    return true;
  }
}

export function writeSetting(key: SettingKey, on: boolean, storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(key, on ? '1' : '2');
  } catch (e) {
    console.error(`local storage unwritable; ${key} is kept for this visit only`, e);
  }
}

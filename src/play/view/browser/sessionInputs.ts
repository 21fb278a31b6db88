// The browser's side of the session's inputs (core takes them injected, and tests pass manual ones):
// animation frames, wall-clock timers and local storage.
import { createStorageKeptStore, keptKeyOf, type KeptStore } from '../../kept/storage';
import type { Clock } from '../../flow/loop';
import { createRememberingStorage, type SettingsStorage } from '../../flow/settings';
import type { Timers } from '../../flow/timers';
import { createIndexedDbKeptStore } from './keptDatabase';

export const browserClock: Clock = {
  request: (cb) => requestAnimationFrame(cb),
  cancel: (h) => cancelAnimationFrame(h),
};

export const realTimers: Timers = {
  now: () => Date.now(),
  after: (ms, cb) => {
    const id = setTimeout(cb, ms);
    return () => clearTimeout(id);
  },
};

/** The page's local storage; reading the property itself may throw (storage disabled), so it is read late. */
export const pageStorage: SettingsStorage = () => localStorage;

/** Where the switches are kept: local storage, and what the player set remembered for the visit where it refuses. */
export const pageSettingsStorage: SettingsStorage = createRememberingStorage(pageStorage);

/** The page's IndexedDB, or undefined where it is missing or reading it throws (an opaque origin). */
function pageIndexedDb(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    return undefined;
  }
}

/** Where the page keeps the game in progress: IndexedDB, else local storage. */
export function pageKeptStore(): KeptStore {
  const key = keptKeyOf(new URLSearchParams(location.search).get('phone'));
  return createIndexedDbKeptStore(pageIndexedDb(), createStorageKeptStore(pageStorage, key), key);
}

/** Home with no host app to go to: the site's landing page, which fits a phone and a computer alike. */
export const leaveForLanding = () => location.assign(import.meta.env.BASE_URL);

/** The visitor's motion setting; false where matchMedia is missing. */
export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

// The browser's side of the session's inputs (core takes them injected, and tests pass manual ones):
// animation frames, wall-clock timers and local storage.
import type { Clock } from '../core/loop';
import type { SettingsStorage } from '../core/settings';
import type { Timers } from '../core/timers';

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

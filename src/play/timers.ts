/** Wall-clock time for the session's countdowns, cooldowns and request time-outs; tests pass a manual one. */
export interface Timers {
  now(): number;
  after(ms: number, cb: () => void): () => void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  after: (ms, cb) => {
    const id = setTimeout(cb, ms);
    return () => clearTimeout(id);
  },
};

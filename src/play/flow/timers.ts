/** Wall-clock time for the session's countdowns, cooldowns and request time-outs; tests pass a manual one. */
export interface Timers {
  now(): number;
  after(ms: number, cb: () => void): () => void;
}

/** Timers whose clock stops while the page is hidden, and that can all be cancelled at once. */
export interface SessionTimers extends Timers {
  /** Hidden time does not count: the countdown, cooldowns and time-outs wait. */
  pause(): void;
  resume(): void;
  cancelAll(): void;
}

/**
 * Wraps wall-clock timers so that time spent hidden (an ad, the app in the background) is not
 * counted: `now()` stands still, and every pending callback is re-armed with what it had left.
 */
export function createSessionTimers(base: Timers): SessionTimers {
  let hiddenMs = 0;
  let pausedAt: number | null = null;
  const now = () => (pausedAt ?? base.now()) - hiddenMs;
  interface Job {
    readonly at: number;
    readonly cb: () => void;
    disarm: (() => void) | null;
  }
  const jobs = new Set<Job>();
  const arm = (job: Job) => {
    job.disarm = base.after(Math.max(0, job.at - now()), () => {
      jobs.delete(job);
      job.cb();
    });
  };
  const disarm = (job: Job) => {
    job.disarm?.();
    job.disarm = null;
  };
  return {
    now,
    after(ms, cb) {
      const job: Job = { at: now() + ms, cb, disarm: null };
      jobs.add(job);
      if (pausedAt === null) arm(job);
      return () => {
        jobs.delete(job);
        disarm(job);
      };
    },
    pause() {
      if (pausedAt !== null) return;
      pausedAt = base.now();
      jobs.forEach(disarm);
    },
    resume() {
      if (pausedAt === null) return;
      hiddenMs += base.now() - pausedAt;
      pausedAt = null;
      jobs.forEach(arm);
    },
    cancelAll() {
      jobs.forEach(disarm);
      jobs.clear();
    },
  };
}

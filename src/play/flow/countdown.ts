import type { EndState } from './store';
import type { Timers } from './timers';

/** Seconds before the final score is revealed and reported (docs/product.md, "Game over and revives"). */
export const END_COUNTDOWN_S = 3;

/**
 * The end popup's countdown. Each game over reports its score exactly once: when the countdown ends, or
 * first thing when the player leaves (`report`). It runs even while a revive video plays: the score is
 * reported either way, and a revived game reports again at its own end (the host keeps the highest).
 */
export function createCountdown(timers: Pick<Timers, 'after'>, show: (s: EndState) => void, report: () => number) {
  // The game over on screen: seconds left, whether its score went out, and how to stop its timer.
  let end: { left: number; reported: boolean; stop: () => void } | null = null;

  function tick() {
    if (!end || end.reported) return;
    if (end.left <= 0) return reportNow();
    end.stop = timers.after(1000, () => {
      if (!end) return;
      end.left -= 1;
      show({ secondsLeft: end.left, score: null });
      tick();
    });
  }

  function reportNow() {
    if (!end || end.reported) return;
    end.stop();
    end.reported = true;
    show({ secondsLeft: 0, score: report() });
  }

  return {
    /** A game over: the countdown starts. */
    start() {
      end?.stop();
      end = { left: END_COUNTDOWN_S, reported: false, stop: () => {} };
      show({ secondsLeft: END_COUNTDOWN_S, score: null });
      tick();
    },
    /** Reports a game over not yet reported, now. */
    report: reportNow,
    /** The game over is gone (revived, restarted): nothing more to count or report for it. */
    clear() {
      end?.stop();
      end = null;
    },
    /** A game over is on screen. */
    active: () => end !== null,
  };
}

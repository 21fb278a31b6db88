// A watched game's play-through (its check, keyframes, moments and score over time) on a core of its own: the
// watch worker (watchWorker.ts) plays the replay the page has read, and posts its progress in batches. The
// viewer takes them; where no worker starts, or it fails, the viewer plays it through itself.
import type { Replay } from '../../../game';
import type { Progress } from '../../watch/watchedGame';

/** Who takes a play-through's progress: the viewer's playback (play/watch/playback.ts). */
export interface ProgressTaker {
  absorb(p: Progress): void;
  /** On: the progress comes from elsewhere; off: the taker plays the game through itself. */
  playThroughElsewhere(on: boolean): void;
}

export interface PlayThrough {
  /** Sends the progress to `taker`, what came before first; if the worker fails, the taker does it itself. */
  attach(taker: ProgressTaker): void;
  stop(): void;
}

/** Starts playing `replay` through in a worker at once; null where no worker starts. */
export function startPlayThrough(replay: Replay): PlayThrough | null {
  if (typeof Worker !== 'function') return null;
  try {
    const worker = new Worker(new URL('./watchWorker.ts', import.meta.url));
    const waiting: Progress[] = [];
    let failed = false;
    let to: ProgressTaker | null = null;
    worker.onmessage = (e: MessageEvent<Progress>) => (to ? to.absorb(e.data) : waiting.push(e.data));
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      failed = true;
      to?.playThroughElsewhere(false);
    };
    worker.postMessage(replay);
    return {
      attach(taker) {
        to = taker;
        taker.playThroughElsewhere(!failed);
        for (const p of waiting.splice(0)) taker.absorb(p);
      },
      stop: () => worker.terminate(),
    };
  } catch {
    return null;
  }
}

// The viewer's play-through on a core of its own: the replay played through (its check, keyframes, moments and
// score over time: src/play/watch/watchedGame.ts), sent to the page in batches as it goes. The page reads the
// replay itself first (and says why one cannot be shown); a worker that cannot start leaves the page to do it.
import { readReplay, watchedGame } from '../watch/watchedGame';

/** Play-through time between two batches (ms): the page sees progress about ten times a second. */
const BATCH_MS = 100;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (e) => {
  if (typeof e.data !== 'string') return;
  const read = readReplay(e.data);
  if (!read.ok) return;
  const game = watchedGame(read.replay);
  // The first keyframe, the game's start, both sides make themselves.
  let sent = 1;
  for (let finished = false; !finished;) {
    finished = game.work(() => performance.now(), performance.now() + BATCH_MS);
    const batch = game.progress(sent);
    sent += batch.keyframes.length;
    scope.postMessage(batch);
  }
};

// The viewer's play-through on a core of its own (playThrough.ts starts it): the replay the page has read, played
// through (its check, keyframes, moments and score over time: src/play/watch/watchedGame.ts) and sent to the page
// in batches as it goes.
import type { Replay } from '../../../game';
import { createWatchedGame } from '../../watch/watchedGame';

/** Play-through time between two batches (ms): the page sees progress about ten times a second. */
const BATCH_MS = 100;

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (e) => {
  const replay = e.data as Replay;
  if (typeof replay !== 'object' || replay === null || !Array.isArray(replay.actions)) return;
  const game = createWatchedGame(replay);
  // The first keyframe, the game's start, both sides make themselves.
  let sent = 1;
  for (let finished = false; !finished;) {
    finished = game.work(() => performance.now(), performance.now() + BATCH_MS);
    const batch = game.progress(sent);
    sent += batch.keyframes.length;
    scope.postMessage(batch);
  }
};

// The frame benchmark's "watched16" mode: the viewer's own model (src/play/watch/playback.ts) playing the v4
// corpus' 30-minute game at 16× from its middle, on the game's Board through the viewer's store. Its
// play-through is done before the measure, as a worker does it while the viewer opens.
import { Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { decodeReplay } from '../../src/game';
import type { Clock } from '../../src/play/flow/loop';
import { Board } from '../../src/play/view/board/Board';
import type { ImageMap } from '../../src/play/view/board/images';
import { createPlayback } from '../../src/play/watch/playback';
import { createWatchedGame } from '../../src/play/watch/watchedGame';

declare const __WATCHED_REPLAY__: string;

/** Mounts the viewer's board; `frame(t)` is one animation frame of it (the page's own rAF calls it). */
export function watched(images: ImageMap, speed: 16): { frame(t: number): void } {
  const d = decodeReplay(__WATCHED_REPLAY__);
  if (!d.ok) throw new Error(d.reason);
  const through = createWatchedGame(d.replay);
  while (!through.work(() => 0, 0));
  let next: ((t: number) => void) | null = null;
  const clock: Clock = {
    request: (cb) => ((next = cb), 1),
    cancel: () => void (next = null),
  };
  const sound = () => {};
  const viewer = createPlayback(d.replay, { clock, now: () => performance.now(), reducedMotion: false, sound }, speed);
  viewer.playThroughElsewhere(true);
  viewer.absorb(through.progress(1));
  viewer.seek(Math.floor(d.replay.frames / 2));
  viewer.start();
  createRoot(document.getElementById('root')!).render(
    <Provider store={viewer.store}>
      <Board images={images} scale={1} onDrop={() => {}} banner="Watermelon × 2!" />
    </Provider>,
  );
  return {
    frame(t) {
      const run = next;
      next = null;
      run?.(t);
    },
  };
}

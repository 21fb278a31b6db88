import type { Stage } from 'konva/lib/Stage';
import type { World } from '../../game';

/**
 * A read-only window onto the running game, as `window.bigWatermelon`, for app
 * developers in the host simulator and for the browser tests: the world, and
 * the Konva stage with its nodes. It changes nothing.
 */
export interface GameProbe {
  world(): World;
  /** Whether the game kept by an earlier open has been read: a test waits for it before it plays. */
  keptRead(): boolean;
  stage(): Stage | null;
}

export function exposeProbe(probe: GameProbe): () => void {
  const w = window as unknown as { bigWatermelon?: GameProbe };
  w.bigWatermelon = probe;
  return () => {
    if (w.bigWatermelon === probe) delete w.bigWatermelon;
  };
}

import type { Stage } from 'konva/lib/Stage';
import type { World } from '../../../game';

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
  /** The last score card's scene (the end popup's Share), or null before one is made. */
  card(): Stage | null;
  /** A duel's partner: their world at the frame shown; null outside a duel or where their board cannot be shown. */
  partnerWorld(): World | null;
  /** A duel's partner: the stage of their board, or null. */
  partnerStage(): Stage | null;
}

export function exposeProbe(from: GameProbe): () => void {
  const w = window as unknown as { bigWatermelon?: GameProbe };
  // Only the probe's own reads: a session passed whole keeps its actions to itself.
  const probe: GameProbe = {
    ...{ world: from.world, keptRead: from.keptRead, stage: from.stage, card: from.card },
    ...{ partnerWorld: from.partnerWorld, partnerStage: from.partnerStage },
  };
  w.bigWatermelon = probe;
  return () => {
    if (w.bigWatermelon === probe) delete w.bigWatermelon;
  };
}

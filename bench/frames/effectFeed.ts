// Keeps at least FEED_MIN effects running on the benchmark board, one kind after another, at spots
// spread over the board: bursts with "+N", explosions and celebrations, as the game makes them.
import type { GameEvent, World } from '../../src/game';
import { effectsFor, liveEffects, type Effect } from '../../src/play/scene/effects';

export const FEED_MIN = 4;

export function effectFeed() {
  let effects: readonly Effect[] = [];
  let nextId = 1;
  let k = 0;
  const event = (): GameEvent => {
    k++;
    const x = 40 + ((k * 97) % 300);
    const y = 100 + ((k * 61) % 250);
    if (k % 3 === 0) return { type: 'exploded', targetId: 0, level: 1, x, y };
    if (k % 3 === 1) return { type: 'merged', id: 0, level: 1 + (k % 10), x, y, points: 1 + (k % 10) };
    return { type: 'watermelonsVanished', x, y };
  };
  /** The effects running at the world's frame, topped up to FEED_MIN. */
  return (w: World): readonly Effect[] => {
    effects = liveEffects(effects, w.frame, false);
    while (effects.length < FEED_MIN) {
      const made = effectsFor([event()], w.frame, nextId, { seed: 42, reducedMotion: false });
      nextId = made.nextId;
      effects = [...effects, ...made.effects];
    }
    return effects;
  };
}

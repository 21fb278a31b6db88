import type { Action, GameEvent, World } from './types';
import { update } from './update';
import { createWorld } from './world';

/** Runs an input log from a seed; the same seed and log always give the same world. */
export function replay(seed: number, inputs: readonly Action[]): { world: World; score: number; events: GameEvent[] } {
  let world = createWorld(seed);
  const events: GameEvent[] = [];
  for (const action of inputs) {
    const t = update(world, action);
    world = t.world;
    events.push(...t.events);
  }
  return { world, score: world.score, events };
}

/** `n` step actions, for building input logs. */
export const steps = (n: number): Action[] => Array.from({ length: n }, () => ({ type: 'step' }) as const);

import { describe, expect, it } from 'vitest';
import { createWorld, update, type GameEvent, type World } from '../../../src/game';
import { EFFECT_FRAMES, effectsFor, effectTracker, liveEffects, REDUCED_FRAMES } from '../../../src/play/core/effects';
import { buildScene } from '../../../src/play/core/scene';

/** One of each effect-making event, at known places. */
const EVENTS: GameEvent[] = [
  { type: 'merged', id: 9, level: 3, x: 100, y: 300, points: 6 },
  { type: 'exploded', targetId: 4, level: 2, x: 250, y: 350 },
  { type: 'watermelonsVanished', x: 187, y: 200 },
  { type: 'landed', id: 3, kind: 'fruit', level: 1 },
];

/** The scene `age` frames after EVENTS happened on frame 100. */
function sceneAt(age: number, seed = 11, reducedMotion = false) {
  const { effects } = effectsFor(EVENTS, 100, 1, { seed, reducedMotion });
  const world: World = { ...createWorld(seed), frame: 100 + age };
  const live = liveEffects(effects, world.frame, reducedMotion);
  return buildScene({ prev: world, world, alpha: 1, effects: live, reducedMotion }, null).effects;
}

describe('effects', () => {
  it('a merge makes a burst and a "+N"; a bomb an explosion; two watermelons a celebration; a landing nothing', () => {
    const { effects, nextId } = effectsFor(EVENTS, 100, 1, { seed: 11, reducedMotion: false });
    expect(effects.map((e) => [e.id, e.kind, e.at, e.x, e.y])).toEqual([
      [1, 'burst', 100, 100, 300],
      [2, 'points', 100, 100, 300],
      [3, 'explosion', 100, 250, 350],
      [4, 'celebration', 100, 187, 200],
    ]);
    expect(nextId).toBe(5);
  });

  it('scene snapshot in the middle of each effect (12 frames in)', () => {
    const nodes = sceneAt(12);
    expect(nodes.map((n) => n.kind)).toEqual(['burst', 'points', 'explosion', 'celebration']);
    expect(nodes.find((n) => n.kind === 'points')).toMatchObject({ text: '+6', y: 289.33 });
    expect(nodes).toMatchSnapshot();
  });

  it('particles come from the seed: the same seed draws the same sparks, another seed others', () => {
    expect(sceneAt(12, 11)).toEqual(sceneAt(12, 11));
    expect(sceneAt(12, 12)).not.toEqual(sceneAt(12, 11));
  });

  it('each effect ends after its own length, and is gone from the scene', () => {
    expect(sceneAt(EFFECT_FRAMES.burst - 1).map((n) => n.kind)).toContain('burst');
    expect(sceneAt(EFFECT_FRAMES.burst).map((n) => n.kind)).toEqual(['points', 'explosion', 'celebration']);
    expect(sceneAt(EFFECT_FRAMES.celebration)).toEqual([]);
  });

  it('liveEffects returns the same array while nothing ended, so the board does not re-render for it', () => {
    const { effects } = effectsFor(EVENTS, 100, 1, { seed: 11, reducedMotion: false });
    expect(liveEffects(effects, 110, false)).toBe(effects);
  });

  it('with reduced motion: no particles, nothing moves, and every effect is a short fade', () => {
    const nodes = sceneAt(6, 11, true);
    for (const n of nodes) if ('dots' in n) expect(n.dots).toEqual([]);
    expect(nodes.find((n) => n.kind === 'points')).toMatchObject({ y: 300, opacity: 0.5 });
    expect(sceneAt(REDUCED_FRAMES, 11, true)).toEqual([]);
  });

  it('a real merge in the simulation starts a burst at the merge point', () => {
    let w: World = { ...createWorld(11), current: { kind: 'fruit', level: 2 } };
    w = update(w, { type: 'drop', x: 100 }).world;
    for (let i = 0; i < 60; i++) w = update(w, { type: 'step' }).world;
    w = update({ ...w, current: { kind: 'fruit', level: 2 } }, { type: 'drop', x: 100 }).world;
    const tracker = effectTracker({ reducedMotion: false });
    let merge: GameEvent | undefined;
    for (let i = 0; i < 120 && !merge; i++) {
      const t = update(w, { type: 'step' });
      w = t.world;
      tracker.add(t.events, w.frame, w.seed);
      merge = t.events.find((e) => e.type === 'merged');
    }
    expect(merge).toBeDefined();
    const [burst] = tracker.running(w.frame);
    expect(burst).toMatchObject({ kind: 'burst', at: w.frame, x: (merge as { x: number }).x });
  });

  it('after a restart (the frame count starts again), effects of the old game are dropped', () => {
    const tracker = effectTracker({ reducedMotion: false });
    tracker.add(EVENTS, 500, 11);
    expect(tracker.running(505)).toHaveLength(4);
    expect(tracker.running(3)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createWorld, update, type GameEvent, type World } from '../../../src/game';
import {
  EFFECT_FRAMES,
  effectsFor,
  createEffectTracker,
  liveEffects,
  REDUCED_FRAMES,
} from '../../../src/play/scene/effects';
import {
  BANNER_HALF,
  CELEBRATION_COLORS,
  EXPLOSION_COLORS,
  type EffectNode,
} from '../../../src/play/scene/effectNodes';
import { BOARD_COLORS } from '../../../src/play/scene/boardLook';
import { contrast, FALLBACK_COLORS } from '../../../src/play/scene/palette';
import { FRUITS, WORLD_HEIGHT, WORLD_WIDTH } from '../../../src/game';
import { buildScene } from '../../../src/play/scene/scene';

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

  it('a wildcard\'s upgrade shows as a merge does: a burst in the new fruit\'s colour and its "+N", where the fruit is', () => {
    const up: GameEvent = { type: 'upgraded', id: 5, level: 11, points: 23, x: 140, y: 420 };
    const { effects } = effectsFor([up], 50, 1, { seed: 3, reducedMotion: false });
    expect(effects.map((e) => [e.kind, e.x, e.y])).toEqual([
      ['burst', 140, 420],
      ['points', 140, 420],
    ]);
    expect(effects[0]).toMatchObject({ color: FALLBACK_COLORS[11], radius: FRUITS[10]!.radius });
    const world: World = { ...createWorld(3), frame: 62 };
    const nodes = buildScene(
      { prev: world, world, alpha: 1, effects: liveEffects(effects, 62, false), reducedMotion: false },
      null,
    ).effects;
    expect(nodes.find((n) => n.kind === 'points')).toMatchObject({ text: '+23' });
  });

  it('scene snapshot in the middle of each effect (12 frames in)', () => {
    const nodes = sceneAt(12);
    expect(nodes.map((n) => n.kind)).toEqual(['burst', 'points', 'explosion', 'celebration']);
    expect(nodes.find((n) => n.kind === 'points')).toMatchObject({ text: '+6', y: 290.4 });
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

  it('with reduced motion: no particles, nothing moves or grows, and every effect is a fade in place', () => {
    const nodes = sceneAt(6, 11, true);
    for (const n of nodes) if ('dots' in n) expect(n.dots).toEqual([]);
    expect(nodes.find((n) => n.kind === 'points')).toMatchObject({ y: 300, opacity: 0.8 });
    // Between two moments only the opacities differ (and the celebration's flash, a fade of its own).
    const still = (age: number) =>
      sceneAt(age, 11, true).map(({ opacity: _o, ...n }) =>
        'flash' in n && n.kind === 'celebration' ? { ...n, flash: 0 } : n,
      );
    expect(still(11)).toEqual(still(2));
    expect(sceneAt(REDUCED_FRAMES.celebration, 11, true)).toEqual([]);
    // Still long enough to be seen: an explosion 300 ms (18 frames) on is there at half strength or more.
    expect(sceneAt(18, 11, true).find((n) => n.kind === 'explosion')!.opacity).toBeGreaterThanOrEqual(0.5);
  });

  it('a real merge in the simulation starts a burst at the merge point', () => {
    let w: World = { ...createWorld(11), current: { kind: 'fruit', level: 2 } };
    w = update(w, { type: 'drop', x: 100 }).world;
    for (let i = 0; i < 60; i++) w = update(w, { type: 'step' }).world;
    w = update({ ...w, current: { kind: 'fruit', level: 2 } }, { type: 'drop', x: 100 }).world;
    const tracker = createEffectTracker({ reducedMotion: false });
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
    const tracker = createEffectTracker({ reducedMotion: false });
    tracker.add(EVENTS, 500, 11);
    expect(tracker.running(505)).toHaveLength(4);
    expect(tracker.running(3)).toEqual([]);
  });
});

/** The first node of a kind in `events`' scene `age` frames in. */
function nodeAt<K extends EffectNode['kind']>(events: GameEvent[], kind: K, age: number, reducedMotion = false) {
  const { effects } = effectsFor(events, 0, 1, { seed: 3, reducedMotion });
  const world: World = { ...createWorld(3), frame: age };
  const live = liveEffects(effects, age, reducedMotion);
  const scene = buildScene({ prev: world, world, alpha: 1, effects: live, reducedMotion }, null).effects;
  return scene.find((n) => n.kind === kind) as Extract<EffectNode, { kind: K }> | undefined;
}

const field = BOARD_COLORS.field;

describe('effects a player sees on the pale field', () => {
  it.each(FRUITS.map((f) => f.level))(
    "a merge into level %i bursts in that fruit's colours, its ring 3:1 on the field",
    (level) => {
      const merged: GameEvent[] = [{ type: 'merged', id: 1, level, x: 180, y: 300, points: level }];
      const burst = nodeAt(merged, 'burst', 4)!;
      expect(burst.color).toBe(FALLBACK_COLORS[level]);
      expect(contrast(burst.deep, field)).toBeGreaterThanOrEqual(3);
      expect(new Set(burst.dots.map((d) => d.color))).toEqual(new Set([burst.color, burst.deep]));
      expect(burst.dots.length).toBeGreaterThanOrEqual(12);
      expect(burst.opacity).toBe(1); // at full strength for its first part
    },
  );

  it('a bomb: the explosion is at full strength for 300 ms, its smoke ring 3:1 on the field, then fades', () => {
    const hit: GameEvent[] = [{ type: 'exploded', targetId: 1, level: 4, x: 200, y: 320 }];
    for (let age = 0; age <= 18; age++) {
      const e = nodeAt(hit, 'explosion', age)!;
      expect(e.opacity).toBe(1);
      expect(e.fire).toBeGreaterThanOrEqual(26);
    }
    expect(contrast(EXPLOSION_COLORS.smoke, field)).toBeGreaterThanOrEqual(3);
    expect(nodeAt(hit, 'explosion', 30)!.opacity).toBeLessThan(0.5);
    expect(nodeAt(hit, 'explosion', EFFECT_FRAMES.explosion)).toBeUndefined();
  });

  it.each([
    [10, 20],
    [187, 200],
    [365, 390],
  ])(
    'two watermelons at (%i, %i): the board flashes gold, a banner inside the board, rings wider than the board, 2 s of confetti',
    (x, y) => {
      const gone: GameEvent[] = [{ type: 'watermelonsVanished', x, y }];
      const start = nodeAt(gone, 'celebration', 1)!;
      expect(start.flash).toBeGreaterThan(0.4);
      expect(contrast(CELEBRATION_COLORS.gold, field)).toBeGreaterThanOrEqual(3);
      const mid = nodeAt(gone, 'celebration', 60)!;
      expect(mid.opacity).toBe(1);
      expect(new Set(mid.dots.map((d) => d.color)).size).toBeGreaterThanOrEqual(8);
      expect(mid.dots.length).toBeGreaterThanOrEqual(48);
      expect(nodeAt(gone, 'celebration', 110)!.ring).toBeGreaterThan(WORLD_WIDTH / 2);
      for (const age of [0, 10, 60, 100]) {
        const { banner } = nodeAt(gone, 'celebration', age)!;
        const cx = x + banner.x;
        const cy = y + banner.y;
        expect(cx - BANNER_HALF * banner.scale).toBeGreaterThanOrEqual(0);
        expect(cx + BANNER_HALF * banner.scale).toBeLessThanOrEqual(WORLD_WIDTH);
        expect(cy).toBeGreaterThanOrEqual(0);
        expect(cy).toBeLessThanOrEqual(WORLD_HEIGHT);
      }
      expect(EFFECT_FRAMES.celebration).toBeGreaterThanOrEqual(120);
    },
  );
});

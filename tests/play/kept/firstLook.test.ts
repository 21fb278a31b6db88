// @vitest-environment node
// A kept game's first look (src/play/kept/firstLook.ts): read from a save as the page writes it, and the same
// decision as the keeper's on whether it comes back.
import { describe, expect, it } from 'vitest';
import { createWorld, encodeReplay, type World } from '../../../src/game';
import { INITIAL_PROPS } from '../../../src/play/flow/store';
import { firstLook, KEPT_MAX_AGE_MS } from '../../../src/play/kept/firstLook';
import { keptText } from '../../../src/play/kept/game';

const NOW = 1_800_000_000_000;

/** A save as the keeper writes it: a game at seed 4242 with `score`, and the host's counts (bomb 3, wildcard 0). */
function save(edit: { world?: Partial<World>; left?: boolean; savedAt?: number } = {}): string {
  const world: World = { ...createWorld(4242), score: 1234, phase: 'paused', ...edit.world };
  const props = [
    { ...INITIAL_PROPS[0], quantity: 3 },
    { ...INITIAL_PROPS[1], quantity: 0 },
  ] as unknown as typeof INITIAL_PROPS;
  return keptText(
    {
      savedAt: edit.savedAt ?? NOW - 1000,
      left: edit.left ?? false,
      world,
      held: [],
      reported: '',
      props,
      books: { asked: [], last: {} },
      cooldowns: { bomb: 0, wildcard: 0 },
      contentHeight: null,
    },
    encodeReplay({ rules: world.rules, seed: world.seed, frames: world.frame, actions: [] }),
  );
}

describe("a kept game's first look", () => {
  it('is its score and the host’s counts, when it comes back', () => {
    expect(firstLook(save(), NOW, null)).toEqual({ score: 1234, quantities: [3, 0] });
    expect(firstLook(save({ world: { phase: 'playing' } }), NOW, '4242')).toEqual({ score: 1234, quantities: [3, 0] });
    expect(firstLook(save({ savedAt: NOW - KEPT_MAX_AGE_MS }), NOW, null)).not.toBeNull();
  });

  it('is nothing when the keeper would not bring it back', () => {
    expect(firstLook(null, NOW, null)).toBeNull();
    expect(firstLook(save({ left: true }), NOW, null)).toBeNull();
    expect(firstLook(save({ world: { phase: 'ended' } }), NOW, null)).toBeNull();
    expect(firstLook(save({ savedAt: NOW - KEPT_MAX_AGE_MS - 1 }), NOW, null)).toBeNull();
    expect(firstLook(save(), NOW, '7')).toBeNull(); // the host's seed is another
  });

  it('is nothing for a save that does not say so plainly, and never throws', () => {
    const o = JSON.parse(save()) as Record<string, unknown>;
    for (const bad of [
      'cut sh',
      'null',
      '[]',
      JSON.stringify({ ...o, v: 2 }),
      JSON.stringify({ ...o, world: null }),
      JSON.stringify({ ...o, props: [{ quantity: -1 }, { quantity: 0 }] }),
      JSON.stringify({ ...o, props: 'x' }),
      JSON.stringify({ ...o, savedAt: '1' }),
    ])
      expect(firstLook(bad, NOW, null)).toBeNull();
  });
});

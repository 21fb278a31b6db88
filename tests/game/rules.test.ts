import { beforeEach, describe, expect, it } from 'vitest';
import {
  createWorld,
  eventPoints,
  FRUITS,
  OVERFLOW_FRAMES,
  replay,
  SLEEP_FRAMES,
  STILL_FRAMES,
  steps,
  update,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type Action,
  type Piece,
  type World,
} from '../../src/game';
import { dropAndLand, placed, run, stepN } from './helpers';

let base: World;
beforeEach(() => {
  base = createWorld(42);
});

/** A board of given pieces, nothing falling, ids continuing after theirs. */
function board(pieces: Piece[], extra: Partial<World> = {}): World {
  return { ...base, pieces, nextId: Math.max(0, ...pieces.map((p) => p.id)) + 1, ...extra };
}
const floorY = (level: number) => WORLD_HEIGHT - FRUITS[level - 1]!.radius;

describe('merging', () => {
  it('chains merges from strawberries up to a watermelon', () => {
    let w = board([placed(1, 1, 100, floorY(1)), placed(2, 1, 130, floorY(1))]);
    const made: number[] = [];
    for (let level = 2; level <= 11; level++) {
      const { world, events } = stepN(w, 5);
      // What the game says it made (not the loop's counter): one merge to this level, every step.
      made.push(...events.flatMap((e) => (e.type === 'merged' ? [e.level] : [])));
      w = world;
      if (level === 11) break;
      // Put a partner of the new level right beside the new piece so the chain goes on.
      const fresh = w.pieces.find((p) => p.level === level)!;
      const r = fresh.radius;
      const x = fresh.x + 2 * r + 0.5 <= WORLD_WIDTH - r ? fresh.x + 2 * r + 0.5 : fresh.x - 2 * r - 0.5;
      w = { ...w, pieces: [...w.pieces, placed(w.nextId, level, x, fresh.y)], nextId: w.nextId + 1 };
    }
    expect(made).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(w.score).toBe(2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11);
    expect(w.pieces.map((p) => p.level)).toEqual([11]);
  });

  it('puts the merged piece at the midpoint, with averaged velocity and a merge animation', () => {
    const w = board([placed(1, 3, 100, floorY(3), { vx: 2 }), placed(2, 3, 160, floorY(3), { vx: -2 })]);
    const { world, events } = run(w, [{ type: 'step' }]);
    const merged = events.find((e) => e.type === 'merged');
    expect(merged).toMatchObject({ type: 'merged', level: 4, points: 4 });
    // Midpoint of where the two were after this step's physics: within a pixel of 130.
    expect(Math.abs((merged && merged.type === 'merged' ? merged.x : NaN) - 130)).toBeLessThan(1);
    const piece = world.pieces[0]!;
    expect(piece).toMatchObject({ level: 4, key: 'orange', landed: true });
    expect(piece.merge).toBeGreaterThan(0);
    expect(world.score).toBe(4);
  });

  it('makes two watermelons vanish together, adding no points', () => {
    const w = board([placed(1, 11, 100, floorY(11)), placed(2, 11, 240, floorY(11))]);
    const { world, events } = stepN(w, 2);
    expect(events.map((e) => e.type)).toContain('watermelonsVanished');
    expect(world.pieces).toEqual([]);
    expect(world.score).toBe(0);
  });

  it('merges each piece at most once per step; three touching equals leave one over', () => {
    const y = floorY(2);
    const w = board([placed(1, 2, 100, y), placed(2, 2, 150, y), placed(3, 2, 200, y)]);
    const { world, events } = run(w, [{ type: 'step' }]);
    expect(events.filter((e) => e.type === 'merged')).toHaveLength(1);
    expect(world.pieces.map((p) => p.level).sort()).toEqual([2, 3]);
  });

  it('merges pieces that are already touching when they land', () => {
    // Both are touching before either has landed: a contact-start rule would never merge them.
    const y = floorY(3) - 0.5;
    const w = board([
      { ...placed(1, 3, 100, y), landed: false },
      { ...placed(2, 3, 160, y), landed: false },
    ]);
    const { world, events } = stepN(w, 3);
    expect(events.filter((e) => e.type === 'landed')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'merged').map((e) => e.type === 'merged' && e.level)).toEqual([4]);
    expect(world.pieces).toHaveLength(1);
  });

  it('merges a dropped piece that lands on its twin', () => {
    const w = board([placed(1, 2, 187, floorY(2))], { current: { kind: 'fruit', level: 2 } });
    const { world, events } = dropAndLand(w, 187);
    const later = stepN(world, 3);
    expect([...events, ...later.events].some((e) => e.type === 'merged' && e.level === 3)).toBe(true);
  });
});

describe('specials', () => {
  it('the bomb removes the nearest piece with an explosion, then vanishes', () => {
    const near = placed(1, 4, 100, floorY(4));
    const far = placed(2, 4, 300, floorY(4));
    const w = update(board([near, far]), { type: 'setSpecial', kind: 'bomb' }).world;
    const { world, events } = dropAndLand(w, 100);
    expect(events).toContainEqual(expect.objectContaining({ type: 'exploded', targetId: 1, level: 4 }));
    const target = world.pieces.find((p) => p.id === 1)!;
    expect(target.explosion).toBe(1);
    expect(world.pieces.some((p) => p.kind === 'bomb')).toBe(false);
    // Alpha falls 0.05 per frame and the piece is removed at 0.
    const alphas = [target.explosion!];
    let w2 = world;
    while (w2.pieces.some((p) => p.id === 1)) {
      w2 = update(w2, { type: 'step' }).world;
      const t = w2.pieces.find((p) => p.id === 1);
      if (t) alphas.push(t.explosion!);
    }
    expect(alphas.length).toBe(20);
    expect(alphas[1]! - alphas[2]!).toBeCloseTo(0.05);
    expect(w2.pieces.map((p) => p.id)).toEqual([2]);
    expect(w2.score).toBe(0);
  });

  it('a bomb alone just vanishes', () => {
    const w = update(board([]), { type: 'setSpecial', kind: 'bomb' }).world;
    const { world, events } = dropAndLand(w, 200);
    expect(events).toContainEqual({ type: 'specialVanished', kind: 'bomb' });
    expect(world.pieces).toEqual([]);
    expect(world.fallingId).toBeNull();
  });

  it.each([
    [10, 11, 23],
    [5, 6, 12],
    [1, 2, 4],
  ])('the wildcard upgrades a level-%i fruit to %i for %i points', (from, to, points) => {
    const w = update(board([placed(1, from, 187, floorY(from))]), { type: 'setSpecial', kind: 'wildcard' }).world;
    const { world, events } = dropAndLand(w, 187);
    const up = events.find((e) => e.type === 'upgraded');
    expect(up).toMatchObject({ type: 'upgraded', id: 1, level: to, points });
    // Where the fruit is as it grew (kept in the box): the effect's and the "+N"'s place.
    expect(up).toMatchObject({ x: expect.closeTo(187, 0) });
    expect((up as { y: number }).y).toBeGreaterThan(WORLD_HEIGHT - 2 * FRUITS[to - 1]!.radius);
    expect(world.pieces.map((p) => [p.id, p.level, p.radius])).toEqual([[1, to, FRUITS[to - 1]!.radius]]);
    expect(world.score).toBe(points);
  });

  it('the wildcard skips watermelons for the nearest fruit below level 11', () => {
    const w = update(board([placed(1, 11, 187, floorY(11)), placed(2, 1, 20, floorY(1))]), {
      type: 'setSpecial',
      kind: 'wildcard',
    }).world;
    const { events } = dropAndLand(w, 187);
    expect(events).toContainEqual(expect.objectContaining({ type: 'upgraded', id: 2, level: 2, points: 4 }));
  });

  it('a special replaces the current piece and keeps the preview', () => {
    const { world, events } = run(base, [{ type: 'setSpecial', kind: 'wildcard' }]);
    expect(world.current).toEqual({ kind: 'wildcard' });
    expect(world.next).toBe(base.next);
    expect(events).toEqual([{ type: 'specialReady', kind: 'wildcard' }]);
  });

  it('a special granted while another waits is queued, and comes next after the first is dropped', () => {
    const { world, events } = run(base, [
      { type: 'setSpecial', kind: 'bomb' },
      { type: 'setSpecial', kind: 'wildcard' },
      { type: 'setSpecial', kind: 'bomb' },
    ]);
    expect(world.current).toEqual({ kind: 'bomb' });
    expect(world.specials).toEqual(['wildcard', 'bomb']);
    expect(events.at(-1)).toEqual({ type: 'specialQueued', kind: 'bomb', waiting: 2 });
    const first = dropAndLand(world, 100).world;
    expect(first.current).toEqual({ kind: 'wildcard' });
    expect(first.next).toBe(base.next); // the preview waits behind the specials
    const second = dropAndLand(first, 200).world;
    expect(second.current).toEqual({ kind: 'bomb' });
    const third = dropAndLand(second, 300).world;
    expect(third.current).toEqual({ kind: 'fruit', level: base.next });
    expect(third.specials).toEqual([]);
  });

  it('a special granted after game over is kept for the next game, with any that were waiting', () => {
    const waiting = run(base, [{ type: 'setSpecial', kind: 'wildcard' }]).world;
    const ended = { ...waiting, phase: 'ended' as const };
    const { world, events } = run(ended, [{ type: 'setSpecial', kind: 'bomb' }]);
    expect(world.current).toEqual({ kind: 'wildcard' });
    expect(world.specials).toEqual(['bomb']);
    expect(events).toEqual([{ type: 'specialQueued', kind: 'bomb', waiting: 1 }]);
    const next = update(world, { type: 'restart', seed: 5 }).world;
    expect(next.phase).toBe('playing');
    expect(next.current).toEqual({ kind: 'wildcard' });
    expect(next.specials).toEqual(['bomb']);
    expect(next.next).toBe(createWorld(5).next);
  });
});

describe('dropping', () => {
  it('clamps drops so the piece fits between the walls', () => {
    const w = { ...base, current: { kind: 'fruit', level: 5 } as const };
    const r = FRUITS[4]!.radius;
    expect(run(w, [{ type: 'drop', x: -100 }]).world.pieces[0]!.x).toBe(r);
    expect(run(w, [{ type: 'drop', x: 1000 }]).world.pieces[0]!.x).toBe(WORLD_WIDTH - r);
    expect(run(w, [{ type: 'drop', x: 200 }]).world.pieces[0]!.x).toBe(200);
    expect(run(w, [{ type: 'drop', x: Number.NaN }]).world.pieces[0]!.x).toBe(WORLD_WIDTH / 2);
  });

  it('moves the preview to current and draws a new preview of level 1-5', () => {
    const { world, events } = run(base, [{ type: 'drop', x: 100 }]);
    expect(world.pieces[0]!.level).toBe(base.current.kind === 'fruit' ? base.current.level : -1);
    expect(world.current).toEqual({ kind: 'fruit', level: base.next });
    expect(world.next).toBeGreaterThanOrEqual(1);
    expect(world.next).toBeLessThanOrEqual(5);
    expect(events[0]).toMatchObject({ type: 'dropped', x: 100 });
  });

  it('ignores drops while a piece is falling, while paused and after the end', () => {
    const falling = update(base, { type: 'drop', x: 100 }).world;
    expect(update(falling, { type: 'drop', x: 200 }).world).toBe(falling);
    const paused = update(base, { type: 'pause' }).world;
    expect(update(paused, { type: 'drop', x: 200 }).world).toBe(paused);
    const ended = { ...base, phase: 'ended' } as const;
    expect(update(ended, { type: 'drop', x: 200 }).world).toBe(ended);
  });

  it('does not step while paused, and resumes', () => {
    const w = update(update(base, { type: 'drop', x: 100 }).world, { type: 'pause' }).world;
    expect(update(w, { type: 'step' }).world).toBe(w);
    const resumed = run(w, [{ type: 'resume' }, { type: 'step' }]).world;
    expect(resumed.pieces[0]!.y).toBeGreaterThan(w.pieces[0]!.y);
  });

  it('lands on the floor and comes to rest', () => {
    const w = { ...base, current: { kind: 'fruit', level: 3 } as const };
    const { world, events } = run(w, [{ type: 'drop', x: 187 }, ...steps(240)]);
    expect(events.filter((e) => e.type === 'landed')).toHaveLength(1);
    const p = world.pieces[0]!;
    expect(p.y + p.radius).toBeCloseTo(WORLD_HEIGHT, 0);
    expect(Math.abs(p.vy)).toBeLessThan(0.5);
  });
});

// The world's constants (docs/product.md, "The world"), pinned by what a piece does rather than by reading them back.
describe('gravity, drag and damping', () => {
  const alone = (extra: Partial<Piece>) => board([placed(1, 1, 187, 100, { landed: false, ...extra })]);
  const trace = (w: World, n: number) => {
    const out: Piece[] = [];
    for (let i = 0; i < n; i++) {
      w = update(w, { type: 'step' }).world;
      out.push(w.pieces[0]!);
    }
    return out;
  };

  it('a falling piece gains 0.2 × 5 px/frame each frame and keeps 0.98 of its speed', () => {
    const vy = trace(alone({}), 3).map((p) => p.vy);
    expect(vy[0]).toBeCloseTo(1 * 0.98, 12);
    expect(vy[1]).toBeCloseTo((0.98 + 1) * 0.98, 12);
    expect(vy[2]).toBeCloseTo(((0.98 + 1) * 0.98 + 1) * 0.98, 12);
  });

  it('a wall sends a piece back at 0.3 of the speed it hit with', () => {
    const [p] = trace(alone({ x: 17, vx: -10 }), 1);
    expect(p!.x).toBeCloseTo(15, 9); // against the left wall
    expect(p!.vx).toBeCloseTo(3, 9);
  });

  it('the floor sends a piece back up at 0.3 of its impact speed, twice, and never a third time', () => {
    // Fast enough that the third impact (over 2 px/frame) would bounce too, were it not the third.
    const frames = trace(alone({ y: WORLD_HEIGHT - 60, vy: 40 }), 400);
    const impacts: { at: number; before: number; after: number }[] = [];
    let prev = 40;
    frames.forEach((p, at) => {
      if (prev > 0 && p.vy < 0) impacts.push({ at, before: prev, after: p.vy });
      prev = p.vy;
    });
    expect(impacts).toHaveLength(2);
    for (const { before, after } of impacts) {
      // The impact speed is this frame's start speed plus up to one frame of gravity.
      expect(-after / before).toBeGreaterThanOrEqual(0.3 * 0.999);
      expect(-after).toBeLessThanOrEqual(0.3 * (before + 1) * 1.001);
    }
    // After the second bounce it comes down faster than a bounce needs (2 px/frame), and stays down.
    const third = Math.max(...frames.slice(impacts[1]!.at).map((p) => p.vy));
    expect(third).toBeGreaterThan(2);
    expect(frames.at(-1)!.y).toBeCloseTo(WORLD_HEIGHT - 15, 3);
  });

  it('spin is damped by 0.99 a frame and capped at 0.1 rad/frame', () => {
    const [slow] = trace(alone({ av: 0.05 }), 1);
    expect(slow!.av).toBeCloseTo(0.0495, 12);
    expect(slow!.angle).toBeCloseTo(0.0495, 12);
    const [fast] = trace(alone({ av: 0.5 }), 1);
    expect(fast!.av).toBe(0.1);
  });
});

describe('game over and revive', () => {
  it('ends when a settled piece has its top at or above the top line, and reports the score', () => {
    // A column asleep and still: a durian on the floor, a watermelon on it, a durian on that with its top on the line.
    const still = { rest: SLEEP_FRAMES, still: STILL_FRAMES };
    const column = [placed(1, 10, 187, 335, still), placed(2, 11, 187, 200, still), placed(3, 10, 187, 65, still)];
    const w = board(column, { score: 17 });
    const { world, events } = run(w, [{ type: 'step' }]);
    expect(world.phase).toBe('ended');
    expect(events).toContainEqual({ type: 'gameOver', score: 17 });
    expect(update(world, { type: 'step' }).world).toBe(world);
  });

  it('does not end for a landed piece above the line that is still moving', () => {
    const w = board([placed(1, 5, 187, 30, { vy: 3, rest: 0 })]);
    expect(run(w, [{ type: 'step' }]).world.phase).toBe('playing');
  });

  it('a pile kept moving over the top line (fast drops) still ends the game after 2 s', () => {
    const w = board([placed(1, 5, 187, 30, { vx: 0.5, rest: 0 })]);
    // Keep it jostled: it never settles, yet the game ends once it has been over the line for OVERFLOW_FRAMES.
    let world = w;
    let steps = 0;
    while (world.phase === 'playing' && steps < 3 * OVERFLOW_FRAMES) {
      const p = world.pieces[0]!;
      world = update({ ...world, pieces: [{ ...p, y: 30, vy: 0, vx: 0.5, rest: 0 }] }, { type: 'step' }).world;
      steps++;
    }
    expect(world.phase).toBe('ended');
    expect(steps).toBe(OVERFLOW_FRAMES);
  });

  it('two settled mangoes merging at the top do not end the game in that frame: the new piece has not settled', () => {
    const asleep = { rest: SLEEP_FRAMES };
    const w = board([placed(1, 5, 150, 30, asleep), placed(2, 5, 230, 30, asleep)]);
    const { world, events } = run(w, [{ type: 'step' }]);
    expect(events.map((e) => e.type)).toContain('merged');
    expect(world.phase).toBe('playing');
  });

  it('does not end for a falling piece above the line', () => {
    const w = run(base, [{ type: 'drop', x: 187 }, { type: 'step' }]).world;
    expect(w.phase).toBe('playing');
  });

  it('removes the five oldest pieces, resumes, and refuses a third revive', () => {
    const pieces = [8, 3, 5, 1, 7, 2, 6, 4].map((id) => placed(id, 1, 20 + id * 40, floorY(1)));
    const ended = board(pieces, { phase: 'ended' });
    const once = update(ended, { type: 'revive' });
    expect(once.world.phase).toBe('playing');
    expect(once.world.revives).toBe(1);
    expect(once.world.pieces.map((p) => p.id).sort()).toEqual([6, 7, 8]);
    expect(once.events).toEqual([{ type: 'revived', revives: 1, removed: [1, 2, 3, 4, 5] }]);
    const twice = update({ ...once.world, phase: 'ended' }, { type: 'revive' }).world;
    expect(twice.revives).toBe(2);
    expect(twice.pieces).toEqual([]);
    const third = { ...twice, phase: 'ended' } as const;
    expect(update(third, { type: 'revive' }).world).toBe(third);
    expect(update(base, { type: 'revive' }).world).toBe(base); // not ended: nothing to revive
  });

  it('restart gives a fresh world and says so', () => {
    const played = run(base, [{ type: 'drop', x: 100 }, ...steps(30)]).world;
    const { world, events } = update(played, { type: 'restart' });
    expect(world.pieces).toEqual([]);
    expect(world.score).toBe(0);
    expect(world.phase).toBe('playing');
    expect(events).toEqual([{ type: 'restarted' }]);
  });
});

describe('replay', () => {
  const log: Action[] = [
    { type: 'drop', x: 80 },
    ...steps(40),
    { type: 'drop', x: 90 },
    ...steps(40),
    { type: 'setSpecial', kind: 'bomb' },
    { type: 'drop', x: 300 },
    ...steps(60),
    { type: 'drop', x: 10 },
    ...steps(200),
  ];

  it('gives an identical world for the same seed and inputs', () => {
    const a = replay(7, log);
    const b = replay(7, log);
    expect(JSON.stringify(a.world)).toBe(JSON.stringify(b.world));
    expect(a.score).toBe(b.score);
    expect(a.world.frame).toBe(340);
  });

  it('gives a different game for another seed', () => {
    expect(JSON.stringify(replay(8, log).world)).not.toBe(JSON.stringify(replay(7, log).world));
  });

  it('scores exactly the points its events carry', () => {
    const { score, events } = replay(3, log);
    expect(score).toBe(events.reduce((s, e) => s + eventPoints(e), 0));
  });
});

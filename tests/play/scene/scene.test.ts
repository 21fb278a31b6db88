import { beforeEach, describe, expect, it } from 'vitest';
import { createWorld, replay, steps, update, type Action, type World } from '../../../src/game';
import { buildScene, DANGER_PULSE_FRAMES } from '../../../src/play/scene/scene';
import { placed } from '../../game/helpers';
import { decodeReplay } from '../../../src/game';
import { createWatchedGame } from '../../../src/play/watch/watchedGame';
import { playBot } from '../../../fixtures/bot';

/** The scene as drawn for a world at rest between steps. */
const sceneOf = (world: World, pointerX: number | null = null) =>
  buildScene({ prev: world, world, alpha: 1 }, pointerX);

// How to snapshot a scene for your own input log: replay(seed, actions) → buildScene → toMatchSnapshot.
describe('scene snapshots (seed 11)', () => {
  let log: Action[];
  beforeEach(() => {
    log = [{ type: 'drop', x: 120 }, ...steps(60)];
  });

  it('after the first drop, with the next piece waiting at the pointer', () => {
    expect(sceneOf(replay(11, log).world, 250)).toMatchSnapshot();
  });

  it('after a merge: the new piece pops (scale below 1)', () => {
    let w = createWorld(11);
    w = { ...w, current: { kind: 'fruit', level: 2 } };
    w = update(w, { type: 'drop', x: 100 }).world;
    for (let i = 0; i < 60; i++) w = update(w, { type: 'step' }).world;
    w = { ...w, current: { kind: 'fruit', level: 2 } };
    w = update(w, { type: 'drop', x: 100 }).world;
    let merged = false;
    for (let i = 0; i < 120 && !merged; i++) {
      const t = update(w, { type: 'step' });
      w = t.world;
      merged = t.events.some((e) => e.type === 'merged');
    }
    const scene = sceneOf(w);
    expect(scene.fruits).toHaveLength(1);
    expect(scene.fruits[0]!.scale).toBeLessThan(1);
    expect(scene).toMatchSnapshot();
  });

  it('during an explosion: the hit piece fades and grows', () => {
    let w = replay(11, log).world;
    w = update(w, { type: 'setSpecial', kind: 'bomb' }).world;
    w = update(w, { type: 'drop', x: 120 }).world;
    for (let i = 0; i < 200 && !w.pieces.some((p) => p.explosion !== null); i++) w = update(w, { type: 'step' }).world;
    for (let i = 0; i < 5; i++) w = update(w, { type: 'step' }).world;
    const scene = sceneOf(w);
    const fading = scene.fruits.find((f) => f.opacity < 1)!;
    expect(fading.opacity).toBeCloseTo(0.75);
    expect(fading.scale).toBeGreaterThan(1);
    expect(scene).toMatchSnapshot();
  });

  it('at game over: no waiting piece, no guide', () => {
    let w = createWorld(11);
    for (let i = 0; i < 200 && w.phase !== 'ended'; i++) {
      w = update(w, { type: 'drop', x: 60 }).world;
      for (let s = 0; s < 30; s++) w = update(w, { type: 'step' }).world;
    }
    expect(w.phase).toBe('ended');
    const scene = sceneOf(w);
    expect(scene.waiting).toBeNull();
    expect(scene.guide).toBeNull();
    // The same board, still playing, shows them: the game over is what takes them away.
    const playing = sceneOf({ ...w, phase: 'playing' });
    expect(playing.waiting).not.toBeNull();
    expect(playing.guide).not.toBeNull();
    expect(scene).toMatchSnapshot();
  });

  it('the danger line shows while a landed piece is near the top line, and pulses with the frame', () => {
    const low = { ...createWorld(11), pieces: [placed(1, 5, 187, 360)] };
    expect(sceneOf(low).danger).toBeNull();
    const high = { ...low, pieces: [placed(1, 5, 187, 75)] }; // top 35 px below the line
    const a = sceneOf({ ...high, frame: 0 }).danger!;
    const b = sceneOf({ ...high, frame: DANGER_PULSE_FRAMES / 2 }).danger!;
    expect(a).toEqual({ y: 0, opacity: 1 });
    expect(b.opacity).toBeCloseTo(0.1);
    expect(sceneOf({ ...high, frame: DANGER_PULSE_FRAMES }).danger).toEqual(a);
    expect(sceneOf({ ...high, frame: 7 })).toMatchSnapshot();
  });

  it('interpolates between the last two steps by alpha', () => {
    const a = update(createWorld(3), { type: 'drop', x: 100 }).world;
    const b = update(a, { type: 'step' }).world;
    const half = buildScene({ prev: a, world: b, alpha: 0.5 }, null).fruits[0]!;
    expect(half.y).toBeCloseTo((a.pieces[0]!.y + b.pieces[0]!.y) / 2, 1);
  });
});

// A reported game's scene at any frame is one call away: the world the replay has there (a watched game's
// position: src/play/watch/watchedGame.ts) into the scene builder.
describe('a replay’s scene at any frame', () => {
  it('is the scene of the world the replay has there, the same however that frame was reached', () => {
    const text = playBot(5150, { maxFrames: 1800, merge: true }).replay;
    const d = decodeReplay(text);
    if (!d.ok) throw new Error(d.reason);
    const game = createWatchedGame(d.replay);
    while (!game.work(() => 0, 0));
    const at = (frame: number) => sceneOf(game.positionAt(frame).world);
    expect(at(1234)).toMatchSnapshot();
    // From the keyframe before it, or played on from a frame before: the same scene.
    expect(sceneOf(game.positionAt(1234, undefined, game.positionAt(1000)).world)).toEqual(at(1234));
    expect(at(1234).fruits.length).toBeGreaterThan(3);
  });
});

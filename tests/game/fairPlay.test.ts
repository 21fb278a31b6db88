// @vitest-environment node
// Rules v4 (issue #48): nothing a player watched or paid for is wasted. A revive gives a real chance, nothing
// hangs in the air after a bomb, a merge or a revive, and a game reaching the replay's cap ends there and
// verifies. Each is shown beside rules v3 on the same boards, where it fails. bench/fairPlay.ts measures
// the full figures (`npm run bench:fairplay`).
import { describe, expect, it } from 'vitest';
import {
  canRevive,
  createWorld,
  MAX_REPLAY_FRAMES,
  RULES,
  rulesChanged,
  SLEEP_FRAMES,
  STILL_FRAMES,
  update,
  type World,
} from '../../src/game';
import { specialPiece } from '../../src/game/world';
import { hangFigures, reviveFigures, STYLES, type Style } from '../../fixtures/fairPlay';
import { placed, stepN } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 0) || 30;

describe('the rules table', () => {
  it('each version is a row, and what a version changed is the difference between two rows', () => {
    expect(rulesChanged(1, 2)).toEqual(['wedgeAllowance', 'stillToEnd']);
    expect(rulesChanged(2, 3)).toEqual([
      'contactPasses',
      'holdDepthCap',
      'sleepersWakeDepth',
      'pressureWakeDepth',
      'restBy',
      'sleepTogether',
    ]);
    expect(rulesChanged(3, 4)).toEqual([
      'reviveClearsOverLine',
      'reviveLookAhead',
      'wakeHeldUp',
      'wakeUnsupported',
      'lastFrame',
    ]);
    expect(Object.keys(RULES)).toEqual(['1', '2', '3', '4']);
  });
});

describe('a revive gives a real chance (rules v4)', () => {
  it.each(Object.keys(STYLES) as Style[])(
    `${RUNS} game-over boards played %s, revived and left alone for 600 frames: none ends again`,
    (style) => {
      const v4 = reviveFigures(4, style, RUNS);
      expect(v4).toMatchObject({ boards: RUNS, endedAgain: 0, overAtGraceEnd: 0 });
    },
    120_000,
  );

  it('under rules v3 the same kind of boards end again (the five oldest are low in the pile)', () => {
    expect(reviveFigures(3, 'centre', RUNS).endedAgain).toBeGreaterThan(0);
  }, 120_000);
});

/** Three fruits in a column, asleep, and a bomb landing beside the bottom one. */
function column(rules: 3 | 4): World {
  const asleep = { rest: SLEEP_FRAMES, still: STILL_FRAMES };
  const bottom = placed(1, 4, 100, 365, asleep); // r 35
  const middle = placed(2, 2, 100, 305, asleep); // r 25, on the bottom one
  const top = placed(3, 3, 100, 250, asleep); // r 30, on the middle one
  const bomb = { ...specialPiece(4, 'bomb', 160, 375.5), vy: 1 };
  return { ...createWorld(7, rules), pieces: [bottom, middle, top, bomb], nextId: 5, fallingId: 4 };
}

describe('nothing hangs in the air (rules v4)', () => {
  const gap = (w: World) => {
    const [m, t] = [w.pieces.find((p) => p.id === 2)!, w.pieces.find((p) => p.id === 3)!];
    return Math.hypot(m.x - t.x, m.y - t.y) - m.radius - t.radius;
  };

  it('a bomb takes the bottom of three: the middle one falls, and the top one follows it within 60 frames', () => {
    const { world, events } = stepN(column(4), 60);
    expect(events).toContainEqual(expect.objectContaining({ type: 'exploded', targetId: 1 }));
    expect(gap(world)).toBeLessThan(1);
  });

  it('under rules v3 the top one stays asleep in the air', () => {
    const { world } = stepN(column(3), 60);
    expect(gap(world)).toBeGreaterThan(50);
  });

  it(`${RUNS} real games with bombs and merges: 60 frames after each, no sleeping piece hangs over 3 px`, () => {
    const v4 = hangFigures(4, 'anywhere', RUNS);
    expect(v4.bombs).toBeGreaterThan(RUNS * 10);
    expect(v4.merges).toBeGreaterThan(RUNS * 20);
    expect(v4).toMatchObject({ bombHangs: 0, mergeHangs: 0 });
    expect(hangFigures(3, 'anywhere', RUNS)).not.toMatchObject({ bombHangs: 0, mergeHangs: 0 });
  }, 120_000);
});

describe('no game lost at the cap (rules v4)', () => {
  const late = (rules: 3 | 4): World => ({
    ...createWorld(9, rules),
    frame: MAX_REPLAY_FRAMES - 2,
    pieces: [placed(1, 3, 187, 370)],
    nextId: 2,
  });

  it('a game reaching the replay cap ends there with a game over, and cannot be revived past it', () => {
    const { world, events } = stepN(late(4), 5);
    expect(world).toMatchObject({ phase: 'ended', frame: MAX_REPLAY_FRAMES, revives: 0 });
    expect(events.filter((e) => e.type === 'gameOver')).toHaveLength(1);
    expect(canRevive(world)).toBe(false);
    expect(update(world, { type: 'revive' }).world).toBe(world);
  });

  it('under rules v3 it plays on past the cap, into frames no replay can hold', () => {
    expect(stepN(late(3), 5).world).toMatchObject({ phase: 'playing', frame: MAX_REPLAY_FRAMES + 3 });
  });
});

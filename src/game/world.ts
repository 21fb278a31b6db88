import { MAX_RANDOM_LEVEL } from './constants';
import { fruit, SPECIAL_RADIUS, type SpecialKind } from './fruits';
import { randomInt, seedState } from './random';
import { LATEST_RULES, type RulesVersion } from './rules';
import type { NextPiece, Piece, World } from './types';

/** A fresh game: empty board, current and preview fruits drawn from the seed (kept as an unsigned 32-bit integer, as replays write it). */
export function createWorld(seed: number, rules: RulesVersion = LATEST_RULES): World {
  const [current, s1] = randomInt(seedState(seed), 1, MAX_RANDOM_LEVEL);
  const [next, s2] = randomInt(s1, 1, MAX_RANDOM_LEVEL);
  return {
    rules,
    seed: seedState(seed) >>> 0,
    rng: s2,
    frame: 0,
    phase: 'playing',
    pieces: [],
    current: { kind: 'fruit', level: current },
    next,
    specials: [],
    fallingId: null,
    nextId: 1,
    score: 0,
    revives: 0,
    grace: 0,
    overflow: 0,
    speedSlots: [],
  };
}

/** Radius of what would be dropped next. */
export function nextRadius(p: NextPiece): number {
  return p.kind === 'fruit' ? fruit(p.level).radius : SPECIAL_RADIUS;
}

const newborn = {
  vx: 0,
  vy: 0,
  angle: 0,
  av: 0,
  bounces: 0,
  rest: 0,
  still: 0,
  landed: false,
  merge: 0,
  explosion: null,
} as const;

export function fruitPiece(id: number, level: number, x: number, y: number): Piece {
  const f = fruit(level);
  return { id, kind: 'fruit', level, key: f.key, name: f.name, radius: f.radius, points: f.points, x, y, ...newborn };
}

export function specialPiece(id: number, kind: SpecialKind, x: number, y: number): Piece {
  return { id, kind, level: 0, key: kind, name: kind, radius: SPECIAL_RADIUS, points: 0, x, y, ...newborn };
}

export function pieceFrom(next: NextPiece, id: number, x: number, y: number): Piece {
  return next.kind === 'fruit' ? fruitPiece(id, next.level, x, y) : specialPiece(id, next.kind, x, y);
}

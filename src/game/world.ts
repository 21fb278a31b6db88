import { MAX_RANDOM_LEVEL } from './constants';
import { fruit } from './fruits';
import { SPECIAL_RADIUS, type SpecialKind } from './specials';
import { randomInt, seedState } from './random';
import { LATEST_RULES, type RulesVersion } from './rules';
import {
  BORN_FIELDS,
  bornColumn,
  fromColumn,
  makePiece,
  type BornField,
  type Piece,
  type PieceValues,
} from './pieceFields';
import type { NextPiece, World } from './types';

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

/** A piece just dropped: its fields as PIECE_FIELDS's `born` says (still, unturned, not landed, intact). */
const newborn = Object.fromEntries(BORN_FIELDS.map((k) => [k, fromColumn(k, bornColumn(k))])) as Pick<
  PieceValues,
  BornField
>;

export function fruitPiece(id: number, level: number, x: number, y: number): Piece {
  return makePiece({ kind: 'fruit', id, level, x, y, ...newborn });
}

export function specialPiece(id: number, kind: SpecialKind, x: number, y: number): Piece {
  return makePiece({ kind, id, level: 0, x, y, ...newborn });
}

export function pieceFrom(next: NextPiece, id: number, x: number, y: number): Piece {
  return next.kind === 'fruit' ? fruitPiece(id, next.level, x, y) : specialPiece(id, next.kind, x, y);
}

// A world as plain JSON data and back, bit for bit: the kept game (docs/game.md#a-game-outlives-its-page)
// shows it again at once, before its replay has been played to check it. JSON keeps every finite double
// exactly except -0, which is written as the string "-0". What a piece's kind and level fix (its key,
// name, radius and points) is not written: it is derived again, so a save cannot change it.
import { MAX_LEVEL } from './fruits';
import { SPECIAL_KINDS, type SpecialKind } from './specials';
import { isSeed } from './random';
import { isRulesVersion } from './rules';
import { makePiece, PIECE_FIELD_NAMES, PIECE_FIELDS, type PieceField, type PieceValues } from './pieceFields';
import type { NextPiece, Phase, Piece, World } from './types';

type Num = number | '-0';
const WORLD_NUMBERS = ['seed', 'rng', 'frame', 'next', 'nextId', 'score', 'revives', 'grace', 'overflow'] as const;
const PHASES: readonly Phase[] = ['playing', 'paused', 'ended'];

export interface WorldData {
  readonly rules: number;
  readonly phase: Phase;
  readonly n: readonly Num[];
  readonly current: NextPiece;
  readonly specials: readonly SpecialKind[];
  readonly fallingId: number | null;
  readonly speedSlots: readonly Num[];
  /** Per piece: its fields in PIECE_FIELDS's order (a kind, numbers, true or false, a number or null). */
  readonly pieces: readonly (readonly (string | Num | boolean | null)[])[];
}

const put = (v: number): Num => (Object.is(v, -0) ? '-0' : v);
/** A piece's field as JSON keeps it: a number put, a kind, flag or null as it is. */
const saved = (v: PieceValues[PieceField]) => (typeof v === 'number' ? put(v) : v);

export function worldData(w: World): WorldData {
  return {
    rules: w.rules,
    phase: w.phase,
    n: WORLD_NUMBERS.map((k) => put(w[k])),
    current: w.current,
    specials: w.specials,
    fallingId: w.fallingId,
    speedSlots: w.speedSlots.map(put),
    pieces: w.pieces.map((p) => PIECE_FIELD_NAMES.map((k) => saved(p[k]))),
  };
}

class Bad extends Error {}
const bad = (what: string): never => {
  throw new Bad(what);
};
const num = (v: unknown, what: string): number =>
  v === '-0' ? -0 : typeof v === 'number' && Number.isFinite(v) ? v : bad(`${what} is not a number`);
const whole = (v: unknown, what: string): number => {
  const n = num(v, what);
  return Number.isSafeInteger(n) && n >= 0 ? n : bad(`${what} is not a whole number`);
};
const array = (v: unknown, what: string): readonly unknown[] =>
  Array.isArray(v) ? (v as unknown[]) : bad(`${what} is not a list`);
const special = (v: unknown, what: string): SpecialKind =>
  (SPECIAL_KINDS as readonly unknown[]).includes(v) ? (v as SpecialKind) : bad(`${what} is not a special`);
const level = (v: unknown, what: string): number => {
  const n = whole(v, what);
  return n >= 1 && n <= MAX_LEVEL ? n : bad(`${what} is not a fruit level`);
};

function nextPiece(v: unknown): NextPiece {
  const o = (typeof v === 'object' && v !== null ? v : bad('current is not an object')) as Record<string, unknown>;
  return o.kind === 'fruit'
    ? { kind: 'fruit', level: level(o.level, 'current.level') }
    : { kind: special(o.kind, 'current') };
}

/** Field `k` of piece `i` as saved, checked as its row in PIECE_FIELDS says. */
function field(k: PieceField, v: unknown, i: number): PieceValues[PieceField] {
  switch (PIECE_FIELDS[k].value) {
    case 'kind':
      return v === 'fruit' ? 'fruit' : special(v, `piece ${i}`);
    case 'flag':
      return typeof v === 'boolean' ? v : bad(`piece ${i}'s ${k} is not true or false`);
    case 'orIntact':
      return v === null ? null : num(v, k);
    case 'number':
      return num(v, `piece ${i}'s ${k}`);
  }
}

function piece(v: unknown, i: number): Piece {
  const a = array(v, `piece ${i}`);
  if (a.length !== PIECE_FIELD_NAMES.length) bad(`piece ${i} has ${a.length} fields`);
  const out: Partial<Record<PieceField, PieceValues[PieceField]>> = {};
  PIECE_FIELD_NAMES.forEach((k, j) => (out[k] = field(k, a[j], i)));
  const p = out as PieceValues;
  whole(p.id, `piece ${i}'s id`);
  if (p.kind === 'fruit') level(p.level, `piece ${i}'s level`);
  else if (p.level !== 0) bad(`piece ${i} is a special with a level`);
  return makePiece(p);
}

/** The world a `worldData` wrote, or why the data is not one (nothing is trusted: a save may be damaged). */
export function worldFromData(data: unknown): World | string {
  try {
    const o = (typeof data === 'object' && data !== null ? data : bad('not an object')) as Record<string, unknown>;
    if (typeof o.rules !== 'number' || !isRulesVersion(o.rules))
      return bad(`rules ${String(o.rules)} are not known here`);
    const phase = PHASES.find((p) => p === o.phase) ?? bad('phase is not known');
    const n = array(o.n, 'n');
    if (n.length !== WORLD_NUMBERS.length) bad('n has the wrong length');
    const [seed, rng, frame, next, nextId, score, revives, grace, overflow] = WORLD_NUMBERS.map((k, i) =>
      k === 'rng' ? num(n[i], k) : whole(n[i], k),
    );
    if (!isSeed(seed)) bad('seed is out of range');
    if ((rng! | 0) !== rng) bad('rng is not a 32-bit state'); // the PRNG keeps a signed 32-bit integer
    const fallingId = o.fallingId === null ? null : whole(o.fallingId, 'fallingId');
    return {
      rules: o.rules,
      seed: seed!,
      rng: rng!,
      frame: frame!,
      phase,
      pieces: array(o.pieces, 'pieces').map(piece),
      current: nextPiece(o.current),
      next: level(next, 'next'),
      specials: array(o.specials, 'specials').map((s, i) => special(s, `specials[${i}]`)),
      fallingId,
      nextId: nextId!,
      score: score!,
      revives: revives!,
      grace: grace!,
      overflow: overflow!,
      speedSlots: array(o.speedSlots, 'speedSlots').map((s, i) => num(s, `speedSlots[${i}]`)),
    };
  } catch (e) {
    if (e instanceof Bad) return e.message;
    throw e;
  }
}

/** Whether two worlds are the same to the last bit (-0 apart from 0), derived fields included. */
export const sameWorld = (a: World, b: World): boolean =>
  JSON.stringify(worldData(a)) === JSON.stringify(worldData(b)) &&
  a.pieces.every((p, i) => {
    const q = b.pieces[i]!;
    return p.key === q.key && p.radius === q.radius && p.points === q.points && p.name === q.name;
  });

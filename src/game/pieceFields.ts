// A piece's fields, declared once. The solver's columns (sim.ts), a frame's copy (frameCopy.ts), the saved
// data (snapshot.ts) and the World's pieces (types.ts) are derived from this table: a new field is one row
// here plus the physics that uses it. What the kind and level fix (key, name, radius, points) is not a field.
import { fruit, type FruitKey } from './fruits';
import { SPECIAL_KINDS, SPECIAL_RADIUS, type SpecialKind } from './specials';

export type PieceKind = 'fruit' | SpecialKind;
/** A piece's kind, as the solver keeps it: its index here (the fruit, then the specials in their table's order). */
export const KINDS: readonly PieceKind[] = ['fruit', ...SPECIAL_KINDS];
/** `explosion` of an intact piece in its column (a World says null; an exploding one counts down from 1 to 0). */
export const INTACT = -1;

/**
 * How a field is held. `column`: its typed array in the solver. `value`: what a World holds (`flag` true or
 * false, 1 or 0 in its column; `kind` a PieceKind, its index in KINDS; `orIntact` a number or null, INTACT in
 * its column). `repeat`: what a frame's copy compares it for (frameCopy.ts): `motion`, read by a step and
 * changed by a moving piece; `counter`, a count a skipped frame raises; `spin` and `angle`, read by nothing but
 * the piece's turning; `fixed`, never compared (the id fixes it). `born`: its value in a new piece.
 */
interface Field {
  readonly column: 'f64' | 'i32' | 'u8';
  readonly value: 'number' | 'flag' | 'kind' | 'orIntact';
  readonly repeat: 'motion' | 'counter' | 'spin' | 'angle' | 'fixed';
  /** The column's value in a piece just made (dropped, or born of a merge); absent where its maker gives it. */
  readonly born?: number;
}

/** In the order a save writes them (snapshot.ts): a saved game reads back only in this order. */
export const PIECE_FIELDS = {
  /** A fruit or a special. */
  kind: { column: 'u8', value: 'kind', repeat: 'fixed' },
  /** Creation order: drops and merges take the next id, so lower ids are older. */
  id: { column: 'i32', value: 'number', repeat: 'motion' },
  /** Fruit level 1–11; 0 for a special. */
  level: { column: 'i32', value: 'number', repeat: 'motion' },
  /** The centre, in world px. */
  x: { column: 'f64', value: 'number', repeat: 'motion' },
  y: { column: 'f64', value: 'number', repeat: 'motion' },
  /** Velocity, in px per frame. */
  vx: { column: 'f64', value: 'number', repeat: 'motion', born: 0 },
  vy: { column: 'f64', value: 'number', repeat: 'motion', born: 0 },
  /** Radians turned so far. */
  angle: { column: 'f64', value: 'number', repeat: 'angle', born: 0 },
  /** Radians per frame, |av| ≤ 0.1. */
  av: { column: 'f64', value: 'number', repeat: 'spin', born: 0 },
  /** Floor bounces so far; at 2 the piece rests instead of bouncing. */
  bounces: { column: 'i32', value: 'number', repeat: 'motion', born: 0 },
  /** Frames the piece has been nearly still while touching something; from SLEEP_FRAMES on it is asleep (settled). */
  rest: { column: 'i32', value: 'number', repeat: 'counter', born: 0 },
  /** Frames in a row it travelled under STILL_PX, up to STILL_FRAMES; with `rules.stillToEnd` only a still piece ends the game. */
  still: { column: 'i32', value: 'number', repeat: 'counter', born: 0 },
  /** Merge pop progress, 1 when born from a merge, falling to 0. */
  merge: { column: 'f64', value: 'number', repeat: 'motion', born: 0 },
  /** Set once the piece has touched the floor or another piece; only landed fruits merge. */
  landed: { column: 'u8', value: 'flag', repeat: 'motion', born: 0 },
  /** Explosion alpha, 1 → 0 once a special removed it; null while intact. Exploding pieces collide with nothing. */
  explosion: { column: 'f64', value: 'orIntact', repeat: 'motion', born: INTACT },
} as const satisfies Record<string, Field>;

type Fields = typeof PIECE_FIELDS;
export type PieceField = keyof Fields;
type ValueOf<F extends Field> = F['value'] extends 'flag'
  ? boolean
  : F['value'] extends 'kind'
    ? PieceKind
    : F['value'] extends 'orIntact'
      ? number | null
      : number;
type ArrayOf<C extends Field['column']> = C extends 'f64' ? Float64Array : C extends 'i32' ? Int32Array : Uint8Array;

/** A piece's fields as a World holds them (each one's meaning is its row in PIECE_FIELDS). */
export type PieceValues = { readonly [K in PieceField]: ValueOf<Fields[K]> };
/** The solver's columns, one typed array per field, indexed like `World.pieces`. */
export type PieceColumns = { [K in PieceField]: ArrayOf<Fields[K]['column']> };
export type PieceColumn = PieceColumns[PieceField];

/** One piece on the board: its fields, and what its kind and level fix. */
export interface Piece extends PieceValues {
  /** Image key for the view; a special's is its kind. */
  readonly key: FruitKey | SpecialKind;
  readonly name: string;
  readonly radius: number;
  /** Points the fruit is worth (its level's points; 0 for specials). */
  readonly points: number;
}

export const PIECE_FIELD_NAMES = Object.keys(PIECE_FIELDS) as readonly PieceField[];

/** The fields a new piece starts the same in, whoever makes it. */
export type BornField = { [K in PieceField]: Fields[K] extends { born: number } ? K : never }[PieceField];
export const BORN_FIELDS = PIECE_FIELD_NAMES.filter((k) => 'born' in PIECE_FIELDS[k]) as readonly BornField[];
/** A new piece's `born` column values, by field. */
export const bornColumn = (k: BornField): number => PIECE_FIELDS[k].born;

/** The fields each column type holds, in table order: a loop over fields runs a loop per type. */
export const BY_TYPE = {
  f64: PIECE_FIELD_NAMES.filter((k) => PIECE_FIELDS[k].column === 'f64'),
  i32: PIECE_FIELD_NAMES.filter((k) => PIECE_FIELDS[k].column === 'i32'),
  u8: PIECE_FIELD_NAMES.filter((k) => PIECE_FIELDS[k].column === 'u8'),
};

/** A set of columns listed by type, in BY_TYPE's order: read by index, never by name, in a frame's loops. */
export interface ColumnLists {
  readonly f64: readonly Float64Array[];
  readonly i32: readonly Int32Array[];
  readonly u8: readonly Uint8Array[];
}

export const columnLists = (c: PieceColumns): ColumnLists => ({
  f64: BY_TYPE.f64.map((k) => c[k] as Float64Array),
  i32: BY_TYPE.i32.map((k) => c[k] as Int32Array),
  u8: BY_TYPE.u8.map((k) => c[k] as Uint8Array),
});

/** The fields whose `repeat` is one of `repeats`, in table order. */
export const fieldsFor = (...repeats: Field['repeat'][]): readonly PieceField[] =>
  PIECE_FIELD_NAMES.filter((k) => repeats.includes(PIECE_FIELDS[k].repeat));

/** Empty columns for `cap` pieces, one per field. */
export function pieceColumns(cap: number): PieceColumns {
  const out: Partial<Record<PieceField, PieceColumn>> = {};
  for (const k of PIECE_FIELD_NAMES) {
    const c = PIECE_FIELDS[k].column;
    out[k] = c === 'f64' ? new Float64Array(cap) : c === 'i32' ? new Int32Array(cap) : new Uint8Array(cap);
  }
  return out as PieceColumns;
}

/** A field's World value as its column holds it. */
export function toColumn(k: PieceField, v: PieceValues[PieceField]): number {
  switch (PIECE_FIELDS[k].value) {
    case 'flag':
      return v ? 1 : 0;
    case 'kind':
      return KINDS.indexOf(v as PieceKind);
    case 'orIntact':
      return v === null ? INTACT : (v as number);
    case 'number':
      return v as number;
  }
}

/** A column's number as the World holds the field. */
export function fromColumn(k: PieceField, n: number): PieceValues[PieceField] {
  switch (PIECE_FIELDS[k].value) {
    case 'flag':
      return n === 1;
    case 'kind':
      return KINDS[n]!;
    case 'orIntact':
      return n === INTACT ? null : n;
    case 'number':
      return n;
  }
}

/** Every key a Piece has, in one order: each piece is made from a copy of it, so all share one shape. */
const BLANK: Readonly<Record<string, unknown>> = Object.fromEntries(
  ['key', 'name', 'radius', 'points', ...PIECE_FIELD_NAMES].map((k) => [k, 0]),
);

/** Sets what `p`'s kind and level fix (its fields already set). */
function derive(p: Record<string, unknown>): Piece {
  const f = p.kind === 'fruit' ? fruit(p.level as number) : null;
  p.key = f ? f.key : p.kind;
  p.name = f ? f.name : p.kind;
  p.radius = f ? f.radius : SPECIAL_RADIUS;
  p.points = f ? f.points : 0;
  return p as unknown as Piece;
}

/** A piece from its fields. */
export function makePiece(v: PieceValues): Piece {
  const p = { ...BLANK };
  for (const k of PIECE_FIELD_NAMES) p[k] = v[k];
  return derive(p);
}

/** A piece from row `i` of `columns` (the solver's). */
export function pieceFromColumns(columns: PieceColumns, i: number): Piece {
  const p = { ...BLANK };
  for (const k of PIECE_FIELD_NAMES) p[k] = fromColumn(k, columns[k][i]!);
  return derive(p);
}

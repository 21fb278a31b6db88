import { SPECIALS, type Landing, type SpecialKind } from './specials';
import type { Pairs, Soa } from './contacts';
import {
  KINDS,
  columnLists,
  PIECE_FIELD_NAMES,
  PIECE_FIELDS,
  pieceColumns,
  pieceFromColumns,
  toColumn,
  type ColumnLists,
  type Piece,
  type PieceColumn,
  type PieceColumns,
  type PieceField,
  type PieceValues,
} from './pieceFields';
import type { RulesVersion } from './rules';
import type { NextPiece, Phase, World } from './types';

export { INTACT, KINDS } from './pieceFields';
/** Kinds as the solver keeps them: their index in KINDS. */
export const FRUIT = 0;
/** What a landing does, by kind index (specials.ts); none for the fruit. */
export const LANDINGS: readonly (Landing | null)[] = KINDS.map((k) => (k === 'fruit' ? null : SPECIALS[k].landing));

/** The radius, which the kind and level fix: the solver's own column, filled as a piece is loaded or born. */
const F64 = ['r'] as const;
/**
 * Per-frame working arrays: every value read in a frame is written earlier in it. `turn` and `spun` tell
 * what the frame did to each piece's spin, read after it (stepTo.ts, cycles.ts): the angle it added, and
 * whether it turned the piece as one touching something (1), as a free one (2), or not at all (0).
 */
const F64_WORK = ['w', 'px', 'py', 'x0', 'y0', 'floorIn', 'wallIn', 'floorHit', 'wallHit', 'turn'] as const;
const I32_WORK = ['srest', 'order', 'queue'] as const;
const U8_WORK = ['touched', 'onFloor', 'gone', 'hit', 'mark', 'spun'] as const;

type Arrays<K extends string, A> = { [P in K]: A };

/**
 * The world being stepped, as flat arrays changed in place: the one solver's state. A World goes in
 * (`loadWorld`) and comes out (`toWorld`); in between no per-frame object is made. Fields are a World's
 * but for the pieces, which are columns here, and `speedSlots`, which live in `slots` (length `slotLen`).
 */
export interface Sim
  extends
    PieceColumns,
    Arrays<(typeof F64)[number] | (typeof F64_WORK)[number], Float64Array>,
    Arrays<(typeof I32_WORK)[number], Int32Array>,
    Arrays<(typeof U8_WORK)[number], Uint8Array> {
  /** Pieces on the board; every column holds at least this many. */
  n: number;
  cap: number;
  rules: RulesVersion;
  seed: number;
  rng: number;
  frame: number;
  phase: Phase;
  current: NextPiece;
  next: number;
  specials: readonly SpecialKind[];
  /** -1 for none. */
  fallingId: number;
  nextId: number;
  score: number;
  revives: number;
  grace: number;
  overflow: number;
  slots: Float64Array;
  slotLen: number;
  /** The slots differ from `slotsFrom`, the array they were loaded from. */
  slotsChanged: boolean;
  slotsFrom: readonly number[];
  /** The piece each row was loaded from, while its row may still equal it: toWorld gives it back unchanged. */
  from: (Piece | undefined)[];
  /** The contact solver's view: the position and speed columns shared, the working ones its own. */
  soa: Soa;
  /** The piece columns listed by type (made again when they grow). */
  columns: ColumnLists;
  /** The frame's touching pairs (indices). */
  pairs: Pairs;
}

/** An empty simulation with room for `cap` pieces. */
export function createSim(cap = 64): Sim {
  const f = () => new Float64Array(cap);
  const i = () => new Int32Array(cap);
  const u = () => new Uint8Array(cap);
  // Every field in one literal, so the engine gives the object one fixed shape (fields added one by one
  // would leave it a slow dictionary).
  const s: Sim = {
    n: 0,
    cap,
    ...pieceColumns(cap),
    r: f(),
    w: f(),
    px: f(),
    py: f(),
    x0: f(),
    y0: f(),
    floorIn: f(),
    wallIn: f(),
    floorHit: f(),
    wallHit: f(),
    turn: f(),
    srest: i(),
    order: i(),
    queue: i(),
    touched: u(),
    onFloor: u(),
    gone: u(),
    hit: u(),
    mark: u(),
    spun: u(),
    rules: 1,
    seed: 0,
    rng: 0,
    frame: 0,
    phase: 'playing',
    current: { kind: 'fruit', level: 1 },
    next: 1,
    specials: [],
    fallingId: -1,
    nextId: 1,
    score: 0,
    revives: 0,
    grace: 0,
    overflow: 0,
    slots: new Float64Array(64),
    slotLen: 0,
    slotsChanged: false,
    slotsFrom: [],
    from: [],
    soa: null as unknown as Soa,
    columns: null as unknown as ColumnLists,
    pairs: { at: new Int32Array(256), count: 0 },
  };
  s.soa = soaOf(s);
  s.columns = columnLists(s);
  return s;
}

/** The contact solver's view of `s`. */
const soaOf = (s: Sim): Soa => ({
  n: s.n,
  x: s.x,
  y: s.y,
  vx: s.vx,
  vy: s.vy,
  r: s.r,
  w: s.w,
  rest: s.srest,
  px: s.px,
  py: s.py,
  touched: s.touched,
});

/** Every Sim kept for reuse between calls, so a test can spoil them all (tests/game/purity.test.ts). */
export const scratches: Sim[] = [];

/** The names of a Sim's typed arrays: the per-piece columns first, then the working arrays. */
export const ARRAYS: readonly (keyof Sim)[] = [...PIECE_FIELD_NAMES, ...F64, ...F64_WORK, ...I32_WORK, ...U8_WORK];

/**
 * A Sim one caller keeps and reuses: `loadWorld` writes every field a step reads, so nothing passes from
 * one call to the next through it (tests/game/purity.test.ts poisons them between calls).
 */
export function scratchSim(): Sim {
  const s = createSim();
  scratches.push(s);
  return s;
}

/** Room for at least `need` pieces: the columns doubled, their first `n` rows kept. */
export function ensure(s: Sim, need: number): void {
  if (need <= s.cap) return;
  const cap = Math.max(need, s.cap * 2);
  const r = s as unknown as Record<string, Float64Array>;
  for (const k of ARRAYS) {
    const b = new (r[k]!.constructor as Float64ArrayConstructor)(cap);
    b.set(r[k]!.subarray(0, s.n));
    r[k] = b;
  }
  s.cap = cap;
  s.soa = soaOf(s);
  s.columns = columnLists(s);
}

/** Rows 0 to n - 1 of `a` set to 0 (a loop: TypedArray fill allocates a little at each call). */
export function clear(a: Uint8Array | Float64Array, n: number): void {
  for (let i = 0; i < n; i++) a[i] = 0;
}

/** Room for `cap` speed slots, the first `slotLen` kept. */
export function ensureSlots(s: Sim, cap: number): void {
  if (cap <= s.slots.length) return;
  const slots = new Float64Array(Math.max(cap, s.slots.length * 2));
  slots.set(s.slots.subarray(0, s.slotLen));
  s.slots = slots;
}

/** The fields a column holds as the World does (plain numbers), and those it holds coded (toColumn). */
const NUMBERS = PIECE_FIELD_NAMES.filter((k) => PIECE_FIELDS[k].value === 'number') as readonly NumberField[];
const CODED = PIECE_FIELD_NAMES.filter((k) => PIECE_FIELDS[k].value !== 'number');
type NumberField = { [K in PieceField]: PieceValues[K] extends number ? K : never }[PieceField];

/** `world` into `s`, every field a step reads written. */
export function loadWorld(s: Sim, world: World): Sim {
  const { pieces } = world;
  const n = pieces.length;
  s.n = 0;
  ensure(s, n);
  for (const k of NUMBERS) {
    const column: PieceColumn = s[k];
    for (let i = 0; i < n; i++) column[i] = pieces[i]![k];
  }
  for (const k of CODED) {
    const column: PieceColumn = s[k];
    for (let i = 0; i < n; i++) column[i] = toColumn(k, pieces[i]![k]);
  }
  for (let i = 0; i < n; i++) {
    s.r[i] = pieces[i]!.radius;
    s.from[i] = pieces[i];
  }
  s.n = n;
  s.from.length = n;
  s.rules = world.rules;
  s.seed = world.seed;
  s.rng = world.rng;
  s.frame = world.frame;
  s.phase = world.phase;
  s.current = world.current;
  s.next = world.next;
  s.specials = world.specials;
  s.fallingId = world.fallingId ?? -1;
  s.nextId = world.nextId;
  s.score = world.score;
  s.revives = world.revives;
  s.grace = world.grace;
  s.overflow = world.overflow;
  const slots = world.speedSlots;
  ensureSlots(s, slots.length);
  for (let i = 0; i < slots.length; i++) s.slots[i] = slots[i]!;
  s.slotLen = slots.length;
  s.slotsFrom = slots;
  s.slotsChanged = false;
  return s;
}

/** Equal, telling 0 from -0: a row given back as its old piece must be that piece bit for bit. */
const same = (a: number, b: number) => a === b && (a !== 0 || 1 / a === 1 / b);

/** Row i is still the piece it was loaded from. */
function unchanged(s: Sim, i: number, p: Piece): boolean {
  for (const k of NUMBERS) if (!same(p[k], s[k][i]!)) return false;
  for (const k of CODED) if (toColumn(k, p[k]) !== s[k][i]) return false;
  return true;
}

/** Row i as a Piece. */
export function pieceAt(s: Sim, i: number): Piece {
  const p = s.from[i];
  if (p !== undefined && unchanged(s, i, p)) return p;
  return pieceFromColumns(s, i);
}

/** The speed slots as a World holds them: the array loaded when none changed. */
export function slotsOf(s: Sim): readonly number[] {
  if (!s.slotsChanged) return s.slotsFrom;
  const out: number[] = [];
  for (let i = 0; i < s.slotLen; i++) out.push(s.slots[i]!);
  return out;
}

/** The World `s` holds. */
export function toWorld(s: Sim): World {
  const pieces: Piece[] = [];
  for (let i = 0; i < s.n; i++) pieces.push(pieceAt(s, i));
  return {
    rules: s.rules,
    seed: s.seed,
    rng: s.rng,
    frame: s.frame,
    phase: s.phase,
    pieces,
    current: s.current,
    next: s.next,
    specials: s.specials,
    fallingId: s.fallingId === -1 ? null : s.fallingId,
    nextId: s.nextId,
    score: s.score,
    revives: s.revives,
    grace: s.grace,
    overflow: s.overflow,
    speedSlots: slotsOf(s),
  };
}

import {
  BY_TYPE,
  columnLists,
  fieldsFor,
  pieceColumns,
  type ColumnLists,
  type PieceColumns,
  type PieceField,
} from './pieceFields';
import type { Phase } from './types';
import type { Sim } from './sim';

/** A simulation's state at one frame, kept to compare a later frame with: what a skip needs to know. */
export interface FrameCopy extends PieceColumns {
  /** The piece columns listed by type, as the Sim's are. */
  columns: ColumnLists;
  n: number;
  frame: number;
  phase: Phase;
  fallingId: number;
  nextId: number;
  score: number;
  overflow: number;
  slots: Float64Array;
  slotLen: number;
}

export function createCopy(): FrameCopy {
  const columns = pieceColumns(0);
  // One literal: a fixed shape (see sim.ts createSim).
  return {
    ...columns,
    columns: columnLists(columns),
    n: 0,
    frame: 0,
    phase: 'playing',
    fallingId: -1,
    nextId: 0,
    score: 0,
    overflow: 0,
    slots: new Float64Array(0),
    slotLen: 0,
  };
}

// Rows 0 to n - 1 only (a whole column is as long as the most pieces the game has held), one loop per array
// type, each seeing one kind of array (one loop over all three runs the skips several percent slower).
function copyF64(a: readonly Float64Array[], b: readonly Float64Array[], n: number) {
  for (let j = 0; j < a.length; j++) {
    const [to, from] = [a[j]!, b[j]!];
    for (let i = 0; i < n; i++) to[i] = from[i]!;
  }
}
function copyI32(a: readonly Int32Array[], b: readonly Int32Array[], n: number) {
  for (let j = 0; j < a.length; j++) {
    const [to, from] = [a[j]!, b[j]!];
    for (let i = 0; i < n; i++) to[i] = from[i]!;
  }
}
function copyU8(a: readonly Uint8Array[], b: readonly Uint8Array[], n: number) {
  for (let j = 0; j < a.length; j++) {
    const [to, from] = [a[j]!, b[j]!];
    for (let i = 0; i < n; i++) to[i] = from[i]!;
  }
}

/** `s` as it is now, into `c` (its columns made again when shorter than the Sim's). */
export function copyFrame(c: FrameCopy, s: Sim): void {
  const n = s.n;
  if (c.id.length < s.cap) {
    const columns = pieceColumns(s.cap);
    Object.assign(c, columns);
    c.columns = columnLists(columns);
  }
  const [to, from] = [c.columns, s.columns];
  copyF64(to.f64, from.f64, n);
  copyI32(to.i32, from.i32, n);
  copyU8(to.u8, from.u8, n);
  if (c.slots.length < s.slotLen) c.slots = new Float64Array(s.slots.length);
  for (let i = 0; i < s.slotLen; i++) c.slots[i] = s.slots[i]!;
  c.slotLen = s.slotLen;
  c.n = n;
  c.frame = s.frame;
  c.phase = s.phase;
  c.fallingId = s.fallingId;
  c.nextId = s.nextId;
  c.score = s.score;
  c.overflow = s.overflow;
}

/** The speed slots hold the same values. */
export function sameSlots(c: FrameCopy, s: Sim): boolean {
  if (c.slotLen !== s.slotLen) return false;
  for (let i = 0; i < s.slotLen; i++) if (c.slots[i] !== s.slots[i]) return false;
  return true;
}

/** Of `fields`, the places each type's columns hold in ColumnLists. */
interface Places {
  readonly f64: readonly number[];
  readonly i32: readonly number[];
  readonly u8: readonly number[];
}
const placesOf = (fields: readonly PieceField[]): Places => {
  const at = (list: readonly PieceField[]) => list.flatMap((k, j) => (fields.includes(k) ? [j] : []));
  return { f64: at(BY_TYPE.f64), i32: at(BY_TYPE.i32), u8: at(BY_TYPE.u8) };
};

function sameF64(a: readonly Float64Array[], b: readonly Float64Array[], at: readonly number[], n: number) {
  for (const j of at) {
    const [x, y] = [a[j]!, b[j]!];
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}
function sameI32(a: readonly Int32Array[], b: readonly Int32Array[], at: readonly number[], n: number) {
  for (const j of at) {
    const [x, y] = [a[j]!, b[j]!];
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}
function sameU8(a: readonly Uint8Array[], b: readonly Uint8Array[], at: readonly number[], n: number) {
  for (const j of at) {
    const [x, y] = [a[j]!, b[j]!];
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

/** Rows 0 to n - 1 of the columns at `at` hold the same values in `c` as in `s`. */
function sameRows(c: FrameCopy, s: Sim, at: Places): boolean {
  const [a, b, n] = [c.columns, s.columns, s.n];
  return sameF64(a.f64, b.f64, at.f64, n) && sameI32(a.i32, b.i32, at.i32, n) && sameU8(a.u8, b.u8, at.u8, n);
}

/** What a step reads of a piece that a moving piece changes: two frames alike here move alike. */
const MOTION = placesOf(fieldsFor('motion'));
/** Every field a step reads: the motion, the counters and the spin (the angle is read by nothing but itself). */
const STATE = placesOf(fieldsFor('motion', 'counter', 'spin'));

/** Every piece moves alike: every field a step reads, but the counters (rest, still) and the spin (av, angle). */
export const sameMotion = (c: FrameCopy, s: Sim) => sameRows(c, s, MOTION);

/** Every piece the same in every field a step reads (all but the angles). */
export const samePieces = (c: FrameCopy, s: Sim) => sameRows(c, s, STATE);

import type { Phase } from './types';
import type { Sim } from './sim';

/** Per piece, what a step reads (but the radius, which the level fixes) and the spin, which nothing else reads. */
const F64 = ['x', 'y', 'vx', 'vy', 'merge', 'explosion', 'av', 'angle'] as const;
const I32 = ['id', 'level', 'bounces', 'rest', 'still'] as const;

/** A simulation's state at one frame, kept to compare a later frame with: what a skip needs to know. */
export interface FrameCopy
  extends Record<(typeof F64)[number], Float64Array>, Record<(typeof I32)[number], Int32Array> {
  landed: Uint8Array;
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
  const f = () => new Float64Array(0);
  const i = () => new Int32Array(0);
  // One literal: a fixed shape (see sim.ts createSim).
  return {
    x: f(),
    y: f(),
    vx: f(),
    vy: f(),
    merge: f(),
    explosion: f(),
    av: f(),
    angle: f(),
    id: i(),
    level: i(),
    bounces: i(),
    rest: i(),
    still: i(),
    landed: new Uint8Array(0),
    n: 0,
    frame: 0,
    phase: 'playing',
    fallingId: -1,
    nextId: 0,
    score: 0,
    overflow: 0,
    slots: f(),
    slotLen: 0,
  };
}

/** `s` as it is now, into `c` (its arrays grown when too small). */
export function copyFrame(c: FrameCopy, s: Sim): void {
  const n = s.n;
  if (c.x.length < n) {
    const r = c as unknown as Record<string, Float64Array | Int32Array>;
    for (const k of F64) r[k] = new Float64Array(s.cap);
    for (const k of I32) r[k] = new Int32Array(s.cap);
    c.landed = new Uint8Array(s.cap);
  }
  for (let i = 0; i < n; i++) {
    c.x[i] = s.x[i]!;
    c.y[i] = s.y[i]!;
    c.vx[i] = s.vx[i]!;
    c.vy[i] = s.vy[i]!;
    c.merge[i] = s.merge[i]!;
    c.explosion[i] = s.explosion[i]!;
    c.av[i] = s.av[i]!;
    c.angle[i] = s.angle[i]!;
    c.id[i] = s.id[i]!;
    c.level[i] = s.level[i]!;
    c.bounces[i] = s.bounces[i]!;
    c.rest[i] = s.rest[i]!;
    c.still[i] = s.still[i]!;
    c.landed[i] = s.landed[i]!;
  }
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

/** Piece i moves alike: every field a step reads, but the counters (rest, still) and the spin (av, angle). */
export const sameMotion = (c: FrameCopy, s: Sim, i: number) =>
  c.id[i] === s.id[i] &&
  c.level[i] === s.level[i] &&
  c.x[i] === s.x[i] &&
  c.y[i] === s.y[i] &&
  c.vx[i] === s.vx[i] &&
  c.vy[i] === s.vy[i] &&
  c.bounces[i] === s.bounces[i] &&
  c.landed[i] === s.landed[i] &&
  c.merge[i] === s.merge[i] &&
  c.explosion[i] === s.explosion[i];

import * as constants from './constants';
import * as contacts from './contacts';
import { type Soa } from './contacts';
import { sleepTogether, wakeUnderPressure, wakeUnsupported } from './sleep';
import type { Rules } from './rules';
import type { Piece } from './types';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { friction, isAsleep, solveContacts, sortFromFloor } = contacts;
const { COLLECT, FIRST, SLEEPERS_MET } = contacts.PASS;
const {
  AIR_DRAG,
  ANGULAR_DAMPING,
  BOUNCE_DAMPING,
  CONTACT_SLOP,
  FLOOR_FRICTION,
  GRAVITY,
  MAX_ANGULAR_VELOCITY,
  MAX_FLOOR_BOUNCES,
  MAX_PUSH_SPEED,
  MAX_SPEED,
  MIN_BOUNCE_SPEED,
  SLEEP_FRAMES,
  SLEEP_SPEED,
  SUBSTEPS,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} = constants;

/** A piece being stepped: the simulation's private, writable copy. */
export type Body = { -readonly [K in keyof Piece]: Piece[K] };

export interface PhysicsResult {
  /** Per body: touched the floor or another piece during this frame. */
  readonly touched: Uint8Array;
  /** Index pairs [a0, b0, a1, b1, …] touching at the end of the frame (within CONTACT_SLOP). */
  readonly pairs: readonly number[];
  /** The world's `speedSlots` after this frame: the same array when no slot was written. */
  readonly speedSlots: readonly number[];
}

/** Rules v1 and v2 kept their speed slots in a buffer of at least this many, doubled when outgrown. */
const FIRST_SLOTS = 64;

/**
 * Scratch arrays reused across frames (grown when needed), so a frame allocates nothing per piece. Every
 * value a call reads is written earlier in the same call: nothing passes from one call to the next here
 * (what rules v1 and v2 carried, the speed slots, comes in and goes out through the world).
 */
let scratch: {
  soa: Soa;
  floorIn: Float64Array;
  wallIn: Float64Array;
  floorHit: Float64Array;
  wallHit: Float64Array;
  speedIn: Float64Array;
  onFloor: Uint8Array;
  order: Int32Array;
} | null = null;

function buffers(n: number, slotCap: number) {
  if (!scratch || scratch.soa.x.length < Math.max(n, slotCap)) {
    const size = Math.max(n, slotCap, FIRST_SLOTS, (scratch?.soa.x.length ?? 0) * 2);
    const f = () => new Float64Array(size);
    scratch = {
      soa: {
        n: 0,
        x: f(),
        y: f(),
        vx: f(),
        vy: f(),
        r: f(),
        w: f(),
        px: f(),
        py: f(),
        rest: new Int32Array(size),
        touched: new Uint8Array(size),
      },
      floorIn: f(),
      wallIn: f(),
      floorHit: f(),
      wallHit: f(),
      speedIn: f(),
      onFloor: new Uint8Array(size),
      order: new Int32Array(size),
    };
  }
  const { soa } = scratch;
  soa.touched.fill(0, 0, n);
  scratch.floorIn.fill(0, 0, n);
  scratch.wallIn.fill(0, 0, n);
  // Sleepers skip the per-substep reset below, and one woken mid-substep reads these: none met yet.
  scratch.floorHit.fill(-Infinity, 0, n);
  scratch.wallHit.fill(-Infinity, 0, n);
  scratch.onFloor.fill(0, 0, n);
  return { ...scratch, soa: { ...soa, n } };
}

function load(bodies: readonly Body[], s: Soa): void {
  for (let i = 0; i < bodies.length; i++) {
    const b = bodies[i]!;
    s.x[i] = b.x;
    s.y[i] = b.y;
    s.vx[i] = b.vx;
    s.vy[i] = b.vy;
    s.r[i] = b.radius;
    s.w[i] = b.explosion === null ? 1 / (b.radius * b.radius) : 0;
    s.rest[i] = b.rest;
  }
}

/**
 * One frame of position-based dynamics with SUBSTEPS substeps: integrate,
 * project circle contacts, walls and floor (with friction), derive velocities
 * from the motion, then apply drag, bounces, rolling and sleep. Exploding
 * pieces and sleepers do not move. Mutates `bodies`.
 */
export function physicsStep(bodies: Body[], rules: Rules, slots: readonly number[]): PhysicsResult {
  const n = bodies.length;
  // floorIn: fastest downward speed met at the floor; wallIn: sideways speed met at a wall;
  // speedIn: squared speed before this substep's contacts.
  // A sleeper woken mid-substep reads the speed its slot last held (rules v1 and v2 both), so the slots
  // come in from the world and go back out to it.
  const slotCap = slotCapacity(slots.length, n);
  const { soa: s, floorIn, wallIn, speedIn, onFloor, floorHit, wallHit } = buffers(n, slotCap);
  const box = { floorIn, wallIn, floorHit, wallHit };
  load(bodies, s);
  loadSlots(speedIn, slots, slotCap);
  let wrote = slotCap !== slots.length;
  const { x, y, vx, vy, r, w, px, py, touched, rest } = s;
  // Sorted from the floor up in every substep; the insertion sort is stable with an index tie-break,
  // so starting from 0..n-1 gives the same order as any other start.
  const order = scratch!.order.subarray(0, n);
  for (let i = 0; i < n; i++) order[i] = i;
  const h = 1 / SUBSTEPS;
  let pairs: number[] = [];

  for (let sub = 0; sub < SUBSTEPS; sub++) {
    for (let i = 0; i < n; i++) {
      px[i] = x[i]!;
      py[i] = y[i]!;
      if (w[i] === 0 || rest[i]! >= SLEEP_FRAMES) continue;
      wrote = true;
      vy[i] = vy[i]! + GRAVITY * h;
      x[i] = x[i]! + vx[i]! * h;
      y[i] = y[i]! + vy[i]! * h;
      speedIn[i] = vx[i]! * vx[i]! + vy[i]! * vy[i]!; // squared: most pieces never need the root
      // This substep's passes only; with one pass (rules v1, v2) nothing writes them, and the depths below are the plain ones.
      floorHit[i] = wallHit[i] = -Infinity;
    }
    sortFromFloor(order, s);
    // More passes (rules v3), each followed by the floor and walls, so a pile converges within the substep.
    for (let pass = 1; pass < rules.contactPasses; pass++) {
      solveContacts(s, order, sub > 0 || pass > 1 ? SLEEPERS_MET : FIRST, rules);
      clampToBox(s, box);
    }
    const last = sub === SUBSTEPS - 1;
    pairs = solveContacts(s, order, last ? COLLECT : sub > 0 || rules.contactPasses > 1 ? SLEEPERS_MET : FIRST, rules);
    for (let i = 0; i < n; i++) {
      if (w[i] === 0) continue;
      const floorDepth = y[i]! + r[i]! - WORLD_HEIGHT;
      if (floorDepth > -CONTACT_SLOP * h) touched[i] = 1;
      if (rest[i]! >= SLEEP_FRAMES) continue;
      // Walls, then the floor: back inside, with friction on the slide along them. The deepest a pass
      // between contacts (rules v3) met them counts as met now.
      const wallDepth = Math.max(meetWall(s, i, wallIn), wallHit[i]!);
      if (wallDepth > 0) y[i] = py[i]! + friction(y[i]! - py[i]!, wallDepth);
      const depth = Math.max(meetFloor(s, i, floorIn), floorHit[i]!);
      if (depth > -CONTACT_SLOP) onFloor[i] = 1;
      if (depth > 0) {
        y[i] = WORLD_HEIGHT - r[i]!; // on the floor: where a pass between contacts met it, too
        x[i] = px[i]! + friction(x[i]! - px[i]!, depth);
      }
      let nvx = (x[i]! - px[i]!) / h;
      let nvy = (y[i]! - py[i]!) / h;
      // Projection may push a piece far (a merge born overlapping its neighbours); move it,
      // but let the push add at most MAX_PUSH_SPEED, so overlaps never launch pieces.
      const v2 = nvx * nvx + nvy * nvy;
      if (v2 > speedIn[i]!) {
        const v = Math.sqrt(v2);
        const cap = Math.sqrt(speedIn[i]!) + MAX_PUSH_SPEED;
        if (v > cap) {
          nvx *= cap / v;
          nvy *= cap / v;
        }
      }
      vx[i] = nvx;
      vy[i] = nvy;
    }
  }
  if (rules.pressureWakeDepth < Infinity) wakeUnderPressure(s, pairs, rules.pressureWakeDepth);
  const byTravel = rules.restBy === 'travel';
  for (let i = 0; i < n; i++) {
    const b = bodies[i]!;
    b.rest = s.rest[i]!;
    if (w[i] === 0 || isAsleep(s, i)) continue;
    // Rules v3 rests by the frame's travel: a piece jostled in place is still, whatever its last substep implied.
    const travel2 = byTravel ? (x[i]! - b.x) ** 2 + (y[i]! - b.y) ** 2 : -1;
    b.x = x[i]!;
    b.y = y[i]!;
    b.vx = vx[i]!;
    b.vy = vy[i]!;
    settle(b, touched[i] === 1, onFloor[i] === 1, floorIn[i]!, wallIn[i]!, travel2);
  }
  if (rules.sleepTogether) sleepTogether(bodies, s, pairs);
  // Resting by travel, a piece stops once it is asleep for good (after sleepTogether); by speed, settle stopped it.
  if (byTravel) for (let i = 0; i < n; i++) if (bodies[i]!.rest >= SLEEP_FRAMES && !isAsleep(s, i)) stop(bodies[i]!);
  if (rules.wakeUnsupported) wakeUnsupported(bodies, s, pairs);
  const speedSlots = wrote ? copySlots(speedIn, slotCap) : slots;
  return { touched: s.touched.slice(0, n), pairs, speedSlots };
}

/** How many slots are kept for `n` bodies: as the solver's buffer grew when it lived in this module, empty on a fresh page. */
const slotCapacity = (had: number, n: number) => (had !== 0 && had >= n ? had : Math.max(n, FIRST_SLOTS, had * 2));

/** The slots out of the scratch buffer, as a plain array (Array.from over a typed array was a tenth of a restless board's step). */
function copySlots(speedIn: Float64Array, cap: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < cap; i++) out.push(speedIn[i]!);
  return out;
}

/** The world's slots into the scratch buffer; a grown capacity starts from zeros, as the grown buffer did. */
function loadSlots(speedIn: Float64Array, slots: readonly number[], cap: number): void {
  if (cap !== slots.length) speedIn.fill(0, 0, cap);
  else for (let i = 0; i < cap; i++) speedIn[i] = slots[i]!;
}

/** Piece i back inside the side walls, noting its sideways speed for a bounce. Returns how deep it was (≤ 0: not in). */
function meetWall(s: Soa, i: number, wallIn: Float64Array): number {
  const { x, r, vx } = s;
  const depth = Math.max(r[i]! - x[i]!, x[i]! + r[i]! - WORLD_WIDTH);
  if (depth > 0) {
    if (Math.abs(vx[i]!) > Math.abs(wallIn[i]!)) wallIn[i] = vx[i]!;
    x[i] = Math.min(Math.max(x[i]!, r[i]!), WORLD_WIDTH - r[i]!);
  }
  return depth;
}

/** Piece i back above the floor, noting its downward speed for a bounce. Returns how deep it was (≤ 0: not in). */
function meetFloor(s: Soa, i: number, floorIn: Float64Array): number {
  const { y, r, vy } = s;
  const depth = y[i]! + r[i]! - WORLD_HEIGHT;
  if (depth > 0) {
    floorIn[i] = Math.max(floorIn[i]!, vy[i]!);
    y[i] = WORLD_HEIGHT - r[i]!;
  }
  return depth;
}

interface Box {
  readonly floorIn: Float64Array;
  readonly wallIn: Float64Array;
  /** The deepest each piece went into the floor, or a wall, in this substep's passes (-Infinity: not at all). */
  readonly floorHit: Float64Array;
  readonly wallHit: Float64Array;
}

/** Between contact passes (rules v3): every awake piece back inside the walls and above the floor, its depths noted for friction. */
function clampToBox(s: Soa, box: Box): void {
  const { w, rest } = s;
  const { floorIn, wallIn, floorHit, wallHit } = box;
  for (let i = 0; i < s.n; i++) {
    if (w[i] === 0 || rest[i]! >= SLEEP_FRAMES) continue;
    const wallDepth = meetWall(s, i, wallIn);
    if (wallDepth > 0) wallHit[i] = Math.max(wallHit[i]!, wallDepth);
    const floorDepth = meetFloor(s, i, floorIn);
    if (floorDepth > 0) floorHit[i] = Math.max(floorHit[i]!, floorDepth);
  }
}

/**
 * End of frame: drag, floor and wall bounces, rolling, and falling asleep. `travel2` is the frame's squared
 * travel under rules v3, which rest by it (and stop together, after sleepTogether); -1 under v1 and v2,
 * which rest by speed and stop here.
 */
function settle(b: Body, touched: boolean, onFloor: boolean, floorIn: number, wallIn: number, travel2: number): void {
  b.vx *= AIR_DRAG * (onFloor ? FLOOR_FRICTION : 1);
  b.vy *= AIR_DRAG;
  if (floorIn > MIN_BOUNCE_SPEED && b.bounces < MAX_FLOOR_BOUNCES) {
    b.vy = -floorIn * BOUNCE_DAMPING;
    b.bounces += 1;
  }
  if (wallIn !== 0) b.vx = -wallIn * BOUNCE_DAMPING;
  const speed2 = b.vx * b.vx + b.vy * b.vy;
  if (speed2 > MAX_SPEED * MAX_SPEED) {
    const k = MAX_SPEED / Math.sqrt(speed2);
    b.vx *= k;
    b.vy *= k;
  }
  spin(b, touched);
  const slow = (travel2 >= 0 ? travel2 : speed2) < SLEEP_SPEED * SLEEP_SPEED;
  b.rest = touched && b.landed && slow ? b.rest + 1 : 0;
  if (b.rest >= SLEEP_FRAMES && travel2 < 0) stop(b);
}

/**
 * Pieces in contact roll with their sideways motion; free ones keep spinning, damped. Nothing else reads
 * `av` or `angle`, so a skipped stretch (stepTo.ts) turns them with this very function.
 */
export function spin(b: Pick<Body, 'av' | 'angle' | 'vx' | 'radius'>, touched: boolean): void {
  if (touched) b.av += (b.vx / b.radius - b.av) * 0.2;
  b.av = Math.max(-MAX_ANGULAR_VELOCITY, Math.min(MAX_ANGULAR_VELOCITY, b.av * ANGULAR_DAMPING));
  b.angle += b.av;
}

function stop(b: Body): void {
  b.vx = 0;
  b.vy = 0;
  b.av = 0;
}

import * as constants from './constants';
import * as contacts from './contacts';
import * as sims from './sim';
import type { Sim } from './sim';
import { sleepTogether, wakeUnderPressure, wakeUnsupported } from './sleep';
import type { Rules } from './rules';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { solveContacts, sortFromFloor } = contacts;
const { ensureSlots, INTACT } = sims;
const { COLLECT, FIRST, SLEEPERS_MET } = contacts.PASS;
const {
  AIR_DRAG,
  ANGULAR_DAMPING,
  BOUNCE_DAMPING,
  CONTACT_FRICTION,
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
  STATIC_FRICTION,
  SUBSTEPS,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} = constants;

/** The speed slots are kept in a buffer of at least this many, doubled when outgrown (as the first solver's scratch was). */
const FIRST_SLOTS = 64;

/**
 * One frame of position-based dynamics with SUBSTEPS substeps, in place: integrate, project circle
 * contacts, walls and floor (with friction), derive velocities from the motion, then apply drag, bounces,
 * rolling and sleep. Exploding pieces and sleepers do not move. Leaves `s.touched` (touched the floor or
 * another piece in the frame) and `s.pairs` (the index pairs touching at its end, within CONTACT_SLOP).
 */
export function physicsStep(s: Sim, rules: Rules): void {
  beginFrame(s);
  // Sorted from the floor up in every substep; the insertion sort is stable with an index tie-break,
  // so starting from 0..n-1 gives the same order as any other start.
  for (let i = 0; i < s.n; i++) s.order[i] = i;
  for (let sub = 0; sub < SUBSTEPS; sub++) substep(s, rules, sub);
  endFrame(s, rules);
}

/**
 * The frame's working arrays: the solver's copy of the rest counts and the inverse masses, positions
 * at the start, nothing met yet. A sleeper woken mid-substep reads the speed its slot last held
 * (`rules.contactPasses` 1 or more alike), so the slots are part of the world.
 */
function beginFrame(s: Sim): void {
  const { n, r, explosion } = s;
  s.soa.n = n;
  const cap = slotCapacity(s.slotLen, n);
  if (cap !== s.slotLen) {
    ensureSlots(s, cap);
    s.slots.fill(0, 0, cap); // a grown buffer started from zeros
    s.slotLen = cap;
    s.slotsChanged = true;
  }
  // One loop, no typed-array fill: each fill call allocates a little, and a frame must allocate nothing.
  for (let i = 0; i < n; i++) {
    s.srest[i] = s.rest[i]!;
    s.w[i] = explosion[i] === INTACT ? 1 / (r[i]! * r[i]!) : 0;
    s.x0[i] = s.x[i]!;
    s.y0[i] = s.y[i]!;
    s.touched[i] = s.onFloor[i] = s.spun[i] = 0;
    s.floorIn[i] = s.wallIn[i] = s.turn[i] = 0;
    // Sleepers skip the per-substep reset below, and one woken mid-substep reads these: none met yet.
    s.floorHit[i] = s.wallHit[i] = -Infinity;
  }
}

/** One substep: integrate, then the contact passes, each but the last followed by the walls and floor. */
function substep(s: Sim, rules: Rules, sub: number): void {
  const { n, x, y, vx, vy, px, py, w, srest: rest, floorHit, wallHit, slots: speedIn, soa, order } = s;
  const h = 1 / SUBSTEPS;
  for (let i = 0; i < n; i++) {
    px[i] = x[i]!;
    py[i] = y[i]!;
    if (w[i] === 0 || rest[i]! >= SLEEP_FRAMES) continue;
    s.slotsChanged = true;
    vy[i] = vy[i]! + GRAVITY * h;
    x[i] = x[i]! + vx[i]! * h;
    y[i] = y[i]! + vy[i]! * h;
    speedIn[i] = vx[i]! * vx[i]! + vy[i]! * vy[i]!; // squared: most pieces never need the root
    // This substep's passes only; with one pass nothing writes them, and the depths below are the plain ones.
    floorHit[i] = wallHit[i] = -Infinity;
  }
  sortFromFloor(order, soa);
  // Passes before the last (`rules.contactPasses` > 1), each followed by the floor and walls, so a pile
  // converges within the substep.
  for (let pass = 1; pass < rules.contactPasses; pass++) {
    solveContacts(soa, order, sub > 0 || pass > 1 ? SLEEPERS_MET : FIRST, rules, s.pairs);
    clampToBox(s);
  }
  const last = sub === SUBSTEPS - 1;
  if (last) s.pairs.count = 0;
  const pass = last ? COLLECT : sub > 0 || rules.contactPasses > 1 ? SLEEPERS_MET : FIRST;
  solveContacts(soa, order, pass, rules, s.pairs);
  velocities(s);
}

/** After a substep's last pass: walls and floor with friction, and each awake piece's speed from its motion. */
function velocities(s: Sim): void {
  // Not an argument: a number passed to a function the compiler does not inline is boxed, an allocation.
  const h = 1 / SUBSTEPS;
  const { n, x, y, vx, vy, r, px, py, w, srest: rest, touched, onFloor, floorHit, wallHit, slots: speedIn } = s;
  for (let i = 0; i < n; i++) {
    if (w[i] === 0) continue;
    const floorDepth = y[i]! + r[i]! - WORLD_HEIGHT;
    if (floorDepth > -CONTACT_SLOP * h) touched[i] = 1;
    if (rest[i]! >= SLEEP_FRAMES) continue;
    // Walls, then the floor: back inside, with friction on the slide along them. The deepest a pass
    // between contacts met them counts as met now.
    const wallDepth = Math.max(meetWall(s, i), wallHit[i]!);
    if (wallDepth > 0) {
      const slide = y[i]! - py[i]!; // Coulomb friction, written out as in contacts.ts
      y[i] = py[i]! + (Math.abs(slide) <= STATIC_FRICTION * wallDepth ? 0 : slide * (1 - CONTACT_FRICTION));
    }
    const depth = Math.max(meetFloor(s, i), floorHit[i]!);
    if (depth > -CONTACT_SLOP) onFloor[i] = 1;
    if (depth > 0) {
      y[i] = WORLD_HEIGHT - r[i]!; // on the floor: where a pass between contacts met it, too
      const slide = x[i]! - px[i]!;
      x[i] = px[i]! + (Math.abs(slide) <= STATIC_FRICTION * depth ? 0 : slide * (1 - CONTACT_FRICTION));
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

/** End of frame: the pressure wake, each awake piece settled, then sleeping together and the unsupported wake. */
function endFrame(s: Sim, rules: Rules): void {
  const { n, rest, srest, w, soa, pairs } = s;
  if (rules.pressureWakeDepth !== Infinity) wakeUnderPressure(soa, pairs, rules, s.mark);
  const byTravel = rules.restBy === 'travel';
  for (let i = 0; i < n; i++) {
    rest[i] = srest[i]!;
    if (w[i] !== 0 && srest[i]! < SLEEP_FRAMES) settle(s, i, byTravel);
  }
  if (rules.sleepTogether) sleepTogether(rest, soa, pairs);
  // Resting by travel, a piece stops once it is asleep for good (after sleepTogether); by speed, settle stopped it.
  if (byTravel) for (let i = 0; i < n; i++) if (rest[i]! >= SLEEP_FRAMES && srest[i]! < SLEEP_FRAMES) stop(s, i);
  if (rules.wakeUnsupported) wakeUnsupported(rest, soa, pairs, s.mark);
}

/** How many slots are kept for `n` bodies: FIRST_SLOTS at least, doubling as the game grows; none on a fresh page. */
const slotCapacity = (had: number, n: number) => (had !== 0 && had >= n ? had : Math.max(n, FIRST_SLOTS, had * 2));

/** Piece i back inside the side walls, noting its sideways speed for a bounce. Returns how deep it was (≤ 0: not in). */
function meetWall(s: Sim, i: number): number {
  const { x, r, vx, wallIn } = s;
  const depth = Math.max(r[i]! - x[i]!, x[i]! + r[i]! - WORLD_WIDTH);
  if (depth > 0) {
    if (Math.abs(vx[i]!) > Math.abs(wallIn[i]!)) wallIn[i] = vx[i]!;
    x[i] = Math.min(Math.max(x[i]!, r[i]!), WORLD_WIDTH - r[i]!);
  }
  return depth;
}

/** Piece i back above the floor, noting its downward speed for a bounce. Returns how deep it was (≤ 0: not in). */
function meetFloor(s: Sim, i: number): number {
  const { y, r, vy, floorIn } = s;
  const depth = y[i]! + r[i]! - WORLD_HEIGHT;
  if (depth > 0) {
    floorIn[i] = Math.max(floorIn[i]!, vy[i]!);
    y[i] = WORLD_HEIGHT - r[i]!;
  }
  return depth;
}

/** Between contact passes: every awake piece back inside the walls and above the floor, its depths noted for friction. */
function clampToBox(s: Sim): void {
  const { n, w, srest: rest, floorHit, wallHit } = s;
  for (let i = 0; i < n; i++) {
    if (w[i] === 0 || rest[i]! >= SLEEP_FRAMES) continue;
    const wallDepth = meetWall(s, i);
    if (wallDepth > 0) wallHit[i] = Math.max(wallHit[i]!, wallDepth);
    const floorDepth = meetFloor(s, i);
    if (floorDepth > 0) floorHit[i] = Math.max(floorHit[i]!, floorDepth);
  }
}

/**
 * End of frame for awake piece i: drag, floor and wall bounces, rolling, and its rest count. It rests by
 * how far it moved in the frame (`restBy` 'travel', and stops once asleep for good, after sleepTogether)
 * or by the speed its last substep implied ('speed', and stops here).
 */
function settle(s: Sim, i: number, byTravel: boolean): void {
  const { vx, vy, touched, onFloor, floorIn, wallIn, bounces } = s;
  vx[i] = vx[i]! * (AIR_DRAG * (onFloor[i] === 1 ? FLOOR_FRICTION : 1));
  vy[i] = vy[i]! * AIR_DRAG;
  if (floorIn[i]! > MIN_BOUNCE_SPEED && bounces[i]! < MAX_FLOOR_BOUNCES) {
    vy[i] = -floorIn[i]! * BOUNCE_DAMPING;
    bounces[i] = bounces[i]! + 1;
  }
  if (wallIn[i] !== 0) vx[i] = -wallIn[i]! * BOUNCE_DAMPING;
  const speed2 = vx[i]! * vx[i]! + vy[i]! * vy[i]!;
  if (speed2 > MAX_SPEED * MAX_SPEED) {
    const k = MAX_SPEED / Math.sqrt(speed2);
    vx[i] = vx[i]! * k;
    vy[i] = vy[i]! * k;
  }
  const isTouched = touched[i] === 1;
  spin(s, i, isTouched);
  s.turn[i] = s.av[i]!;
  s.spun[i] = isTouched ? TOUCHED : FREE;
  const dx = s.x[i]! - s.x0[i]!;
  const dy = s.y[i]! - s.y0[i]!;
  const moved2 = byTravel ? dx * dx + dy * dy : speed2;
  s.rest[i] = isTouched && s.landed[i] === 1 && moved2 < SLEEP_SPEED * SLEEP_SPEED ? s.rest[i]! + 1 : 0;
  if (!byTravel && s.rest[i]! >= SLEEP_FRAMES) stop(s, i);
}

/** `Sim.spun`: how a frame turned a piece. */
export const TOUCHED = 1;
export const FREE = 2;

/**
 * Piece i's spin after a step, added to its angle: in contact it rolls with its sideways motion, free it
 * keeps spinning, damped. Nothing else reads `av` or `angle`, so a skipped stretch (stepTo.ts) turns
 * pieces with this very function.
 */
export function spin(s: Sim, i: number, touched: boolean): void {
  const av = s.av[i]!;
  const a = touched ? av + (s.vx[i]! / s.r[i]! - av) * 0.2 : av;
  s.av[i] = Math.max(-MAX_ANGULAR_VELOCITY, Math.min(MAX_ANGULAR_VELOCITY, a * ANGULAR_DAMPING));
  s.angle[i] = s.angle[i]! + s.av[i]!;
}

function stop(s: Sim, i: number): void {
  s.vx[i] = 0;
  s.vy[i] = 0;
  s.av[i] = 0;
}

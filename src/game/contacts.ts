import * as constants from './constants';
import type { Rules } from './rules';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { CONTACT_FRICTION, CONTACT_SLOP, SHOCK_PROPAGATION, SLEEP_FRAMES, STATIC_FRICTION, WAKE_DEPTH, WORLD_WIDTH } =
  constants;

/**
 * The solver's working set, one typed array per field (fast to scan), loaded
 * from the pieces at the start of a frame and written back at its end.
 */
export interface Soa {
  readonly n: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly r: Float64Array;
  /** 1 / r², the inverse mass (0 for exploding pieces, which collide with nothing). */
  readonly w: Float64Array;
  /** Frames spent nearly still; ≥ SLEEP_FRAMES is asleep. */
  readonly rest: Int32Array;
  /** Position at the start of the current substep. */
  readonly px: Float64Array;
  readonly py: Float64Array;
  /** Touched the floor or another piece this frame. */
  readonly touched: Uint8Array;
}

export const isAsleep = (s: Soa, i: number) => s.rest[i]! >= SLEEP_FRAMES;

/**
 * Position-based Coulomb friction: a tangential slide smaller than
 * STATIC_FRICTION × the contact's depth is cancelled (the contact holds);
 * a larger one keeps sliding, less CONTACT_FRICTION of it. Returns the slide kept.
 */
export function friction(slide: number, depth: number): number {
  return Math.abs(slide) <= STATIC_FRICTION * depth ? 0 : slide * (1 - CONTACT_FRICTION);
}

/**
 * Rules v2: piece i takes `t`, the sideways push a wall-pinned partner could not. The part of it that
 * stops i's approach this substep counts as motion; what goes beyond moves i's substep start too, a
 * displacement that adds no speed (pushes that became speed kept jammed piles jittering) and that
 * friction, which acts on the substep's slide, cannot cancel. Returns t.
 */
function unwedge(s: Soa, i: number, t: number): number {
  const moved = s.x[i]! - s.px[i]!;
  const beyond = Math.abs(t) - (t > 0 ? Math.max(0, -moved) : Math.max(0, moved));
  if (beyond > 0) s.px[i] = s.px[i]! + (t > 0 ? beyond : -beyond);
  return t;
}

/** Piece i is against a side wall and `push` (an x move) would take it further in. */
function pinned(s: Soa, i: number, push: number): boolean {
  return push < 0 ? s.x[i]! - s.r[i]! <= 0 : push > 0 && s.x[i]! + s.r[i]! >= WORLD_WIDTH;
}

/** Indices by bottom edge, lowest on screen first, so support propagates up the pile in one pass. */
export function sortFromFloor(order: Int32Array, s: Soa): void {
  // Insertion sort: the order barely changes between substeps, so this is near linear.
  for (let i = 1; i < order.length; i++) {
    const v = order[i]!;
    const k = -(s.y[v]! + s.r[v]!);
    let j = i - 1;
    while (j >= 0) {
      const u = order[j]!;
      const ku = -(s.y[u]! + s.r[u]!);
      if (ku < k || (ku === k && u < v)) break;
      order[j + 1] = u;
      j--;
    }
    order[j + 1] = v;
  }
}

/**
 * Which pass of a frame a contact pass is. FIRST: the frame's first, right after a sort, meets every pair.
 * SLEEPERS_MET: a later one, which skips pairs of sleepers: sleepers do not move, and a sleeper never
 * falls asleep within a frame, so such a pair is as the first pass met it (touched, and too shallow to
 * wake: a deeper one woke there). COLLECT: the frame's last, which meets every pair and lists them.
 */
export const PASS = { FIRST: 0, SLEEPERS_MET: 1, COLLECT: 2 } as const;
export type Pass = (typeof PASS)[keyof typeof PASS];

const { COLLECT, SLEEPERS_MET } = PASS;

/**
 * Sweep-and-prune on y from the floor up, then projects every overlapping pair
 * apart: heavier pieces yield less, the lower piece of a pair yields less still
 * (shock propagation), sleepers not at all unless pressed deeper than
 * WAKE_DEPTH. Friction acts on the substep's sliding. Returns the touching
 * index pairs in the COLLECT pass. From rules v2, a piece pinned against a
 * side wall is not pushed further into it past WEDGE_ALLOWANCE: its partner
 * takes that part, so a wedge resolves instead of being undone by the wall.
 */
export function solveContacts(s: Soa, order: Int32Array, pass: Pass, rules: Rules): number[] {
  const { x, y, r, w, rest, px, py, touched } = s;
  // Infinity where a version has no such rule: no depth is ever past it.
  const { wedgeAllowance, holdDepthCap: holdCap, sleepersWakeDepth: sleepersWake } = rules;
  const pairs: number[] = [];
  const collect = pass === COLLECT;
  const skipSleepers = pass === SLEEPERS_MET;
  const n = order.length;
  for (let oi = 0; oi < n; oi++) {
    const ia = order[oi]!;
    if (w[ia] === 0) continue;
    const top = y[ia]! - r[ia]! - CONTACT_SLOP;
    for (let oj = oi + 1; oj < n; oj++) {
      const ib = order[oj]!;
      if (y[ib]! + r[ib]! < top) break; // this and every later bottom edge is above a's top
      // Read live: a sleeper woken earlier in this pass is awake for the pairs after.
      if (w[ib] === 0 || (skipSleepers && rest[ia]! >= SLEEP_FRAMES && rest[ib]! >= SLEEP_FRAMES)) continue;
      let dx = x[ib]! - x[ia]!;
      let dy = y[ib]! - y[ia]!;
      const rr = r[ia]! + r[ib]!;
      const d2 = dx * dx + dy * dy;
      const near = rr + CONTACT_SLOP;
      if (d2 >= near * near) continue;
      touched[ia] = 1;
      touched[ib] = 1;
      if (collect) pairs.push(Math.min(ia, ib), Math.max(ia, ib));
      if (d2 >= rr * rr) continue;
      let d = Math.sqrt(d2);
      const depth = rr - d;
      let sa = rest[ia]! >= SLEEP_FRAMES;
      let sb = rest[ib]! >= SLEEP_FRAMES;
      if (sa && sb && depth <= sleepersWake) continue;
      // Pressed too deep (by an awake piece, or two sleepers left overlapping): wake and resolve.
      if (depth > WAKE_DEPTH) {
        if (sa) rest[ia] = 0;
        if (sb) rest[ib] = 0;
        sa = sb = false;
      }
      const wa = sa ? 0 : w[ia]! * SHOCK_PROPAGATION;
      const wb = sb ? 0 : w[ib]!;
      if (d < 1e-9) {
        // Exactly coincident centres: separate vertically, deterministically.
        dx = 0;
        dy = 1;
        d = 1;
      }
      const nx = dx / d;
      const ny = dy / d;
      const sum = wa + wb;
      const share = depth / sum;
      let ax = -nx * share * wa;
      let bx = nx * share * wb;
      if (depth > wedgeAllowance) {
        const k = (depth - wedgeAllowance) / depth;
        if (wb > 0 && pinned(s, ia, ax)) {
          bx += unwedge(s, ib, -ax * k);
          ax -= ax * k;
        } else if (wa > 0 && pinned(s, ib, bx)) {
          ax += unwedge(s, ia, -bx * k);
          bx -= bx * k;
        }
      }
      x[ia] = x[ia]! + ax;
      y[ia] = y[ia]! - ny * share * wa;
      x[ib] = x[ib]! + bx;
      y[ib] = y[ib]! + ny * share * wb;
      // Friction on the sliding made during this substep.
      const rx = x[ib]! - px[ib]! - (x[ia]! - px[ia]!);
      const ry = y[ib]! - py[ib]! - (y[ia]! - py[ia]!);
      const along = rx * -ny + ry * nx;
      const f = (along - friction(along, Math.min(depth, holdCap))) / sum;
      x[ia] = x[ia]! - ny * f * wa;
      y[ia] = y[ia]! + nx * f * wa;
      x[ib] = x[ib]! + ny * f * wb;
      y[ib] = y[ib]! - nx * f * wb;
    }
  }
  return pairs;
}

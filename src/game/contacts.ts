import * as constants from './constants';
import type { Rules } from './rules';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { CONTACT_FRICTION, CONTACT_SLOP, SHOCK_PROPAGATION, SLEEP_FRAMES, STATIC_FRICTION, WAKE_DEPTH, WORLD_WIDTH } =
  constants;

/** What the contact solver reads and writes, one typed array per field (fast to scan). */
export interface Soa {
  /** Pieces in this frame. */
  n: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly vx: Float64Array;
  readonly vy: Float64Array;
  readonly r: Float64Array;
  /** 1 / r², the inverse mass (0 for exploding pieces, which collide with nothing). */
  readonly w: Float64Array;
  /** Frames spent nearly still as the frame began, zeroed when a piece wakes in it; ≥ SLEEP_FRAMES is asleep. */
  readonly rest: Int32Array;
  /** Position at the start of the current substep. */
  readonly px: Float64Array;
  readonly py: Float64Array;
  /** Touched the floor or another piece this frame. */
  readonly touched: Uint8Array;
}

/** Index pairs, [a0, b0, a1, b1, …] in `at`'s first `count` entries: kept from frame to frame, so a frame allocates none. */
export interface Pairs {
  at: Int32Array;
  count: number;
}

export function addPair(p: Pairs, a: number, b: number): void {
  if (p.count + 2 > p.at.length) {
    const at = new Int32Array(p.at.length * 2);
    at.set(p.at);
    p.at = at;
  }
  p.at[p.count++] = a;
  p.at[p.count++] = b;
}

export const isAsleep = (s: Soa, i: number) => s.rest[i]! >= SLEEP_FRAMES;

/** Indices by bottom edge, lowest on screen first, so support propagates up the pile in one pass. */
export function sortFromFloor(order: Int32Array, s: Soa): void {
  // Insertion sort: the order barely changes between substeps, so this is near linear.
  for (let i = 1; i < s.n; i++) {
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
 * WAKE_DEPTH. Friction acts on the substep's sliding. The COLLECT pass adds
 * the touching index pairs to `pairs`. A piece pinned against a side wall is
 * not pushed further into it past `rules.wedgeAllowance`: its partner
 * takes that part, so a wedge resolves instead of being undone by the wall.
 */
export function solveContacts(s: Soa, order: Int32Array, pass: Pass, rules: Rules, pairs: Pairs): void {
  const { x, y, r, w, rest, px, py, touched } = s;
  // Infinity where a row has no such limit: no depth is ever past it.
  const { wedgeAllowance, holdDepthCap: holdCap, sleepersWakeDepth: sleepersWake } = rules;
  const collect = pass === COLLECT;
  const skipSleepers = pass === SLEEPERS_MET;
  const n = s.n;
  for (let oi = 0; oi < n; oi++) {
    const ia = order[oi]!;
    if (w[ia] === 0) continue;
    const top = y[ia]! - r[ia]! - CONTACT_SLOP;
    // Read live: a sleeper woken earlier in this pass is awake for the pairs after (a wakes below).
    let aSleeps = rest[ia]! >= SLEEP_FRAMES;
    for (let oj = oi + 1; oj < n; oj++) {
      const ib = order[oj]!;
      if (y[ib]! + r[ib]! < top) break; // this and every later bottom edge is above a's top
      if (w[ib] === 0 || (skipSleepers && aSleeps && rest[ib]! >= SLEEP_FRAMES)) continue;
      let dx = x[ib]! - x[ia]!;
      const rr = r[ia]! + r[ib]!;
      const near = rr + CONTACT_SLOP;
      // Side by side, too far apart: the squared distance below could only be larger (rounding is monotone).
      if (dx >= near || -dx >= near) continue;
      let dy = y[ib]! - y[ia]!;
      const d2 = dx * dx + dy * dy;
      if (d2 >= near * near) continue;
      touched[ia] = 1;
      touched[ib] = 1;
      if (collect) addPair(pairs, Math.min(ia, ib), Math.max(ia, ib));
      if (d2 >= rr * rr) continue;
      let d = Math.sqrt(d2);
      const depth = rr - d;
      let sa = aSleeps;
      let sb = rest[ib]! >= SLEEP_FRAMES;
      if (sa && sb && depth <= sleepersWake) continue;
      // Pressed too deep (by an awake piece, or two sleepers left overlapping): wake and resolve.
      if (depth > WAKE_DEPTH) {
        if (sa) rest[ia] = 0;
        if (sb) rest[ib] = 0;
        sa = sb = aSleeps = false;
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
        // A piece against a side wall that its push would take further in (pinned) keeps the allowance of
        // it; its partner u takes the rest, t. The pair body is written out whole: a call with a number
        // argument that the compiler does not inline boxes the number, an allocation per call.
        const k = (depth - wedgeAllowance) / depth;
        let u = -1;
        let t = 0;
        if (wb > 0 && (ax < 0 ? x[ia]! - r[ia]! <= 0 : ax > 0 && x[ia]! + r[ia]! >= WORLD_WIDTH)) {
          u = ib;
          t = -ax * k;
          ax -= ax * k;
        } else if (wa > 0 && (bx < 0 ? x[ib]! - r[ib]! <= 0 : bx > 0 && x[ib]! + r[ib]! >= WORLD_WIDTH)) {
          u = ia;
          t = -bx * k;
          bx -= bx * k;
        }
        if (u !== -1) {
          // The part of t that stops u's approach this substep counts as motion; what goes beyond moves
          // u's substep start too, a displacement that adds no speed (pushes that became speed kept jammed
          // piles jittering) and that friction, which acts on the substep's slide, cannot cancel.
          const moved = x[u]! - px[u]!;
          const beyond = Math.abs(t) - (t > 0 ? Math.max(0, -moved) : Math.max(0, moved));
          if (beyond > 0) px[u] = px[u]! + (t > 0 ? beyond : -beyond);
          if (u === ib) bx += t;
          else ax += t;
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
      const hold = Math.min(depth, holdCap);
      // Coulomb friction (constants.ts STATIC_FRICTION), written out: a number passed to a call the
      // compiler does not inline is boxed, an allocation, and the solver allocates nothing.
      const kept = Math.abs(along) <= STATIC_FRICTION * hold ? 0 : along * (1 - CONTACT_FRICTION);
      const f = (along - kept) / sum;
      x[ia] = x[ia]! - ny * f * wa;
      y[ia] = y[ia]! + nx * f * wa;
      x[ib] = x[ib]! + ny * f * wb;
      y[ib] = y[ib]! - nx * f * wb;
    }
  }
}

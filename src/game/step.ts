import * as constants from './constants';
import * as fruits from './fruits';
import type { SpecialKind } from './specials';
import { BORN_FIELDS, bornColumn } from './pieceFields';
import * as physics from './physics';
import type { GameEvent, Transition, World } from './types';
import { RULES, type Rules } from './rules';
import * as sims from './sim';
import { type Sim } from './sim';
import * as support from './support';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { ARRAYS, clear, ensure, FRUIT, INTACT, KINDS, LANDINGS, loadWorld, scratchSim, toWorld } = sims;
const { wakeAround, wakeHeldUp } = support;
const { physicsStep } = physics;
const { fruit, MAX_LEVEL, upgradePoints } = fruits;
const {
  CONTACT_SLOP,
  EXPLOSION_DECAY,
  MERGE_DECAY,
  OVERFLOW_FRAMES,
  SLEEP_FRAMES,
  STILL_FRAMES,
  STILL_PX,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} = constants;

/** The page's step: its world loaded here, stepped, and read out. */
const scratch = /* @__PURE__ */ scratchSim();

/** One fixed step of a playing world, as `update` takes it: the next world and what happened. */
export function step(world: World): Transition {
  const s = loadWorld(scratch, world);
  const events: GameEvent[] = [];
  stepSim(s, RULES[world.rules], events);
  return { world: toWorld(s), events };
}

/**
 * One fixed step of a playing world, in place, in four phases: physics; landings and the specials they
 * set off; merges (of the pairs touching at the frame's end, each piece at most once); then the pieces
 * age (still frames, animations) and the top line is checked. Events go to `events` unless it is null.
 */
export function stepSim(s: Sim, rules: Rules, events: GameEvent[] | null): void {
  ensure(s, s.n + (s.n >> 1) + 1); // room for the pieces merges make: each takes two
  physicsStep(s, rules);
  clear(s.gone, s.n);
  clear(s.hit, s.n);
  land(s, rules, events);
  const born = merge(s, rules, events);
  age(s, born);
  end(s, rules, events);
}

/** Piece i leaves (a special landed, a piece it removed, a merge): the pieces it may have held up wake. */
const removed = (s: Sim, rules: Rules, i: number) => (rules.wakeHeldUp ? wakeHeldUp(s, i) : wakeAround(s, i));

/** Pieces touching something for the first time land; a landing special acts on its nearest target. */
function land(s: Sim, rules: Rules, events: GameEvent[] | null): void {
  const { n, landed, touched, explosion, kind } = s;
  for (let i = 0; i < n; i++) {
    if (landed[i] === 1 || touched[i] === 0 || explosion[i] !== INTACT) continue;
    landed[i] = 1;
    if (s.id[i] === s.fallingId) s.fallingId = -1;
    events?.push({ type: 'landed', id: s.id[i]!, kind: KINDS[kind[i]!]!, level: s.level[i]! });
    if (kind[i] === FRUIT) continue;
    s.gone[i] = 1;
    removed(s, rules, i);
    const landing = LANDINGS[kind[i]!]!;
    const t = nearest(s, i, landing === 'removeNearest');
    if (t === -1) {
      events?.push({ type: 'specialVanished', kind: KINDS[kind[i]!] as SpecialKind });
      continue;
    }
    // Each landing's physics (specials.ts names them): a new one fails to compile here until it has its own.
    switch (landing) {
      case 'removeNearest':
        explosion[t] = 1;
        s.hit[t] = 1;
        removed(s, rules, t);
        events?.push({ type: 'exploded', targetId: s.id[t]!, level: s.level[t]!, x: s.x[t]!, y: s.y[t]! });
        break;
      case 'upgradeNearest': {
        const up = fruit(s.level[t]! + 1);
        const points = upgradePoints(up.level);
        s.level[t] = up.level;
        s.r[t] = up.radius;
        s.merge[t] = 1;
        s.rest[t] = 0;
        keepInBox(s, t);
        wakeAround(s, t);
        s.score += points;
        events?.push({ type: 'upgraded', id: s.id[t]!, level: up.level, points, x: s.x[t]!, y: s.y[t]! });
        break;
      }
      default: {
        const none: never = landing;
        throw new Error(`no physics for the landing ${String(none)}`);
      }
    }
  }
}

/**
 * The frame's touching pairs that can merge do, in order, each piece at most once. The pieces born are
 * written after the last row (rows n to n + born - 1) and join the board in `age`; returns how many.
 */
function merge(s: Sim, rules: Rules, events: GameEvent[] | null): number {
  const { gone } = s;
  const { at: pairs, count } = s.pairs;
  let born = 0;
  for (let k = 0; k < count; k += 2) {
    const a = pairs[k]!;
    const b = pairs[k + 1]!;
    if (gone[a] === 1 || gone[b] === 1 || !canMerge(s, a, b)) continue;
    born += mergePair(s, rules, events, a, b, born);
  }
  return born;
}

/** Pieces a and b merge (`born` pieces born before them this frame): 1 if a piece is born, 0 if two watermelons vanish. */
function mergePair(s: Sim, rules: Rules, events: GameEvent[] | null, a: number, b: number, born: number): number {
  s.gone[a] = s.gone[b] = 1;
  if (rules.wakeHeldUp) wakeHeldUp(s, a, b);
  else {
    wakeAround(s, a);
    wakeAround(s, b);
  }
  const x = (s.x[a]! + s.x[b]!) / 2;
  const y = (s.y[a]! + s.y[b]!) / 2;
  if (s.level[a] === MAX_LEVEL) {
    events?.push({ type: 'watermelonsVanished', x, y });
    return 0;
  }
  const m = s.n + born;
  const f = fruit(s.level[a]! + 1);
  const id = s.nextId++;
  newRow(s, m, id, f.level, f.radius, x, y);
  s.vx[m] = (s.vx[a]! + s.vx[b]!) / 2;
  s.vy[m] = (s.vy[a]! + s.vy[b]!) / 2;
  keepInBox(s, m);
  s.score += f.points;
  events?.push({ type: 'merged', id, level: f.level, x, y, points: f.points });
  return 1;
}

/** Row m: a fruit just born from a merge (landed, popping in). */
function newRow(s: Sim, m: number, id: number, level: number, radius: number, x: number, y: number): void {
  s.id[m] = id;
  s.kind[m] = FRUIT;
  s.level[m] = level;
  s.r[m] = radius;
  s.x[m] = x;
  s.y[m] = y;
  for (const k of BORN_FIELDS) s[k][m] = bornColumn(k);
  s.landed[m] = 1;
  s.merge[m] = 1;
  s.turn[m] = s.spun[m] = 0;
  s.from[m] = undefined;
}

/** Still frames counted, animations advanced, the board compacted: the survivors in order, then the pieces born. */
function age(s: Sim, born: number): void {
  const { n, x, y, x0, y0, still, gone } = s;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - x0[i]!;
    const dy = y[i]! - y0[i]!;
    still[i] = dx * dx + dy * dy < STILL_PX * STILL_PX ? Math.min(still[i]! + 1, STILL_FRAMES) : 0;
  }
  let j = 0;
  for (let i = 0; i < n + born; i++) {
    if (i < n && gone[i] === 1) continue;
    if (s.merge[i]! > 0) s.merge[i] = Math.max(0, s.merge[i]! - MERGE_DECAY);
    if (s.explosion[i] !== INTACT && (i >= n || s.hit[i] === 0)) s.explosion[i] = s.explosion[i]! - EXPLOSION_DECAY;
    if (s.explosion[i] !== INTACT && s.explosion[i]! <= 1e-9) continue;
    if (i !== j) moveRow(s, i, j);
    j++;
  }
  s.n = j;
  s.from.length = j;
}

/** Row i's piece to row j (the working arrays too: harmless, and one loop). */
function moveRow(s: Sim, i: number, j: number): void {
  const r = s as unknown as Record<string, Float64Array>;
  for (const k of ARRAYS) r[k]![j] = r[k]![i]!;
  s.from[j] = s.from[i];
}

/** The frame counted, and the game ended if the pile has settled over the top line or stayed over it too long. */
function end(s: Sim, rules: Rules, events: GameEvent[] | null): void {
  s.grace = Math.max(0, s.grace - 1);
  // A settled piece over the top ends the game; one still bouncing, or just born from a merge, does not,
  // unless the pile stays over the line for OVERFLOW_FRAMES (tapping fast must not keep it alive forever).
  let anyOver = false;
  let settledOver = false;
  for (let i = 0; i < s.n; i++) {
    if (!overTopAt(s, i)) continue; // a piece that ends the game is over the top line too
    anyOver = true;
    if (s.merge[i] === 0 && s.rest[i]! >= SLEEP_FRAMES && s.still[i]! >= rules.stillToEnd) settledOver = true;
  }
  s.overflow = anyOver ? s.overflow + 1 : 0;
  s.frame += 1;
  // At `rules.lastFrame` a game ends, so the page reports it and it verifies.
  const over = (s.grace === 0 && (settledOver || s.overflow >= OVERFLOW_FRAMES)) || s.frame >= rules.lastFrame;
  if (over) events?.push({ type: 'gameOver', score: s.score });
  s.phase = over ? 'ended' : 'playing';
}

/** Row i is a landed, intact piece with its top at or above the top line (danger.ts `overTop`). */
export const overTopAt = (s: Sim, i: number) =>
  s.landed[i] === 1 && s.explosion[i] === INTACT && s.y[i]! - s.r[i]! <= 0;

/** A piece that grew (merge, upgrade) may poke through a wall; move it back in at once. */
function keepInBox(s: Sim, i: number): void {
  const r = s.r[i]!;
  s.x[i] = Math.min(Math.max(s.x[i]!, r), WORLD_WIDTH - r);
  s.y[i] = Math.min(s.y[i]!, WORLD_HEIGHT - r);
}

/** Two touching landed fruits of one level. */
function canMerge(s: Sim, a: number, b: number): boolean {
  if (s.kind[a] !== FRUIT || s.kind[b] !== FRUIT || s.level[a] !== s.level[b]) return false;
  if (s.landed[a] === 0 || s.landed[b] === 0 || s.explosion[a] !== INTACT || s.explosion[b] !== INTACT) return false;
  const rr = s.r[a]! + s.r[b]! + CONTACT_SLOP;
  const dx = s.x[a]! - s.x[b]!;
  const dy = s.y[a]! - s.y[b]!;
  return dx * dx + dy * dy <= rr * rr;
}

/** The intact piece nearest to row i, centre to centre, not gone: `any` (to remove), or one an upgrade takes; -1 if none. */
function nearest(s: Sim, i: number, any: boolean): number {
  let best = -1;
  let bestD = Infinity;
  for (let j = 0; j < s.n; j++) {
    if (j === i || s.gone[j] === 1 || s.explosion[j] !== INTACT) continue;
    if (!any && (s.kind[j] !== FRUIT || s.level[j]! >= MAX_LEVEL)) continue;
    const dx = s.x[j]! - s.x[i]!;
    const dy = s.y[j]! - s.y[i]!;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

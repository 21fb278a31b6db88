import * as constants from './constants';
import * as fruits from './fruits';
import * as physics from './physics';
import { type Body, type PhysicsResult } from './physics';
import type { GameEvent, Piece, Transition, World } from './types';
import * as danger from './danger';
import { RULES, type Rules } from './rules';
import { wakeAround, wakeHeldUp } from './support';
import * as world from './world';

// Bound once here: a loader may turn each imported binding into a getter call, and the solver reads
// these millions of times a second (bench:replay).
const { fruitPiece } = world;
const { endsGame, overTop } = danger;
const { physicsStep } = physics;
const { fruit, MAX_LEVEL, takesWildcard, wildcardPoints } = fruits;
const {
  CONTACT_SLOP,
  EXPLOSION_DECAY,
  MERGE_DECAY,
  OVERFLOW_FRAMES,
  STILL_FRAMES,
  STILL_PX,
  WORLD_HEIGHT,
  WORLD_WIDTH,
} = constants;

/** What the phases of one step share: the bodies as they change, and what the step has done so far. */
interface StepState {
  /** The game's rules, resolved once for the step. */
  rules: Rules;
  bodies: Body[];
  events: GameEvent[];
  /** Body indices removed this step. */
  gone: Set<number>;
  /** Ids whose explosion starts this step, at full alpha. */
  hit: Set<number>;
  fallingId: number | null;
  nextId: number;
  score: number;
}

/**
 * One fixed step of a playing world, in four phases: physics; landings and the specials they set off;
 * merges (queued during the contact pass, applied after it, each piece at most once); then the pieces
 * age (still frames, animations) and the top line is checked.
 */
export function step(world: World): Transition {
  const rules = RULES[world.rules];
  const s: StepState = {
    rules,
    bodies: world.pieces.map(writable),
    events: [],
    gone: new Set(),
    hit: new Set(),
    fallingId: world.fallingId,
    nextId: world.nextId,
    score: world.score,
  };
  const { touched, pairs, speedSlots } = physicsStep(s.bodies, rules, world.speedSlots);
  land(s, touched);
  const born = merge(s, pairs);
  const pieces = age(s, born, world.pieces);
  return end(world, s, pieces, speedSlots);
}

/** A piece's writable copy, every field named in one order, so every body shares one shape (spread copies were a hot spot). */
function writable(p: Piece): Body {
  return {
    id: p.id,
    kind: p.kind,
    level: p.level,
    key: p.key,
    name: p.name,
    radius: p.radius,
    points: p.points,
    x: p.x,
    y: p.y,
    vx: p.vx,
    vy: p.vy,
    angle: p.angle,
    av: p.av,
    bounces: p.bounces,
    rest: p.rest,
    still: p.still,
    landed: p.landed,
    merge: p.merge,
    explosion: p.explosion,
  };
}

/** Pieces touching something for the first time land; a landing special acts on its nearest target. */
function land(s: StepState, touched: PhysicsResult['touched']): void {
  const { bodies, events, gone, hit } = s;
  const removed = (b: Body) => (s.rules.wakeHeldUp ? wakeHeldUp(bodies, b) : wakeAround(bodies, b));
  bodies.forEach((b, i) => {
    if (b.landed || !touched[i] || b.explosion !== null) return;
    b.landed = true;
    if (b.id === s.fallingId) s.fallingId = null;
    events.push({ type: 'landed', id: b.id, kind: b.kind, level: b.level });
    if (b.kind === 'fruit') return;
    gone.add(i);
    removed(b);
    const target = nearest(bodies, i, gone, (o) => (b.kind === 'bomb' ? true : takesWildcard(o)));
    if (!target) {
      events.push({ type: 'specialVanished', kind: b.kind });
    } else if (b.kind === 'bomb') {
      target.explosion = 1;
      hit.add(target.id);
      removed(target);
      events.push({ type: 'exploded', targetId: target.id, level: target.level, x: target.x, y: target.y });
    } else {
      const up = fruit(target.level + 1);
      const points = wildcardPoints(up.level);
      Object.assign(target, { level: up.level, key: up.key, name: up.name, radius: up.radius, points: up.points });
      target.merge = 1;
      target.rest = 0;
      keepInBox(target);
      wakeAround(bodies, target);
      s.score += points;
      events.push({ type: 'upgraded', id: target.id, level: up.level, points, x: target.x, y: target.y });
    }
  });
}

/** The contact pass's pairs that can merge do, in order, each piece at most once: the pieces born. */
function merge(s: StepState, pairs: PhysicsResult['pairs']): Body[] {
  const { bodies, events, gone } = s;
  const born: Body[] = [];
  for (let k = 0; k < pairs.length; k += 2) {
    const ia = pairs[k]!;
    const ib = pairs[k + 1]!;
    const a = bodies[ia]!;
    const b = bodies[ib]!;
    if (gone.has(ia) || gone.has(ib) || !canMerge(a, b)) continue;
    gone.add(ia).add(ib);
    if (s.rules.wakeHeldUp) wakeHeldUp(bodies, a, b);
    else {
      wakeAround(bodies, a);
      wakeAround(bodies, b);
    }
    const x = (a.x + b.x) / 2;
    const y = (a.y + b.y) / 2;
    if (a.level === MAX_LEVEL) {
      events.push({ type: 'watermelonsVanished', x, y });
      continue;
    }
    const merged: Body = { ...fruitPiece(s.nextId++, a.level + 1, x, y), landed: true, merge: 1 };
    merged.vx = (a.vx + b.vx) / 2;
    merged.vy = (a.vy + b.vy) / 2;
    keepInBox(merged);
    s.score += merged.points;
    born.push(merged);
    events.push({ type: 'merged', id: merged.id, level: merged.level, x, y, points: merged.points });
  }
  return born;
}

/** Still frames counted, animations advanced, finished explosions dropped: the pieces after this step. */
function age(s: StepState, born: Body[], before: readonly Piece[]): Body[] {
  countStill(s.bodies, before);
  const pieces: Body[] = [];
  // The survivors in order, then the pieces born; one pass, as the bench's profile asked.
  const keep = (b: Body) => {
    if (b.merge > 0) b.merge = Math.max(0, b.merge - MERGE_DECAY);
    if (b.explosion !== null && !s.hit.has(b.id)) b.explosion -= EXPLOSION_DECAY;
    if (b.explosion === null || b.explosion > 1e-9) pieces.push(b);
  };
  for (let i = 0; i < s.bodies.length; i++) if (!s.gone.has(i)) keep(s.bodies[i]!);
  for (const b of born) keep(b);
  return pieces;
}

/** The next world, ended if the pile has settled over the top line or stayed over it too long. */
function end(world: World, s: StepState, pieces: Body[], speedSlots: World['speedSlots']): Transition {
  const { fallingId, nextId, score, events } = s;
  const grace = Math.max(0, world.grace - 1);
  // A settled piece over the top ends the game; one still bouncing, or just born from a merge, does not,
  // unless the pile stays over the line for OVERFLOW_FRAMES (tapping fast must not keep it alive forever).
  let anyOver = false;
  let settledOver = false;
  for (const p of pieces) {
    if (!overTop(p)) continue; // a piece that ends the game is over the top line too
    anyOver = true;
    if (endsGame(p, s.rules)) settledOver = true;
  }
  const overflow = anyOver ? world.overflow + 1 : 0;
  const frame = world.frame + 1;
  // At its last frame (rules v4: the replay's cap) a game ends, so the page reports it and it verifies.
  const over = (grace === 0 && (settledOver || overflow >= OVERFLOW_FRAMES)) || frame >= s.rules.lastFrame;
  if (over) events.push({ type: 'gameOver', score });
  return {
    world: {
      ...world,
      pieces,
      fallingId,
      nextId,
      score,
      grace,
      overflow,
      speedSlots,
      frame,
      phase: over ? 'ended' : 'playing',
    },
    events,
  };
}

/** Each body's run of still frames: `before[i]` is where bodies[i] started this step. */
function countStill(bodies: Body[], before: readonly Piece[]): void {
  for (let i = 0; i < bodies.length; i++) {
    const b = bodies[i]!;
    const dx = b.x - before[i]!.x;
    const dy = b.y - before[i]!.y;
    b.still = dx * dx + dy * dy < STILL_PX * STILL_PX ? Math.min(b.still + 1, STILL_FRAMES) : 0;
  }
}

/** A piece that grew (merge, upgrade) may poke through a wall; move it back in at once. */
function keepInBox(b: Body): void {
  b.x = Math.min(Math.max(b.x, b.radius), WORLD_WIDTH - b.radius);
  b.y = Math.min(b.y, WORLD_HEIGHT - b.radius);
}

/** Two touching landed fruits of one level. */
function canMerge(a: Body, b: Body): boolean {
  if (a.kind !== 'fruit' || b.kind !== 'fruit' || a.level !== b.level) return false;
  if (!a.landed || !b.landed || a.explosion !== null || b.explosion !== null) return false;
  const rr = a.radius + b.radius + CONTACT_SLOP;
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2 <= rr * rr;
}

/** The intact piece nearest to bodies[i], centre to centre, among those `ok` accepts. */
function nearest(bodies: Body[], i: number, gone: Set<number>, ok: (b: Body) => boolean): Body | undefined {
  const self = bodies[i]!;
  let best: Body | undefined;
  let bestD = Infinity;
  bodies.forEach((b, j) => {
    if (j === i || gone.has(j) || b.explosion !== null || !ok(b)) return;
    const d = (b.x - self.x) ** 2 + (b.y - self.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = b;
    }
  });
  return best;
}

import {
  MAX_RANDOM_LEVEL,
  MAX_REVIVES,
  REVIVE_GRACE_FRAMES,
  REVIVE_REMOVES,
  SLEEP_FRAMES,
  WORLD_WIDTH,
} from './constants';
import { overTop } from './danger';
import { randomInt } from './random';
import { RULES, type Rules } from './rules';
import { loadWorld, scratchSim, type Sim } from './sim';
import { overTopAt, step, stepSim } from './step';
import { stepWork } from './work';
import type { SpecialKind } from './specials';
import type { Action, GameEvent, Piece, Transition, World } from './types';
import { createWorld, nextRadius, pieceFrom } from './world';

const NO_EVENTS: readonly GameEvent[] = [];
const unchanged = (world: World): Transition => ({ world, events: NO_EVENTS });

/**
 * The whole game as one reducer.
 *
 * The identity rule: the same world object back means nothing changed. An action that changes nothing
 * (a drop while one is falling, a step while paused, a revive after two) returns the very world it was
 * given, with no events; any change returns a new object. Callers compare with `===` and rely on it:
 * the loop skips the commit (loop.ts), the recorder records nothing (recording.ts), and the session knows
 * a revive was refused (gameFlow.ts `revived`).
 */
export function update(world: World, action: Action): Transition {
  switch (action.type) {
    case 'step':
      return world.phase === 'playing' ? step(world) : unchanged(world);
    case 'drop':
      return drop(world, action.x);
    case 'pause':
      return world.phase === 'playing'
        ? { world: { ...world, phase: 'paused' }, events: [{ type: 'paused' }] }
        : unchanged(world);
    case 'resume':
      return world.phase === 'paused'
        ? { world: { ...world, phase: 'playing' }, events: [{ type: 'resumed' }] }
        : unchanged(world);
    case 'restart':
      // A restarted game takes a fresh seed from the old game's PRNG, so it is not a rerun.
      return {
        world: withSpecials(createWorld(action.seed ?? world.rng, world.rules), grantedSpecials(world)),
        events: [{ type: 'restarted' }],
      };
    case 'revive':
      return revive(world);
    case 'setSpecial':
      return setSpecial(world, action.kind);
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Where a drop at x lands: clamped so the piece fits between the walls. */
export function clampDropX(world: Pick<World, 'current'>, x: number): number {
  const r = nextRadius(world.current);
  const safe = Number.isFinite(x) ? x : WORLD_WIDTH / 2;
  return Math.min(Math.max(safe, r), WORLD_WIDTH - r);
}

/** A paid special is never lost: it becomes the current piece, or waits its turn (kept for the next game after game over). */
function setSpecial(world: World, kind: SpecialKind): Transition {
  if (world.phase === 'ended' || world.current.kind !== 'fruit') {
    const specials = [...world.specials, kind];
    return { world: { ...world, specials }, events: [{ type: 'specialQueued', kind, waiting: specials.length }] };
  }
  return {
    world: { ...world, current: { kind } },
    events: [{ type: 'specialReady', kind }],
  };
}

/** Every special the player holds: the current piece if it is one, then those waiting. */
export function grantedSpecials(world: World): readonly SpecialKind[] {
  return world.current.kind === 'fruit' ? world.specials : [world.current.kind, ...world.specials];
}

function withSpecials(world: World, specials: readonly SpecialKind[]): World {
  const [first, ...rest] = specials;
  return first === undefined ? world : { ...world, current: { kind: first }, specials: rest };
}

function drop(world: World, x: number): Transition {
  if (world.phase !== 'playing' || world.fallingId !== null) return unchanged(world);
  const at = clampDropX(world, x);
  const r = nextRadius(world.current);
  const piece = pieceFrom(world.current, world.nextId, at, r); // top edge on the top line
  const events: GameEvent[] = [{ type: 'dropped', id: piece.id, x: at, piece: world.current }];
  const dropped = { ...world, pieces: [...world.pieces, piece], fallingId: piece.id, nextId: world.nextId + 1 };
  // A waiting special comes next; otherwise the preview fruit does, and a new preview is drawn.
  const [special, ...specials] = world.specials;
  if (special !== undefined) {
    events.push({ type: 'specialReady', kind: special });
    return { world: { ...dropped, current: { kind: special }, specials }, events };
  }
  const [level, rng] = randomInt(world.rng, 1, MAX_RANDOM_LEVEL);
  return { world: { ...dropped, rng, current: { kind: 'fruit', level: world.next }, next: level }, events };
}

/** Whether a revive would bring this game back: it is over, a revive is left, and it did not end at its row's `lastFrame`. */
export function canRevive(world: Pick<World, 'phase' | 'revives' | 'frame' | 'rules'>): boolean {
  return world.phase === 'ended' && world.revives < MAX_REVIVES && world.frame < RULES[world.rules].lastFrame;
}

/**
 * A revive (docs/product.md, "Game over and revives"): the five oldest pieces go, play resumes; refused after two revives. With
 * `rules.reviveClearsOverLine` every piece still over the top line goes too; with `reviveLookAhead`, the highest
 * piece left then goes, one at a time, until the game left alone would not end again within that many frames.
 */
function revive(world: World): Transition {
  if (!canRevive(world)) return unchanged(world);
  const rules = RULES[world.rules];
  const removed = [...world.pieces]
    .sort((a, b) => a.id - b.id)
    .slice(0, REVIVE_REMOVES)
    .map((p) => p.id);
  if (rules.reviveClearsOverLine)
    for (const p of world.pieces) if (overTop(p) && !removed.includes(p.id)) removed.push(p.id);
  let revived = revivedWorld(world, removed);
  let work = 0;
  while (rules.reviveLookAhead > 0) {
    const look = endsWithin(revived, rules);
    work += look.work;
    if (!look.ends) break;
    const highest = revived.pieces.reduce<Piece | null>(
      (h, p) => (h === null || p.y - p.radius < h.y - h.radius ? p : h),
      null,
    );
    if (highest === null) break;
    removed.push(highest.id);
    revived = revivedWorld(world, removed);
  }
  return { world: revived, events: [{ type: 'revived', revives: revived.revives, removed }], work };
}

/** The game after a revive that removes `removed`: every other piece wakes and falls, and the top line waits out the grace. */
function revivedWorld(world: World, removed: readonly number[]): World {
  const gone = new Set(removed);
  return {
    ...world,
    phase: 'playing',
    pieces: world.pieces.filter((p) => !gone.has(p.id)).map((p) => ({ ...p, rest: 0 })),
    fallingId: world.fallingId !== null && gone.has(world.fallingId) ? null : world.fallingId,
    revives: world.revives + 1,
    grace: REVIVE_GRACE_FRAMES,
    overflow: 0,
  };
}

/**
 * Whether the game, left alone (no drop), ends within `rules.reviveLookAhead` steps, and the work that
 * took: a look-ahead on a copy. It stops early at calm: past the grace, every piece asleep and none over
 * the line, nothing moves again without a drop (a sleeper with nothing beneath it would have woken), so it
 * cannot end.
 */
function endsWithin(world: World, rules: Rules): { ends: boolean; work: number } {
  const s = loadWorld(lookSim, world);
  let work = 0;
  for (let i = 0; i < rules.reviveLookAhead && s.phase === 'playing'; i++) {
    work += stepWork(s.n);
    stepSim(s, rules, null);
    if (s.grace === 0 && calm(s)) return { ends: false, work };
  }
  return { ends: s.phase === 'ended' && s.frame < rules.lastFrame, work }; // the cap's end is no one's fault
}

/** Every piece asleep and none over the top line. */
function calm(s: Sim): boolean {
  for (let i = 0; i < s.n; i++) if (s.rest[i]! < SLEEP_FRAMES || overTopAt(s, i)) return false;
  return true;
}

/** The revive's look-ahead steps here, loaded at each look. */
const lookSim = /* @__PURE__ */ scratchSim();

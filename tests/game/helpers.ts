import { STEP_MS, update, WORLD_WIDTH, type Action, type GameEvent, type Piece, type World } from '../../src/game';
import { fruitPiece } from '../../src/game/world';

/** Applies actions in order, collecting every event. */
export function run(world: World, actions: readonly Action[]): { world: World; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const t = update(world, a);
    world = t.world;
    events.push(...t.events);
  }
  return { world, events };
}

export function stepN(world: World, n: number) {
  return run(
    world,
    Array.from({ length: n }, () => ({ type: 'step' }) as const),
  );
}

/** Steps for this many simulated seconds. */
export const seconds = (s: number) => Math.round((s * 1000) / STEP_MS);

/** A landed fruit at rest, for building boards directly. */
export function placed(id: number, level: number, x: number, y: number, extra: Partial<Piece> = {}): Piece {
  return { ...fruitPiece(id, level, x, y), landed: true, ...extra };
}

/** How close a piece's edge must be to a side wall to count as against it (px). */
const AT_WALL = 0.5;

/** The largest overlaps between two intact pieces, in px: `open` between pieces clear of the side walls, `atWall` where one is against a wall. */
export function restOverlaps(pieces: readonly Piece[]): { open: number; atWall: number } {
  const walled = (p: Piece) => p.x - p.radius < AT_WALL || p.x + p.radius > WORLD_WIDTH - AT_WALL;
  let open = 0;
  let atWall = 0;
  for (let i = 0; i < pieces.length; i++)
    for (let j = i + 1; j < pieces.length; j++) {
      const a = pieces[i]!;
      const b = pieces[j]!;
      if (a.explosion !== null || b.explosion !== null) continue;
      const depth = a.radius + b.radius - Math.hypot(a.x - b.x, a.y - b.y);
      if (walled(a) || walled(b)) atWall = Math.max(atWall, depth);
      else open = Math.max(open, depth);
    }
  return { open, atWall };
}

/** Total kinetic energy in px²/frame², with mass ∝ r² and a strawberry weighing 1. */
export const kinetic = (pieces: readonly Piece[]) =>
  pieces.reduce((e, p) => e + 0.5 * (p.radius / 15) ** 2 * (p.vx * p.vx + p.vy * p.vy), 0);

/** Drops at x and steps until that piece has landed (or a limit). */
export function dropAndLand(world: World, x: number, limit = 300) {
  let { world: w, events } = run(world, [{ type: 'drop', x }]);
  for (let i = 0; i < limit && w.fallingId !== null && w.phase === 'playing'; i++) {
    const t = update(w, { type: 'step' });
    w = t.world;
    events = [...events, ...t.events];
  }
  return { world: w, events };
}

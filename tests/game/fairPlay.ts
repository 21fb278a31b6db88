// Issue #48's two measures of a game that wastes what the player gave: a revived game that ends again at
// once, and a sleeping piece left hanging in the air after a bomb or a merge. Shared by
// tests/game/fairPlay.test.ts (a sample, every version) and bench/fairPlay.ts (the full figures).
import {
  createWorld,
  isSettled,
  nextRandom,
  overTop,
  quantizeDropX,
  SLEEP_FRAMES,
  update,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type Piece,
  type RulesVersion,
  type World,
} from '../../src/game';

/** A sleeping piece this far (px) above whatever is beneath it hangs in the air. */
export const HANG_PX = 3;

/** How far piece p is above the floor or the nearest intact piece beneath it (centre lower), edge to edge. */
export function supportGap(p: Piece, pieces: readonly Piece[]): number {
  let gap = WORLD_HEIGHT - (p.y + p.radius);
  for (const q of pieces) {
    if (q === p || q.explosion !== null || q.y <= p.y) continue;
    gap = Math.min(gap, Math.sqrt((q.x - p.x) ** 2 + (q.y - p.y) ** 2) - p.radius - q.radius);
  }
  return gap;
}

/** Sleeping, intact pieces hanging more than HANG_PX above anything beneath them. */
export const hanging = (w: World): Piece[] =>
  w.pieces.filter((p) => p.explosion === null && p.rest >= SLEEP_FRAMES && supportGap(p, w.pieces) > HANG_PX);

/** The play styles measured: where taps go and how fast, as a person plays. */
export const STYLES = {
  /** Centre-ish taps at a person's pace (the game-over boards). */
  centre: { spread: 0.3, minWait: 20, maxWait: 60 },
  /** Anywhere, quickly. */
  anywhere: { spread: 1, minWait: 4, maxWait: 20 },
  /** Close to the walls, at a person's pace. */
  edges: { spread: 0.95, minWait: 30, maxWait: 90, edges: true },
} as const;
export type Style = keyof typeof STYLES;

interface Player {
  world: World;
  rand: () => number;
}

function player(seed: number, rules: RulesVersion): Player {
  let rng = (seed ^ 0x2545f491) | 0;
  return {
    world: createWorld(seed, rules),
    rand: () => {
      const [v, s] = nextRandom(rng);
      rng = s;
      return v;
    },
  };
}

/** The x a style taps at. */
function aim(p: Player, style: Style): number {
  const o = STYLES[style];
  const r = p.rand();
  if ('edges' in o) return r < 0.5 ? r * 0.3 * WORLD_WIDTH : (0.7 + (r - 0.5) * 0.6) * WORLD_WIDTH;
  return (0.5 + (r - 0.5) * o.spread) * WORLD_WIDTH;
}

/**
 * Plays until game over (or `maxFrames`), calling `onStep` with each step's world and events. Specials
 * come at `specialRate` a frame, as the host grants them.
 */
export function play(
  seed: number,
  rules: RulesVersion,
  style: Style,
  o: {
    maxFrames?: number;
    specialRate?: number;
    onStep?: (w: World, events: readonly { type: string }[]) => void;
  } = {},
): World {
  const p = player(seed, rules);
  const { minWait, maxWait } = STYLES[style];
  let wait = 0;
  while (p.world.phase === 'playing' && p.world.frame < (o.maxFrames ?? 30_000)) {
    if (p.world.fallingId === null && wait-- <= 0) {
      p.world = update(p.world, { type: 'drop', x: quantizeDropX(p.world, aim(p, style)) }).world;
      wait = minWait + Math.floor(p.rand() * (maxWait - minWait));
    }
    if (o.specialRate && p.rand() < o.specialRate)
      p.world = update(p.world, { type: 'setSpecial', kind: p.rand() < 0.7 ? 'bomb' : 'wildcard' }).world;
    const t = update(p.world, { type: 'step' });
    p.world = t.world;
    o.onStep?.(t.world, t.events);
  }
  return p.world;
}

/** What became of one revived game, left alone for `frames`: did it end again, and was a settled piece over the line when the grace ended. */
export function afterRevive(ended: World, frames = 600): { endedAgain: number | null; overAtGraceEnd: number } {
  let w = update(ended, { type: 'revive' }).world;
  let overAtGraceEnd = -1;
  for (let f = 1; f <= frames; f++) {
    w = update(w, { type: 'step' }).world;
    if (w.grace === 0 && overAtGraceEnd < 0) overAtGraceEnd = w.pieces.filter((p) => overTop(p) && isSettled(p)).length;
    if (w.phase === 'ended') return { endedAgain: f, overAtGraceEnd: Math.max(0, overAtGraceEnd) };
  }
  return { endedAgain: null, overAtGraceEnd };
}

/** Revived game-over boards of one style: how many ended again within 600 frames, with no further drop. */
export function reviveFigures(rules: RulesVersion, style: Style, boards: number, firstSeed = 1) {
  let endedAgain = 0;
  let overAtGraceEnd = 0;
  let n = 0;
  const soonest: number[] = [];
  for (let seed = firstSeed; n < boards; seed++) {
    const ended = play(seed, rules, style);
    if (ended.phase !== 'ended') continue;
    n++;
    const r = afterRevive(ended);
    if (r.endedAgain !== null) {
      endedAgain++;
      soonest.push(r.endedAgain);
    }
    if (r.overAtGraceEnd > 0) overAtGraceEnd++;
  }
  return { rules, style, boards: n, endedAgain, overAtGraceEnd, soonest: soonest.sort((a, b) => a - b).slice(0, 3) };
}

/**
 * Bombs and merges in real games (specials granted often): after each, `after` frames later, how many
 * times a sleeping piece hung in the air, and the largest gap seen.
 */
export function hangFigures(rules: RulesVersion, style: Style, games: number, after = 60, firstSeed = 1) {
  const due = new Map<number, 'bomb' | 'merge'>();
  const counts = { bombs: 0, merges: 0, bombHangs: 0, mergeHangs: 0, worstGap: 0 };
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    due.clear();
    play(seed, rules, style, {
      maxFrames: 6000,
      specialRate: 0.01,
      onStep: (w, events) => {
        for (const e of events) {
          const kind = e.type === 'exploded' ? 'bomb' : e.type === 'merged' ? 'merge' : null;
          if (!kind) continue;
          counts[kind === 'bomb' ? 'bombs' : 'merges']++;
          due.set(w.frame + after, kind);
        }
        const kind = due.get(w.frame);
        if (!kind) return;
        due.delete(w.frame);
        const hung = hanging(w);
        if (hung.length === 0) return;
        if (kind === 'bomb') counts.bombHangs++;
        else counts.mergeHangs++;
        for (const p of hung) counts.worstGap = Math.max(counts.worstGap, supportGap(p, w.pieces));
      },
    });
  }
  return { rules, style, games, ...counts, worstGap: +counts.worstGap.toFixed(1) };
}

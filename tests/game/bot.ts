import {
  createWorld,
  decodeReplay,
  encodeReplay,
  MAX_REPLAY_FRAMES,
  MAX_REVIVES,
  nextRandom,
  quantizeDropX,
  record,
  replayText,
  startRecording,
  update,
  nextRadius,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type Action,
  type Recording,
  type RulesVersion,
  type Usage,
  type World,
} from '../../src/game';

export interface BotOptions {
  /** Stop after this many frames (the replay then ends mid-game, as when the player leaves). */
  readonly maxFrames?: number;
  /** Chance per frame that the host grants a special. */
  readonly specialRate?: number;
  /** Chance that a game over is revived (while revives are left). */
  readonly reviveRate?: number;
  /** Frames to wait after a landing before the next drop: at least minWait, less than maxWait. */
  readonly minWait?: number;
  readonly maxWait?: number;
  /** Share of the board's width the drops spread over, around the middle (1: anywhere). */
  readonly spread?: number;
  /** Aims a fruit at the highest landed fruit of its level, when there is one (a player who merges). */
  readonly merge?: boolean;
  /** Hugs a side wall, or alternates between them, drop after drop (the random x is drawn all the same). */
  readonly side?: 'left' | 'right' | 'alternate';
  /** Aims where the piece would rest lowest, beside or on a fruit of its level (a strong player, no look-ahead). */
  readonly strong?: boolean;
  /** The rules to play under (default: the newest). */
  readonly rules?: RulesVersion;
}

export interface BotGame {
  readonly world: World;
  readonly replay: string;
  readonly drops: number;
  /** The specials the bot dropped and the revives it took, counted as it played. */
  readonly used: Usage;
}

/**
 * A seeded player, as the session drives the simulation: drops on the replay's grid, taps while a
 * piece falls (ignored, not written), takes specials from the host at random frames (sometimes during
 * a game over, just before a revive) and revives some game overs. Pure, so it runs in any engine.
 */
export function playBot(seed: number, o: BotOptions = {}): BotGame {
  const {
    maxFrames = 6000,
    specialRate = 0.004,
    reviveRate = 1,
    minWait = 6,
    maxWait = 20,
    spread = 1,
    merge = false,
    strong = false,
    side,
    rules,
  } = o;
  let rng = (seed ^ 0x5bd1e995) | 0;
  const rand = () => {
    const [v, s] = nextRandom(rng);
    rng = s;
    return v;
  };
  let world = createWorld(seed, rules);
  let rec: Recording = startRecording(world);
  let drops = 0;
  const used = { bombs: 0, wildcards: 0, revives: 0 };
  const act = (a: Action) => {
    const t = update(world, a);
    rec = record(rec, world, a, t.world);
    world = t.world;
  };
  let wait = 0;
  while (world.frame < maxFrames) {
    if (world.phase === 'ended') {
      if (world.revives >= MAX_REVIVES || rand() > reviveRate) break;
      if (rand() < 0.3) act({ type: 'setSpecial', kind: rand() < 0.5 ? 'bomb' : 'wildcard' });
      act({ type: 'revive' });
      used.revives++;
    }
    const before = world;
    if (world.fallingId === null ? wait-- <= 0 : rand() < 0.02) {
      const random = (0.5 + (rand() - 0.5) * spread) * WORLD_WIDTH;
      const wall = side === 'alternate' ? (drops % 2 === 0 ? 'left' : 'right') : side;
      const aim = strong
        ? bestLanding(world)
        : wall
          ? wall === 'left'
            ? 0
            : WORLD_WIDTH
          : (merge && mergeTarget(world)) || random;
      act({ type: 'drop', x: quantizeDropX(world, aim) });
      if (world !== before) {
        drops++;
        if (before.current.kind === 'bomb') used.bombs++;
        if (before.current.kind === 'wildcard') used.wildcards++;
        wait = minWait + Math.floor(rand() * (maxWait - minWait));
      }
    }
    if (rand() < specialRate) act({ type: 'setSpecial', kind: rand() < 0.5 ? 'bomb' : 'wildcard' });
    act({ type: 'step' });
  }
  return { world, replay: replayText(rec, world), drops, used };
}

/** The x of the highest landed fruit of the current fruit's level, or null. */
function mergeTarget(world: World): number | null {
  const c = world.current;
  if (c.kind !== 'fruit') return null;
  let best: { x: number; y: number } | null = null;
  for (const p of world.pieces)
    if (p.kind === 'fruit' && p.landed && p.level === c.level && (!best || p.y < best.y)) best = p;
  return best ? best.x : null;
}

/**
 * A strong player's aim, judged from the board alone: where the piece would first touch falling straight
 * down, preferring a low rest, a fruit of its own level to merge with, and not burying a smaller fruit.
 */
function bestLanding(world: World): number {
  const c = world.current;
  const level = c.kind === 'fruit' ? c.level : 0;
  const r = nextRadius(c);
  let best = WORLD_WIDTH / 2;
  let bestScore = -Infinity;
  for (let k = 0; k <= 32; k++) {
    const x = r + ((WORLD_WIDTH - 2 * r) * k) / 32;
    let y = WORLD_HEIGHT - r;
    let under: World['pieces'][number] | null = null;
    for (const p of world.pieces) {
      const dx = p.x - x;
      const rr = r + p.radius;
      if (p.explosion !== null || Math.abs(dx) >= rr) continue;
      const yc = p.y - Math.sqrt(rr * rr - dx * dx);
      if (yc < y) [y, under] = [yc, p];
    }
    let score = y;
    if (c.kind !== 'fruit')
      score = under ? 400 - under.y + under.level * 30 : -1000; // a special: the pile's top
    else if (under && under.kind === 'fruit') {
      if (under.level === level) score += 300;
      else if (under.level === level + 1) score += 40;
      else if (under.level < level) score -= 40 * (level - under.level);
    }
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

/**
 * A real board of settled pieces, its game still on, then told it lasted 2 hours (issue #31's
 * 201-character line): the first seed whose game has at least `minPieces` pieces after 2,400 frames.
 */
export function settledBoard(minPieces: number, rules?: RulesVersion): { text: string; pieces: number } {
  for (let seed = 1; ; seed++) {
    const g = playBot(seed, { maxFrames: 2400, specialRate: 0, reviveRate: 0, minWait: 20, maxWait: 40, rules });
    const d = decodeReplay(g.replay);
    if (d.ok && g.world.phase === 'playing' && g.world.pieces.length >= minPieces)
      return { text: encodeReplay({ ...d.replay, frames: MAX_REPLAY_FRAMES }), pieces: g.world.pieces.length };
  }
}

/**
 * Boards whose pieces never come to rest (issue #48): a strong player's game under rules v4, stopped at
 * `stop`, then told it lasted 2 hours. Found by playing 1,036 stop points (seeds 1 to 259) and keeping those
 * with a piece still awake 1,500 frames later.
 */
export const RESTLESS: readonly (readonly [seed: number, stop: number])[] = [
  [63, 3000],
  [86, 3000],
  [171, 5400],
  [181, 1800],
  [230, 5400],
  [259, 3000],
];

/** A restless board's game, up to `stop`, as its replay. */
export const restlessGame = (seed: number, stop: number) =>
  playBot(seed, { maxFrames: stop, strong: true, rules: 4, specialRate: 0.004 });

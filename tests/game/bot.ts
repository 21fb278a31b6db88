import {
  createWorld,
  MAX_REVIVES,
  nextRandom,
  quantizeDropX,
  record,
  replayText,
  startRecording,
  update,
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
      act({ type: 'drop', x: quantizeDropX(world, (merge && mergeTarget(world)) || random) });
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

// Game-feel effects, as data: made from simulation events, stamped with the step they happened on,
// and drawn by the scene (scene.ts → effectNodes) as keyed react-konva nodes until they end. Pure:
// particles come from the game's seeded PRNG, keyed by the game seed and the effect's id, so a replay
// draws the same sparks and scene snapshots are stable.
import { fruit, nextRandom, type GameEvent } from '../../game';
import { BOARD_COLORS } from './boardLook';
import { deepen, FALLBACK_COLORS } from './palette';

/** One spark or shard: where it flies, how fast, how big. */
export interface Particle {
  /** Radians. */
  readonly angle: number;
  /** World px per frame at the start; it slows as the effect runs. */
  readonly speed: number;
  readonly size: number;
}

interface Stamp {
  /** Unique per session, the React key of the effect's node. */
  readonly id: number;
  /** The simulation frame it started on. */
  readonly at: number;
  readonly x: number;
  readonly y: number;
}

export type Effect =
  /** A merge: a splash, a ring and juice drops in the new fruit's colour and a deeper shade of it. */
  | (Stamp & {
      readonly kind: 'burst';
      readonly color: string;
      /** The fruit's colour darkened to stand out 3:1 against the field: the ring, and half the drops. */
      readonly deep: string;
      readonly radius: number;
      readonly particles: readonly Particle[];
    })
  /** Points floating up from a merge or an upgrade. */
  | (Stamp & { readonly kind: 'points'; readonly points: number })
  /** A piece a special took away (`exploded`): a fireball with a white-hot core, a ring of smoke, shards and embers. */
  | (Stamp & { readonly kind: 'explosion'; readonly shards: readonly Particle[] })
  /** Two watermelons vanished: the board flashes gold, two rings, a banner and confetti in every fruit colour. */
  | (Stamp & { readonly kind: 'celebration'; readonly particles: readonly Particle[] });

export type EffectKind = Effect['kind'];

/** Frames each effect lasts (60 per second); an explosion stays at full strength for its first half. */
export const EFFECT_FRAMES: Readonly<Record<EffectKind, number>> = {
  burst: 30,
  points: 50,
  explosion: 36,
  celebration: 120,
};
/**
 * With prefers-reduced-motion: no particles and nothing flies or grows; each effect a fade in place, long
 * enough to be seen (an explosion still 400 ms, a celebration a second).
 */
export const REDUCED_FRAMES: Readonly<Record<EffectKind, number>> = {
  burst: 15,
  points: 30,
  explosion: 24,
  celebration: 60,
};

export interface EffectOptions {
  /** The game's seed: with the effect's id, it seeds the effect's particles. */
  readonly seed: number;
  /** prefers-reduced-motion: no particles, nothing flies, every effect a short fade. */
  readonly reducedMotion: boolean;
}

/** Effects for one step's events. `nextId` numbers them; returns the new effects and the next id. */
export function effectsFor(
  events: readonly GameEvent[],
  frame: number,
  nextId: number,
  { seed, reducedMotion }: EffectOptions,
): { effects: Effect[]; nextId: number } {
  const effects: Effect[] = [];
  const make = (count: number, speed: [number, number], size: [number, number], id: number): Particle[] => {
    if (reducedMotion) return [];
    let state = (seed ^ Math.imul(id + 1, 0x9e3779b1)) | 0;
    const next = () => {
      const [v, s] = nextRandom(state);
      state = s;
      return v;
    };
    return Array.from({ length: count }, (_, i) => ({
      angle: round(((i + next()) / count) * 2 * Math.PI),
      speed: round(speed[0] + next() * (speed[1] - speed[0])),
      size: round(size[0] + next() * (size[1] - size[0])),
    }));
  };
  const stamp = (x: number, y: number) => ({ id: nextId++, at: frame, x: round(x), y: round(y) });
  for (const e of events) {
    switch (e.type) {
      // A special's upgrade shows as a merge does: a burst in the new fruit's colour, and its points.
      case 'merged':
      case 'upgraded': {
        const s = stamp(e.x, e.y);
        const f = fruit(e.level);
        const color = FALLBACK_COLORS[e.level] ?? '#fff';
        effects.push({
          ...s,
          kind: 'burst',
          color,
          deep: deepen(color, BOARD_COLORS.field),
          radius: f.radius,
          particles: make(12, [2, 5], [3, 6], s.id),
        });
        effects.push({ ...stamp(e.x, e.y), kind: 'points', points: e.points });
        break;
      }
      case 'exploded': {
        const s = stamp(e.x, e.y);
        effects.push({ ...s, kind: 'explosion', shards: make(16, [2.5, 6], [3, 7], s.id) });
        break;
      }
      case 'watermelonsVanished': {
        const s = stamp(e.x, e.y);
        effects.push({ ...s, kind: 'celebration', particles: make(48, [2, 7], [3, 6], s.id) });
        break;
      }
      case 'dropped':
      case 'landed':
      case 'specialVanished':
      case 'gameOver':
      case 'paused':
      case 'resumed':
      case 'restarted':
      case 'revived':
      case 'specialReady':
      case 'specialQueued':
        break;
      default: {
        const never: never = e;
        throw new Error(`unknown event ${JSON.stringify(never)}`);
      }
    }
  }
  return { effects, nextId };
}

/** How long an effect lasts, in frames. */
export const lifetime = (e: Effect, reducedMotion: boolean) => (reducedMotion ? REDUCED_FRAMES : EFFECT_FRAMES)[e.kind];

/** The effects still running at `frame`: the same array when none ended, so nothing re-renders for it. */
export function liveEffects(effects: readonly Effect[], frame: number, reducedMotion: boolean): readonly Effect[] {
  const alive = (e: Effect) => e.at <= frame && frame - e.at < lifetime(e, reducedMotion);
  return effects.every(alive) ? effects : effects.filter(alive); // no new array on most frames
}

/** Two decimals: scene values stay short and stable in snapshots. */
export const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A session's running effects: events add to them, each drawn frame drops the ended ones. The seed
 * comes with each `add`, from the world that made the events (a restart may start another seed).
 */
export function createEffectTracker(options: Omit<EffectOptions, 'seed'>) {
  let effects: readonly Effect[] = [];
  let nextId = 1;
  return {
    /** After a step (or an action): the world's frame stamps the new effects. */
    add(events: readonly GameEvent[], frame: number, seed: number) {
      const made = effectsFor(events, frame, nextId, { ...options, seed });
      if (made.effects.length) effects = [...effects, ...made.effects];
      nextId = made.nextId;
    },
    /** What runs at `frame`; effects stamped after it belong to a game that was restarted, and go. */
    running(frame: number): readonly Effect[] {
      effects = liveEffects(effects, frame, options.reducedMotion);
      return effects;
    },
    reducedMotion: options.reducedMotion,
  };
}

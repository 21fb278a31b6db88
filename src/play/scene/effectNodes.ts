// What each running effect looks like at a given moment: plain data for the board's keyed nodes,
// and for scene snapshots. Pure: the moment is the simulation frame plus the drawn frame's alpha.
import { WORLD_HEIGHT, WORLD_WIDTH } from '../../game';
import { FALLBACK_COLORS } from './palette';
import { lifetime, round, type Effect, type Particle } from './effects';

export interface Dot {
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly color: string;
}

export type EffectNode =
  | {
      readonly kind: 'burst';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      readonly opacity: number;
      /** The juice splash: a disc in the fruit's colour, a little wider than the fruit. */
      readonly splash: number;
      readonly ring: number;
      readonly color: string;
      readonly deep: string;
      readonly dots: readonly Dot[];
    }
  | {
      readonly kind: 'points';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      readonly opacity: number;
      readonly text: string;
    }
  | {
      readonly kind: 'explosion';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      readonly opacity: number;
      /** The fireball's radius, its white-hot core's, and the smoke ring's. */
      readonly fire: number;
      readonly core: number;
      readonly smoke: number;
      readonly dots: readonly Dot[];
    }
  | {
      readonly kind: 'celebration';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      readonly opacity: number;
      /** The gold flash over the whole board (its opacity). */
      readonly flash: number;
      readonly ring: number;
      readonly ring2: number;
      /** The banner's offset from the centre (kept inside the board) and its pop-in scale. */
      readonly banner: { readonly x: number; readonly y: number; readonly scale: number };
      readonly dots: readonly Dot[];
    };

const CONFETTI = FALLBACK_COLORS.slice(1);
/** The explosion's colours: fire, smoke and shards, embers. */
export const EXPLOSION_COLORS = { fire: '#f76707', core: '#fff9db', smoke: '#343a40', ember: '#fd7e14' } as const;
/** The celebration's amber gold and its second ring's pink (both 3:1 on the field), and the board's flash. */
export const CELEBRATION_COLORS = { gold: '#cc6a00', pink: '#d6336c', flash: '#ffd43b' } as const;

/** Half the celebration banner's width (it pops in at up to 1.2×, and stays inside the board). */
export const BANNER_HALF = 130;

/** Particles fly out and slow to a stop at the end of the effect. */
function fly(ps: readonly Particle[], age: number, life: number, color: (i: number) => string, fall = 0): Dot[] {
  const travel = age * (1 - age / (2 * life));
  return ps.map((p, i) => ({
    x: round(Math.cos(p.angle) * p.speed * travel),
    y: round(Math.sin(p.angle) * p.speed * travel + fall * age * age),
    r: round(p.size * (1 - (0.5 * age) / life)),
    color: color(i),
  }));
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Full strength until `hold` (0–1 of the effect's life), then a fade to nothing. */
const holdThenFade = (t: number, hold: number) => (t < hold ? 1 : 1 - (t - hold) / (1 - hold));

/** Each running effect at `now` (simulation frames, fractional). */
export function effectNodes(effects: readonly Effect[], now: number, reducedMotion: boolean): readonly EffectNode[] {
  return effects.map((e) => {
    const life = lifetime(e, reducedMotion);
    const age = Math.min(Math.max(now - e.at, 0), life);
    const t = age / life; // 0 → 1
    const grow = reducedMotion ? 0.5 : t; // with reduced motion nothing grows: each shape keeps its middle size
    const base = { id: e.id, x: e.x, y: e.y, opacity: round(1 - t) };
    switch (e.kind) {
      case 'burst':
        return {
          ...base,
          kind: e.kind,
          opacity: round(holdThenFade(t, 0.3)),
          splash: round(e.radius * (1 + 0.4 * grow)),
          ring: round(e.radius * (0.8 + 0.9 * grow)),
          color: e.color,
          deep: e.deep,
          dots: fly(e.particles, age, life, (i) => (i % 2 ? e.deep : e.color), 0.04),
        };
      case 'points':
        return { ...base, kind: e.kind, y: round(e.y - (reducedMotion ? 0 : 40 * t)), text: `+${e.points}` };
      case 'explosion':
        return {
          ...base,
          kind: e.kind,
          opacity: round(holdThenFade(t, 0.5)),
          fire: round(26 + 44 * Math.sqrt(grow)),
          core: round(22 * (1 - grow)),
          smoke: round(34 + 60 * grow),
          dots: fly(e.shards, age, life, (i) => (i % 2 ? EXPLOSION_COLORS.ember : EXPLOSION_COLORS.smoke), 0.06),
        };
      case 'celebration': {
        const pop = reducedMotion ? 1 : t < 0.1 ? 0.4 + 8 * t : t < 0.2 ? 1.2 - 2 * (t - 0.1) : 1;
        return {
          ...base,
          kind: e.kind,
          opacity: round(holdThenFade(t, 0.7)),
          flash: round(reducedMotion ? 0.25 : 0.45 * Math.max(0, 1 - t / 0.35)),
          ring: round(40 + 180 * grow),
          ring2: round(20 + 110 * grow),
          banner: {
            x: round(clamp(e.x, BANNER_HALF * 1.2, WORLD_WIDTH - BANNER_HALF * 1.2) - e.x),
            y: round(clamp(e.y - 70, 50, WORLD_HEIGHT - 60) - e.y - (reducedMotion ? 0 : 20 * t)),
            scale: round(pop),
          },
          dots: fly(e.particles, age, life, (i) => CONFETTI[i % CONFETTI.length]!, 0.05),
        };
      }
      default: {
        const never: never = e;
        throw new Error(`unknown effect ${JSON.stringify(never)}`);
      }
    }
  });
}

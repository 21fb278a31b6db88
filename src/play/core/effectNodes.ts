// What each running effect looks like at a given moment: plain data for the board's keyed nodes,
// and for scene snapshots. Pure: the moment is the simulation frame plus the drawn frame's alpha.
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
      readonly ring: number;
      readonly color: string;
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
      readonly flash: number;
      readonly dots: readonly Dot[];
    }
  | {
      readonly kind: 'celebration';
      readonly id: number;
      readonly x: number;
      readonly y: number;
      readonly opacity: number;
      readonly ring: number;
      readonly dots: readonly Dot[];
    };

const CONFETTI = FALLBACK_COLORS.slice(1);

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

/** Each running effect at `now` (simulation frames, fractional). */
export function effectNodes(effects: readonly Effect[], now: number, reducedMotion: boolean): readonly EffectNode[] {
  return effects.map((e) => {
    const life = lifetime(e, reducedMotion);
    const age = Math.min(Math.max(now - e.at, 0), life);
    const t = age / life; // 0 → 1
    const base = { id: e.id, x: e.x, y: e.y, opacity: round(1 - t) };
    switch (e.kind) {
      case 'burst':
        return {
          ...base,
          kind: e.kind,
          color: e.color,
          ring: round(e.radius * (0.6 + 0.8 * t)),
          dots: fly(e.particles, age, life, () => e.color, 0.04),
        };
      case 'points':
        return { ...base, kind: e.kind, y: round(e.y - (reducedMotion ? 0 : 40 * t)), text: `+${e.points}` };
      case 'explosion':
        return {
          ...base,
          kind: e.kind,
          flash: round(20 + 40 * t),
          dots: fly(e.shards, age, life, () => '#343a40', 0.06),
        };
      case 'celebration':
        return {
          ...base,
          kind: e.kind,
          ring: round(30 + 120 * t),
          dots: fly(e.particles, age, life, (i) => CONFETTI[i % CONFETTI.length]!, 0.03),
        };
      default: {
        const never: never = e;
        throw new Error(`unknown effect ${JSON.stringify(never)}`);
      }
    }
  });
}

// Scores over time as lines on one plot: a watched game's along the viewer's slider, and two games on the same
// pieces in the end popup. Drawn as SVG, stretched to its box; the text beside it says what it shows.
import { memo } from 'react';
import { perSpecial, SPECIALS } from '../../../game';
import type { Moment, MomentKind } from '../../watch/watchedGame';
import styles from './Viewer.px.module.css';

/** [frame, score] pairs in frame order. */
export type Curve = readonly (readonly [number, number])[];

export interface CurveLine {
  readonly points: Curve;
  readonly tone?: 'theirs' | 'yours';
}

const W = 1000;
const H = 100;
/** The colour each moment is marked in. */
export const MOMENT_COLORS: Readonly<Record<MomentKind, string>> = {
  level9: '#f59f00',
  level10: '#e8590c',
  level11: '#2b8a3e',
  watermelons: '#c2255c',
  ...perSpecial((k) => SPECIALS[k].mark),
  revive: '#1971c2',
};

export const ScoreCurves = memo(function ScoreCurves(props: {
  frames: number;
  curves: readonly CurveLine[];
  moments?: readonly Moment[];
}) {
  const { frames, curves, moments = [] } = props;
  const top = Math.max(1, ...curves.flatMap((c) => c.points.map((p) => p[1])));
  const x = (f: number) => ((W * f) / Math.max(1, frames)).toFixed(1);
  const y = (s: number) => (H - 4 - ((H - 8) * s) / top).toFixed(1);
  return (
    <svg className={styles.curves} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
      {curves.map((c, i) => (
        <polyline
          key={i}
          className={c.tone === 'yours' ? styles.yours : styles.theirs}
          points={c.points.map(([f, s]) => `${x(f)},${y(s)}`).join(' ')}
          fill="none"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {moments.map((m, i) => (
        <line
          key={i}
          x1={x(m.frame)}
          x2={x(m.frame)}
          y1={0}
          y2={36}
          stroke={MOMENT_COLORS[m.kind]}
          strokeWidth={4}
          vectorEffect="non-scaling-stroke"
          data-moment={m.kind}
        />
      ))}
    </svg>
  );
});

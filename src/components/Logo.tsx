import { BRAND } from '../styles/theme';
/** The mark's shapes on its 64-unit square, each an SVG path and its fill: the page's SVG and the score card's canvas draw them. */
export const LOGO_SHAPES = [
  { d: 'M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z', fill: BRAND },
  { d: 'M16 18 L20 8 L26 16 Z M48 18 L44 8 L38 16 Z', fill: '#ffd6e0' },
  { d: 'M32 52 C14 40 10 30 16 22 C21 16 29 17 32 23 C35 17 43 16 48 22 C54 30 50 40 32 52 Z', fill: '#fff' },
  {
    d: 'M23.5 30A2.5 2.5 0 1 0 28.5 30A2.5 2.5 0 1 0 23.5 30ZM35.5 30A2.5 2.5 0 1 0 40.5 30A2.5 2.5 0 1 0 35.5 30Z',
    fill: '#2b2b33',
  },
] as const;

/** The app's mark: a heart with two little ears (the pet), drawn here. */
export function Logo({ size = 40, title }: { size?: number; title: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title}>
      {LOGO_SHAPES.map((s) => (
        <path key={s.d} d={s.d} fill={s.fill} />
      ))}
    </svg>
  );
}

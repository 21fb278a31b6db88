// The site's colours that CSS and canvas code share: one home. CSS reads them as custom properties
// from `virtual:theme.css` (written from this module at build time, scripts/vite-plugins.ts), so
// `var(--brand)` and BRAND are the same fact.

/** The brand pink: primary buttons, the focus ring, the logo, the outline of a merge's "+N". */
export const BRAND = '#c2255c';

/** The custom properties every page's CSS may read. */
export const THEME_VARS: Readonly<Record<`--${string}`, string | number>> = { '--brand': BRAND };

/** A `:root` rule declaring these custom properties. */
export const rootRule = (vars: Readonly<Record<string, string | number>>) =>
  `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}\n`;

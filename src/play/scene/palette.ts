// The pieces' colours by level (drawn where their art is missing, and the base of a merge's splash) and
// `deepen`, which makes such a colour readable on the field: plain data, no DOM, so the pure effect code
// (effects.ts, effectNodes.ts) and the views read one palette. The effects' own colours live with them.

/** Fallback colours by level (0 = specials). */
export const FALLBACK_COLORS = [
  '#333',
  '#e5383b',
  '#f25c2a',
  '#7b2cbf',
  '#fb8500',
  '#ffbe0b',
  '#d62828',
  '#fcbf49',
  '#e0218a',
  '#ffafcc',
  '#a7c957',
  '#2b9348',
] as const;

const channels = (hex: string): [number, number, number] => {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c).slice(1) : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};
const toHex = (c: readonly number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour, darkened in steps of a tenth until it stands out against `ground` by `ratio` (WCAG's 3:1 for
 * graphics): a pale fruit's burst still shows on the pale field.
 */
export function deepen(hex: string, ground: string, ratio = 3): string {
  let c = channels(hex);
  for (let i = 0; i < 10 && contrast(toHex(c), ground) < ratio; i++) c = c.map((v) => v * 0.9) as typeof c;
  return toHex(c);
}

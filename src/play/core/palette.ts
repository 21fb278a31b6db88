// The pieces' colours when their art is missing, and the effects' colours: plain data, no DOM, so the
// pure effect code (effects.ts) and the views read one palette.

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

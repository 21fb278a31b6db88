/** The most of its input a reason quotes: a hostile line's text is named, never echoed whole. */
export const QUOTE_CHARS = 40;

/** A fragment of the input for a reason: JSON-quoted, at most QUOTE_CHARS of it, with … when cut. */
export const quote = (text: string): string =>
  text.length > QUOTE_CHARS ? `${JSON.stringify(text.slice(0, QUOTE_CHARS))}…` : JSON.stringify(text);

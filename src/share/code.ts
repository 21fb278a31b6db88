/**
 * Unicode's bidi controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and
 * the implicit marks (U+200E, U+200F, U+061C). They reorder what is drawn without being drawn, so a
 * code holding them would be shown in one order and copied in another. Other invisible characters
 * (the zero-width joiner inside an emoji, say) change nothing about order and are kept.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The share code as shown, copied and sent to the app: the query value without bidi controls. */
export function cleanCode(raw: string): string {
  return raw.replace(BIDI_CONTROLS, '');
}

/**
 * Stands in for the share code in the prerendered "has a code" variant. A private-use character, so
 * no real code text can be mistaken for it; the prepaint script swaps it for the visitor's code.
 * (Here, not in the route table: the inline prepaint scripts import it and must stay small.)
 */
export const CODE_SENTINEL = '\uE000';

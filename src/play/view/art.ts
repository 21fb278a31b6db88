// The pieces' art, inlined in the game's chunk: 13 small SVGs come to about 1.3 KB compressed, and
// inlined they cost no request before the game is playable (each would be its own round trip).
import { FRUITS, SPECIAL_KINDS, type FruitKey, type SpecialKind } from '../../game';

const files = import.meta.glob<string>('./art/*.svg', { query: '?raw', import: 'default', eager: true });

/** A piece's art: a fruit's, or a special's. */
export type ArtKey = FruitKey | SpecialKind;
export const IMAGE_KEYS: readonly ArtKey[] = [...FRUITS.map((f) => f.key), ...SPECIAL_KINDS];

/** Each piece's art as a `data:` URL, for <img> in the HUD and for the board's bitmaps. */
export const ART_URLS: Readonly<Record<ArtKey, string>> = Object.fromEntries(
  IMAGE_KEYS.map((key) => {
    const svg = files[`./art/${key}.svg`];
    if (svg === undefined) throw new Error(`no art for ${key} in src/play/view/art/`);
    return [key, `data:image/svg+xml,${encodeURIComponent(svg.trim())}`];
  }),
) as Record<ArtKey, string>;

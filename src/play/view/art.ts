// The pieces' art, inlined in the game's chunk: 13 small SVGs come to about 1.3 KB compressed, and
// inlined they cost no request before the game is playable (each would be its own round trip).
import { FRUITS, SPECIAL_KINDS, type FruitKey, type SpecialKind } from '../../game';

const files = import.meta.glob<string>('./art/*.svg', { query: '?raw', import: 'default', eager: true });

/** A piece's art: a fruit's, or a special's. */
export type ArtKey = FruitKey | SpecialKind;
export const IMAGE_KEYS: readonly ArtKey[] = [...FRUITS.map((f) => f.key), ...SPECIAL_KINDS];

const svgOf = (key: ArtKey): string => {
  const svg = files[`./art/${key}.svg`];
  if (svg === undefined) throw new Error(`no art for ${key} in src/play/view/art/`);
  return svg.trim();
};

/** Each piece's art as a `data:` URL, for the board's bitmaps. */
export const ART_URLS: Readonly<Record<ArtKey, string>> = Object.fromEntries(
  IMAGE_KEYS.map((key) => [key, `data:image/svg+xml,${encodeURIComponent(svgOf(key))}`]),
) as Record<ArtKey, string>;

const markups = new Map<string, string>();

/**
 * A piece's art as inline SVG markup `size` px square, for the HUD and the prop buttons. Its ids
 * (gradients, clip paths) are made the piece's own, since inline SVGs share the page's ids. Made once
 * per piece and size: a prop button renders again each second of its cooldown.
 */
export function artMarkup(key: ArtKey, size: number): string {
  const id = `${key}@${size}`;
  let markup = markups.get(id);
  if (markup === undefined) {
    markup = svgOf(key)
      .replace(/\bid="([^"]+)"/g, `id="art-${key}-$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#art-${key}-$1)`)
      .replace('<svg ', `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false" `);
    markups.set(id, markup);
  }
  return markup;
}

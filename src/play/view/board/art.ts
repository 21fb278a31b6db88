// The pieces' art, inlined in the game's chunk: small SVGs that cost no request before the game is playable
// (each file of its own would be a round trip).
import { FRUITS, SPECIAL_KINDS, type FruitKey, type SpecialKind } from '../../../game';

const files = import.meta.glob<string>('./art/*.svg', { query: '?raw', import: 'default', eager: true });

/** A piece's art: a fruit's, or a special's. */
export type ArtKey = FruitKey | SpecialKind;
export const IMAGE_KEYS: readonly ArtKey[] = [...FRUITS.map((f) => f.key), ...SPECIAL_KINDS];

const svgOf = (key: ArtKey): string => {
  const svg = files[`./art/${key}.svg`];
  if (svg === undefined) throw new Error(`no art for ${key} in src/play/view/board/art/`);
  return svg.trim();
};

/** Each piece's art as a `data:` URL, for the board's bitmaps. */
export const ART_URLS: Readonly<Record<ArtKey, string>> = Object.fromEntries(
  IMAGE_KEYS.map((key) => [key, `data:image/svg+xml,${encodeURIComponent(svgOf(key))}`]),
) as Record<ArtKey, string>;

/** A piece's SVG with its ids (gradients, clip paths) made its own: inline SVGs, and SVGs in one sheet, share ids. */
const scopedSvg = (key: ArtKey): string =>
  svgOf(key)
    .replace(/\bid="([^"]+)"/g, `id="art-${key}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#art-${key}-$1)`);

/** Where a piece's art sits in a sheet (artSheetUrl), in the sheet's px. */
export interface ArtCell {
  readonly key: ArtKey;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The pieces' art stacked in one SVG image, each at its cell, as a `data:` URL: the browser makes one SVG
 * document for all of them, where each image of its own costs one.
 */
export function artSheetUrl(cells: readonly ArtCell[]): string {
  const width = Math.max(0, ...cells.map((c) => c.width));
  const height = cells.reduce((h, c) => Math.max(h, c.y + c.height), 0);
  const body = cells
    .map((c) =>
      scopedSvg(c.key).replace(
        '<svg ',
        `<svg x="0" y="${c.y}" width="${c.width}" height="${c.height}" preserveAspectRatio="none" `,
      ),
    )
    .join('');
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(sheet)}`;
}

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
    markup = scopedSvg(key).replace(
      '<svg ',
      `<svg width="${size}" height="${size}" aria-hidden="true" focusable="false" `,
    );
    markups.set(id, markup);
  }
  return markup;
}

import { FRUITS, SPECIAL_KINDS, SPECIAL_RADIUS } from '../../../game';
import { ART_URLS, artSheetUrl, IMAGE_KEYS, type ArtCell, type ArtKey } from './art';

/** Images or pre-rasterised canvases, as Konva.Image takes either. */
export type ImageMap = ReadonlyMap<string, HTMLImageElement | HTMLCanvasElement>;

/**
 * Decodes pieces' art once (inlined: no request), every piece's unless `keys` says which: all of them in
 * one SVG image (artSheetUrl), cut into a bitmap each. Where that sheet fails, each alone, and art that
 * fails then is left out of the map; the board draws those as coloured circles with the level.
 */
export async function preloadImages(keys: readonly ArtKey[] = IMAGE_KEYS): Promise<ImageMap> {
  const scale = rasterScale();
  let y = 0;
  const cells = keys.map((key): ArtCell => {
    const cell = cellOf(key, scale, y);
    y += cell.height;
    return cell;
  });
  const sheet = cells.length ? await loaded(artSheetUrl(cells)) : null;
  return (sheet && cut(sheet, cells)) ?? separately(keys, scale);
}

/** Where a piece's bitmap sits in a sheet, at the size the piece is shown. */
function cellOf(key: ArtKey, scale: number, y = 0): ArtCell {
  const size = SIZES.get(key) ?? MAX_SIZE;
  return { key, y, width: Math.ceil(size * scale), height: Math.ceil(size * ART_HEIGHT * scale) };
}

/** A bitmap of `cell`'s size with `draw` drawn on it; null where the page cannot make one. */
function bitmap(cell: ArtCell, draw: (ctx: CanvasRenderingContext2D) => void): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = cell.width;
  canvas.height = cell.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  draw(ctx);
  return canvas;
}

/** The image at `src` once decoded, or null if it cannot be. */
const loaded = (src: string) =>
  new Promise<HTMLImageElement | null>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });

/** Each cell of the sheet as a bitmap of its own; null where the page cannot make one. */
function cut(sheet: HTMLImageElement, cells: readonly ArtCell[]): ImageMap | null {
  try {
    const map = new Map<string, HTMLCanvasElement>();
    for (const c of cells) {
      const canvas = bitmap(c, (ctx) => ctx.drawImage(sheet, 0, c.y, c.width, c.height, 0, 0, c.width, c.height));
      if (!canvas) return null;
      map.set(c.key, canvas);
    }
    return map;
  } catch {
    return null;
  }
}

/** Each piece's art as an image of its own: one that fails is said and left out. */
async function separately(keys: readonly ArtKey[], scale: number): Promise<ImageMap> {
  const map = new Map<string, HTMLImageElement | HTMLCanvasElement>();
  await Promise.all(
    keys.map(async (key) => {
      const img = await loaded(ART_URLS[key]);
      if (img) map.set(key, rasterise(img, cellOf(key, scale)));
      else console.warn(`fruit art failed to load: ${key}; drawing a plain circle instead`);
    }),
  );
  return map;
}

/** Sharp up to a board drawn 1.25× larger than the 375 px design, on the screen's pixel density. */
const rasterScale = () => Math.min(3, Math.max(1, window.devicePixelRatio || 1)) * 1.25;

/** The art's height over its width: stems and leaves stick out above the round fruit. */
export const ART_HEIGHT = 1.04;
/** The fruit's centre, down from the top of the art, in radii. */
export const ART_CENTRE_Y = 1.06;

/** Where a piece of `radius` draws its art, as a Konva image takes it: its size and the offset of its centre. */
export const artBox = (radius: number) => ({
  width: 2 * radius,
  height: 2 * radius * ART_HEIGHT,
  offsetX: radius,
  offsetY: radius * ART_CENTRE_Y,
});

/** Largest piece diameter in world px (the watermelon). */
const MAX_SIZE = 140;
/** Each piece's diameter in world px: its bitmap is made for that size. */
const SIZES = new Map<string, number>([
  ...FRUITS.map((f) => [f.key, 2 * f.radius] as const),
  ...SPECIAL_KINDS.map((k) => [k, 2 * SPECIAL_RADIUS] as const),
]);

/**
 * Drawing an SVG image re-rasterises it on every frame; a bitmap copy, made once
 * at the size the piece is shown, is cheap to draw a hundred times a frame.
 */
function rasterise(img: HTMLImageElement, cell: ArtCell): HTMLImageElement | HTMLCanvasElement {
  try {
    return bitmap(cell, (ctx) => ctx.drawImage(img, 0, 0, cell.width, cell.height)) ?? img;
  } catch {
    return img; // the SVG still draws, only slower
  }
}

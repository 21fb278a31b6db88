import { FRUITS } from '../../game';
import { ART_URLS, IMAGE_KEYS, type ArtKey } from './art';

/** Images or pre-rasterised canvases, as Konva.Image takes either. */
export type ImageMap = ReadonlyMap<string, HTMLImageElement | HTMLCanvasElement>;

/**
 * Decodes pieces' art once (inlined: no request), every piece's unless `keys` says which. Images
 * that fail are left out of the map; the board draws those as coloured circles with the level.
 */
export function preloadImages(keys: readonly ArtKey[] = IMAGE_KEYS): Promise<ImageMap> {
  const map = new Map<string, HTMLImageElement | HTMLCanvasElement>();
  return Promise.all(
    keys.map(
      (key) =>
        new Promise<void>((resolve) => {
          const img = new Image();
          img.onload = () => {
            map.set(key, rasterise(img, SIZES.get(key) ?? MAX_SIZE));
            resolve();
          };
          img.onerror = () => {
            console.warn(`fruit art failed to load: ${key}; drawing a plain circle instead`);
            resolve();
          };
          img.src = ART_URLS[key];
        }),
    ),
  ).then(() => map);
}

/** The art's height over its width: stems and leaves stick out above the round fruit. */
export const ART_HEIGHT = 1.04;
/** The fruit's centre, down from the top of the art, in radii. */
export const ART_CENTRE_Y = 1.06;

/** Largest piece diameter in world px (the watermelon). */
const MAX_SIZE = 140;
/** Each piece's diameter in world px: its bitmap is made for that size. */
const SIZES = new Map<string, number>([
  ...FRUITS.map((f) => [f.key, 2 * f.radius] as const),
  ['bomb', 48],
  ['wildcard', 48],
]);

/**
 * Drawing an SVG image re-rasterises it on every frame; a bitmap copy, made once
 * at the size the piece is shown, is cheap to draw a hundred times a frame.
 */
function rasterise(img: HTMLImageElement, size: number): HTMLImageElement | HTMLCanvasElement {
  try {
    // Sharp up to a board drawn 1.25× larger than the 375 px design, on the screen's pixel density.
    const scale = Math.min(3, Math.max(1, window.devicePixelRatio || 1)) * 1.25;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(size * scale);
    canvas.height = Math.ceil(size * ART_HEIGHT * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return img;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas;
  } catch {
    return img; // the SVG still draws, only slower
  }
}

import { FRUITS } from '../game';

export const IMAGE_KEYS = [...FRUITS.map((f) => f.key), 'bomb', 'wildcard'] as const;

export type ImageMap = ReadonlyMap<string, HTMLImageElement>;

/**
 * Loads every piece's art once, reporting progress. Images that fail are left
 * out of the map; the board draws those as coloured circles with the level.
 */
export function preloadImages(base: string, onProgress: (done: number, total: number) => void): Promise<ImageMap> {
  const map = new Map<string, HTMLImageElement>();
  let done = 0;
  const total = IMAGE_KEYS.length;
  onProgress(0, total);
  return Promise.all(
    IMAGE_KEYS.map(
      (key) =>
        new Promise<void>((resolve) => {
          const img = new Image();
          img.onload = () => {
            map.set(key, img);
            onProgress(++done, total);
            resolve();
          };
          img.onerror = () => {
            console.warn(`fruit art failed to load: ${key}; drawing a plain circle instead`);
            onProgress(++done, total);
            resolve();
          };
          img.src = `${base}fruits/${key}.svg`;
        }),
    ),
  ).then(() => map);
}

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

// Reading a QR code drawn by qrPath back, as a scanner would: its modules, then jsQR (a decoder written
// apart from the encoder) on the code rasterised with a quiet zone.
import jsQR from 'jsqr';

/** The modules a path paints (each `M x y h n v1 h-n z` a run of n in row y). */
export function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(n); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

/** The code as a scanner sees it: 4 px a module, 4 modules of white around it, as RGBA. */
function pixels(grid: boolean[][]) {
  const scale = 4;
  const quiet = 4;
  const width = (grid.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  grid.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
    }),
  );
  return { data, width };
}

/** What a scanner reads from a path of `size` modules, or null. */
export function scanPath(path: string, size: number): string | null {
  const { data, width } = pixels(modulesOf(path, size));
  return jsQR(data, width, width)?.data ?? null;
}

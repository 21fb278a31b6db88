/**
 * A QR code's dark modules as one SVG path in module units, each run of dark modules in a row one
 * rectangle: the desktop landing page draws the download link's code from it (vite.config.ts encodes the
 * code at build time, so no encoder ships to the page).
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return d;
}

/** A code as the page gets it: its width in modules and its path. */
export interface DownloadQr {
  readonly size: number;
  readonly path: string;
}

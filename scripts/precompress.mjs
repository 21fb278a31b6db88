// After the build: every text file in dist/ gets a brotli (.br) and a gzip (.gz) copy, made once at
// the highest levels, so neither server compresses on the fly. nginx serves them with brotli_static
// and gzip_static (deploy/nginx.conf), the Node server (static-server.mjs) alike: brotli where the
// client accepts it, else gzip, else the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/**
 * A service worker script (…-sw.js) has no copies: an operator who replaces it (the kill switch) replaces the
 * one file, and nginx's brotli_static can never go on serving an old `.br` beside it. It is small and fetched
 * only when the browser checks for an update.
 */
export const UNCOPIED = /-sw\.js$/;

export const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
export const gzip = (buf) => gzipSync(buf, { level: 9 });

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(dir = 'dist') {
  let count = 0;
  for (const file of [...files(dir)]) {
    if (!COMPRESSIBLE.has(extname(file)) || UNCOPIED.test(file)) continue;
    const raw = readFileSync(file);
    // A copy no smaller than the file (robots.txt) is not worth a Content-Encoding.
    for (const [ext, copy] of [
      ['br', brotli(raw)],
      ['gz', gzip(raw)],
    ])
      if (copy.length < raw.length) writeFileSync(`${file}.${ext}`, copy);
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`precompressed ${precompress()} files (.br, .gz)`);

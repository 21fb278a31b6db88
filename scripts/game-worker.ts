// After the prerender, before precompressing: writes the game page's service worker
// (dist/BigWatermelon-sw.js, source src/sw/gameWorker.ts). Vite bundles the worker's source as one
// classic script (module workers need Chrome 91 and iOS 15, the pages promise Chrome 80 and iOS 13.4),
// and its precache list, the files the game needs with a revision for each, is made here from the
// build's own output and put where the source says `self.__WB_MANIFEST` (the entries workbox-precaching
// takes: an md5 of the content, as Workbox's own tools make it). Hashed chunks are keyed by their name
// alone: their name is their revision.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ROUTES } from '../src/app/routeTable.ts';
import { GAME_WORKER_FILE } from '../src/pages/game/offline.ts';
import { BUILD_TARGET } from './browsers.ts';
import { readManifest } from './manifest.ts';

const game = ROUTES.find((r) => r.page === 'game' && r.entry && r.file);

/**
 * What the game loads, under dist/: its HTML, every chunk its entry imports statically or
 * dynamically (howler included), and the sounds. Its CSS is inlined in the HTML, never fetched.
 */
export function gameFiles(dist = 'dist'): string[] {
  if (!game?.entry || !game.file) throw new Error('routeTable has no prerendered game route with an entry');
  const { chunk } = readManifest(dist);
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const dep of [...(chunk(key).imports ?? []), ...(chunk(key).dynamicImports ?? [])]) walk(dep);
  };
  walk(game.entry);
  const sounds = existsSync(join(dist, 'sounds')) ? readdirSync(join(dist, 'sounds')).map((f) => `sounds/${f}`) : [];
  return [game.file, ...[...keys].map((k) => chunk(k).file), ...sounds];
}

/** Each file's precache entry: its URL, and the md5 of its content, or null for a hashed chunk. */
export function precacheList(dist: string, files: readonly string[]) {
  let bytes = 0;
  const entries = files.map((url) => {
    const content = readFileSync(join(dist, url));
    bytes += content.length;
    const revision = url.startsWith('assets/') ? null : createHash('md5').update(content).digest('hex');
    return { revision, url };
  });
  return { entries, bytes };
}

export async function writeGameWorker(dist = 'dist'): Promise<{ files: string[]; bytes: number }> {
  const tmp = mkdtempSync(join(tmpdir(), 'game-worker-'));
  try {
    await build({
      logLevel: 'warn',
      configFile: false,
      define: { 'process.env.NODE_ENV': '"production"' }, // Workbox's dev-only logging goes
      build: {
        outDir: tmp,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        target: BUILD_TARGET,
        lib: { entry: 'src/sw/gameWorker.ts', formats: ['iife'], name: 'gameWorker', fileName: () => 'worker.js' },
      },
    });
    const files = gameFiles(dist);
    const { entries, bytes } = precacheList(dist, files);
    const source = readFileSync(join(tmp, 'worker.js'), 'utf8');
    const at = source.split('self.__WB_MANIFEST');
    if (at.length !== 2) throw new Error(`the worker must name self.__WB_MANIFEST once, found ${at.length - 1}`);
    writeFileSync(join(dist, GAME_WORKER_FILE), at.join(JSON.stringify(entries)));
    // The build makes no compressed copy of a worker; one left from an earlier build must never be served.
    for (const ext of ['.br', '.gz']) rmSync(join(dist, GAME_WORKER_FILE + ext), { force: true });
    return { files, bytes };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// `tsx scripts/game-worker.ts [dist]`: the build runs it on dist/; the update test on a second build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, bytes } = await writeGameWorker(process.argv[2]);
  console.log(
    `game worker: ${GAME_WORKER_FILE} precaches ${files.length} files, ${(bytes / 1000).toFixed(1)} KB as built`,
  );
}

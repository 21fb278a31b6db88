// After the prerender, before precompressing: writes the game page's service worker
// (dist/BigWatermelon-sw.js, source src/sw/gameWorker.ts). Workbox's injectManifest (workbox-build)
// lists the files the game needs with a revision for each; the worker's source is bundled first as
// one classic script (module workers need Chrome 91 and iOS 15, the pages promise Chrome 80 and
// iOS 13.4). Hashed chunks are keyed by their name alone: their name is their revision.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
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
    const { count, size, warnings } = await injectManifest({
      swSrc: join(tmp, 'worker.js'),
      swDest: join(dist, GAME_WORKER_FILE),
      globDirectory: dist,
      globPatterns: files,
      dontCacheBustURLsMatching: /^assets\//,
    });
    // The build precompresses after this step; a copy left from an earlier build must never be served.
    for (const ext of ['.br', '.gz']) rmSync(join(dist, GAME_WORKER_FILE + ext), { force: true });
    if (warnings.length) throw new Error(`workbox: ${warnings.join('; ')}`);
    if (count !== files.length) throw new Error(`workbox listed ${count} files, expected ${files.length}: ${files}`);
    return { files, bytes: size };
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

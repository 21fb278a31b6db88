// After the prerender, before precompressing: writes the game page's service worker
// (dist/BigWatermelon-sw.js, source src/sw/gameWorker.ts). Vite bundles the worker's source as one
// classic script (module workers need Chrome 91 and iOS 15, the pages promise Chrome 80 and iOS 13.4),
// and its precache list, the files the game needs with a revision for each, is made here from the
// build's own output and put where the source says `self.__WB_MANIFEST` (the entries workbox-precaching
// takes: an md5 of the content, as Workbox's own tools make it), with the sha256 of each file, which the
// install checks, where it says `self.__FILE_DIGESTS`. Hashed chunks are keyed by their name alone: their name is their revision. The headers
// the servers send with this build's pages (its policy) go where it says `self.__PAGE_HEADERS`.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PAGE_MODULES, ROUTES } from '../src/app/routeTable.ts';
import { GAME_WORKER_FILE } from '../src/pages/game/offline.ts';
import { BUILD_TARGET } from './browsers.ts';
import { readHashes, securityHeaders } from './csp.mjs';
import { readManifest } from './manifest.ts';

const game = ROUTES.find((r) => r.page === 'game' && r.entry && r.file);

/**
 * What the game loads, under dist/: its HTML, every chunk its entry imports statically or
 * dynamically (howler included), the stylesheets of the chunks it loads later (the viewer's: what it
 * loads first has its CSS inlined in the HTML), the workers they start, and the sounds.
 */
export function gameFiles(dist = 'dist'): string[] {
  if (!game?.entry || !game.file) throw new Error('routeTable has no prerendered game route with an entry');
  const { chunk, closure } = readManifest(dist);
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const dep of [...(chunk(key).imports ?? []), ...(chunk(key).dynamicImports ?? [])]) walk(dep);
  };
  walk(game.entry);
  const sounds = existsSync(join(dist, 'sounds')) ? readdirSync(join(dist, 'sounds')).map((f) => `sounds/${f}`) : [];
  // What the HTML inlines: as scripts/prerender.ts gathers it.
  const first = closure(game.entry);
  for (const module of [PAGE_MODULES[game.page], ...(game.alsoLoads ?? [])]) closure(module, first);
  const inlined = new Set([...first].flatMap((k) => chunk(k).css ?? []));
  const css = [...new Set([...keys].flatMap((k) => chunk(k).css ?? []))].filter((f) => !inlined.has(f));
  // A worker a chunk starts (the viewer's play-through) is one of its assets.
  const workers = [...keys].flatMap((k) => (chunk(k).assets ?? []).filter((f) => f.endsWith('.js')));
  return [game.file, ...[...keys].map((k) => chunk(k).file), ...css, ...workers, ...sounds];
}

/**
 * Each file's precache entry (its URL, and the md5 of its content or null for a hashed chunk), and the
 * sha256 of each file's content, which the worker checks before it caches one: a file of another build
 * is never cached. (Not as Workbox's `integrity`: WebKit fails every fetch that carries one.)
 */
export function precacheList(dist: string, files: readonly string[]) {
  let bytes = 0;
  const digests: Record<string, string> = {};
  const entries = files.map((url) => {
    const content = readFileSync(join(dist, url));
    bytes += content.length;
    digests[url] = createHash('sha256').update(content).digest('base64');
    const revision = url.startsWith('assets/') ? null : createHash('md5').update(content).digest('hex');
    return { revision, url };
  });
  return { entries, digests, bytes };
}

/** What the worker serves its page with: the headers both servers send with this build's pages. */
export const pageHeaders = (dist: string) => ({
  ...securityHeaders(readHashes(dist)),
  'Content-Type': 'text/html; charset=utf-8',
});

/** The worker's source with each `self.<name>` placeholder replaced by its value, as JSON. */
export function fillPlaceholders(source: string, values: Readonly<Record<string, unknown>>): string {
  return Object.entries(values).reduce((text, [name, value]) => {
    const at = text.split(`self.${name}`);
    if (at.length !== 2) throw new Error(`the worker must name self.${name} once, found ${at.length - 1}`);
    return at.join(JSON.stringify(value));
  }, source);
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
    const { entries, digests, bytes } = precacheList(dist, files);
    const source = readFileSync(join(tmp, 'worker.js'), 'utf8');
    const filled = fillPlaceholders(source, {
      __WB_MANIFEST: entries,
      __FILE_DIGESTS: digests,
      __PAGE_HEADERS: pageHeaders(dist),
    });
    writeFileSync(join(dist, GAME_WORKER_FILE), filled);
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

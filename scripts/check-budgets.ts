// Size budgets, checked in `npm test` after the production build.
// - `budgetKb`: the gzip size of the JavaScript a page needs before it can be used.
// - `servedBudgetKb` (the game): everything transferred before the page is usable, as served (the
//   build's brotli copies): the HTML with its inlined CSS, and every file the HTML preloads, which is
//   all it loads before then (tests/e2e/chromium/start.test.ts watches the requests). At most
//   MAX_REQUESTS requests, the HTML included.
// Over budget, it fails and prints the sizes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES, ROUTES, type RouteEntry } from '../src/app/routeTable.ts';
import { readBasePath } from '../src/config/siteSettings.ts';
import { GAME_WORKER_FILE } from '../src/pages/game/offline.ts';
import { readManifest } from './manifest.ts';

const MAX_REQUESTS = 8;
/** What the game's service worker may download into its cache, as served (issue #33). */
const WORKER_CACHE_KB = 400;
const { chunk, closure } = readManifest();
const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

const jsBytes = (keys: Iterable<string>) =>
  [...keys].filter((k) => chunk(k).file.endsWith('.js')).reduce((n, k) => n + gz(chunk(k).file), 0);

/** The files the page's HTML names as preload or modulepreload, under dist/. */
function preloadedFiles(html: string, base = readBasePath(process.env.BASE_PATH)): string[] {
  return [...html.matchAll(/<link rel="(?:module)?preload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!.slice(base.length));
}

const served = (file: string) => readFileSync(`dist/${file}.br`).length;

function servedCheck(route: RouteEntry & { file: string }): { kb: number; requests: number; lines: string[] } {
  const files = preloadedFiles(readFileSync(`dist/${route.file}`, 'utf8'));
  const sizes = [route.file, ...files].map((f) => [f, served(f)] as const);
  return {
    kb: sizes.reduce((n, [, b]) => n + b, 0) / 1000,
    requests: sizes.length,
    lines: sizes.map(([f, b]) => `        ${(b / 1000).toFixed(1).padStart(6)} KB br  ${f}`),
  };
}

const entry = closure('index.html');
let ok = true;
for (const route of ROUTES) {
  if (route.budgetKb !== undefined) {
    const keys = new Set(entry);
    for (const module of [PAGE_MODULES[route.page], ...(route.alsoLoads ?? [])]) closure(module, keys);
    const kb = jsBytes(keys) / 1000;
    const over = kb > route.budgetKb;
    ok &&= !over;
    console.log(
      `${over ? 'OVER ' : 'ok   '} ${route.path.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB gzip JS (budget ${route.budgetKb} KB)`,
    );
  }
  if (route.servedBudgetKb !== undefined && route.file) {
    const { kb, requests, lines } = servedCheck({ ...route, file: route.file });
    const over = kb > route.servedBudgetKb || requests > MAX_REQUESTS;
    ok &&= !over;
    console.log(
      `${over ? 'OVER ' : 'ok   '} ${route.path.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB served before usable, ` +
        `${requests} requests (budget ${route.servedBudgetKb} KB, ${MAX_REQUESTS} requests)`,
    );
    for (const line of lines) console.log(line);
  }
}
// The game's offline copy: what its service worker precaches, as the device downloads it (the
// brotli copy where the build made one). The Cache API keeps the bodies decoded, printed beside.
const workerFiles = [...readFileSync(`dist/${GAME_WORKER_FILE}`, 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
  (m) => m[1]!,
);
const asServed = (f: string) => (existsSync(`dist/${f}.br`) ? served(f) : statSync(`dist/${f}`).size);
const cacheKb = workerFiles.reduce((n, f) => n + asServed(f), 0) / 1000;
const decodedKb = workerFiles.reduce((n, f) => n + statSync(`dist/${f}`).size, 0) / 1000;
const cacheOver = cacheKb > WORKER_CACHE_KB || !workerFiles.includes('BigWatermelon.html');
ok &&= !cacheOver;
console.log(
  `${cacheOver ? 'OVER ' : 'ok   '} ${GAME_WORKER_FILE.padEnd(24)} ${cacheKb.toFixed(1).padStart(6)} KB served to fill its cache, ` +
    `${workerFiles.length} files (budget ${WORKER_CACHE_KB} KB; ${decodedKb.toFixed(1)} KB decoded in the cache)`,
);
if (!ok) {
  console.error('A page is over its size budget.');
  process.exit(1);
}

// `npm test`'s browser-support stage: the built JavaScript, the bundles and every page's inline
// scripts, may use no syntax and no built-in newer than the WebViews package.json's "browserslist"
// names (es-check, with its feature checks). AggregateError is allowed: src/app/polyfills.ts
// supplies it where it is missing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_WORKER_FILE } from '../src/pages/game/offline.ts';

const DIST = 'dist';
const INLINE = 'test-results/inline-scripts';
rmSync(INLINE, { recursive: true, force: true });
mkdirSync(INLINE, { recursive: true });

let count = 0;
for (const page of readdirSync(DIST).filter((f) => f.endsWith('.html'))) {
  const html = readFileSync(join(DIST, page), 'utf8');
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="(?!module)[^"]*"/.test(m[1]!) || !m[2]!.trim()) continue; // JSON, not code
    const kind = /type="module"/.test(m[1]!) ? 'module' : 'classic';
    writeFileSync(join(INLINE, `${page}.${count++}.${kind}.js`), m[2]!);
  }
}

const check = (module: boolean, files: string) =>
  spawnSync(
    'npx',
    [
      'es-check',
      ...(module ? ['--module'] : []),
      '--checkBrowser',
      '--checkFeatures',
      '--allowList',
      'AggregateError',
      files,
    ],
    { stdio: 'inherit' },
  ).status === 0;

const bundles = check(true, `${DIST}/assets/*.js`);
const inlineModules =
  !readdirSync(INLINE).some((f) => f.endsWith('.module.js')) || check(true, `${INLINE}/*.module.js`);
const inlineClassic = count === 0 || check(false, `${INLINE}/*.classic.js`);
// The game's service worker, a classic script (scripts/game-worker.ts).
const worker = check(false, `${DIST}/${GAME_WORKER_FILE}`);
console.log(
  `browser support: ${readdirSync(`${DIST}/assets`).filter((f) => f.endsWith('.js')).length} bundles, ${count} inline scripts, the game's service worker`,
);
process.exit(bundles && inlineModules && inlineClassic && worker ? 0 : 1);

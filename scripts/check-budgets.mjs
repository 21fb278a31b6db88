// Size budgets, checked in `npm test` after the production build: the gzip size
// of the JavaScript each page needs before it can be used. Over budget, it fails
// and prints the sizes.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

/** A chunk and everything it imports statically (what loads before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const find = (suffix) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`no chunk for ${suffix} in the build manifest`);
  return key;
};
const jsBytes = (keys) =>
  [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((n, k) => n + gz(manifest[k].file), 0);

const entry = closure('index.html');
const page = (suffix) => jsBytes(closure(find(suffix), new Set(entry)));
const pages = [
  { page: '/h5/share', bytes: page('src/pages/share/SharePage.tsx'), budget: 115 },
  { page: '/h5/ (desktop landing)', bytes: page('src/pages/landing/DesktopLanding.tsx'), budget: 115 },
  { page: '/h5/移动官网首页', bytes: page('src/pages/landing/MobileLanding.tsx'), budget: 115 },
  // The game also fetches howler (use-sound loads it on mount) before sounds can play.
  {
    page: '/h5/BigWatermelon',
    bytes: page('src/pages/game/GamePage.tsx') + jsBytes(closure(find('node_modules/howler/dist/howler.js'))),
    budget: 230,
  },
];
let ok = true;
for (const p of pages) {
  const kb = p.bytes / 1000;
  const over = kb > p.budget;
  ok &&= !over;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${p.page.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB gzip JS (budget ${p.budget} KB)`,
  );
}
if (!ok) {
  console.error('A page is over its size budget.');
  process.exit(1);
}

// Size budgets, checked in `npm test` after the production build: the gzip size of the JavaScript
// each route's page needs before it can be used (the route table's `budgetKb`). Over budget, it
// fails and prints the sizes.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES, ROUTES } from '../src/app/routeTable.ts';
import { readManifest } from './manifest.ts';

const { chunk, closure } = readManifest();
const gz = (file: string) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;

const jsBytes = (keys: Iterable<string>) =>
  [...keys].filter((k) => chunk(k).file.endsWith('.js')).reduce((n, k) => n + gz(chunk(k).file), 0);

const entry = closure('index.html');
let ok = true;
for (const route of ROUTES) {
  if (route.budgetKb === undefined) continue;
  const keys = new Set(entry);
  for (const module of [PAGE_MODULES[route.page], ...(route.alsoLoads ?? [])]) closure(module, keys);
  const kb = jsBytes(keys) / 1000;
  const over = kb > route.budgetKb;
  ok &&= !over;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${route.path.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB gzip JS (budget ${route.budgetKb} KB)`,
  );
}
if (!ok) {
  console.error('A page is over its size budget.');
  process.exit(1);
}

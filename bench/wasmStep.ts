// npm run bench:wasm — the simulation's contact pass in WebAssembly, against the step as it ships, in Node, in
// Chromium and in WebKit (MiniBrowser): the first measure of issue #84's design (the step in WebAssembly, the same
// IEEE-754 operations in the same order). The pass is derived from src/game/contacts.ts (bench/wasmContacts.ts)
// and compiled by AssemblyScript; the solver's columns live in the module's memory (bench/wasmArena.ts), and the
// rest of the step stays JavaScript. In each engine, every corpus game (v1–v4) is played both ways first and the
// digests of their verdicts and final worlds must be equal, bit for bit; then the v4 corpus' long games are
// verified, ROUNDS (5) alternated runs of each build, each a fresh process (a new browser for a page): medians
// per game, and the ratio. ENGINES=node,chromium,webkit picks engines.
import { execFileSync } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { median, table, writeResult } from './lib';
import { contactsToAssemblyScript } from './wasmContacts';
import { LONG_GAME, readCorpus } from '../fixtures/corpus/corpus';
import { display, profileEnv } from '../drivers/webkitPhone';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { ensureWebKit } from '../scripts/ensure-webkit.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const ENGINES = (process.env.ENGINES ?? 'node,chromium,webkit').split(',') as Engine[];
type Engine = 'node' | 'chromium' | 'webkit';
type Build = 'js' | 'wasm';
const here = new URL('.', import.meta.url).pathname;
const root = join(here, '..');
const dir = mkdtempSync(join(tmpdir(), 'bench-wasm-'));

const source = join(dir, 'contacts.ts');
writeFileSync(source, contactsToAssemblyScript(readFileSync(join(root, 'src/game/contacts.ts'), 'utf8')));
const wasmFile = join(dir, 'contacts.wasm');
execFileSync(
  join(here, 'node_modules/.bin/asc'),
  [source, '-O3', '--noAssert', '--runtime', 'stub', '--importMemory', '--initialMemory', '4096', '-o', wasmFile],
  { stdio: 'inherit' },
);

const arena = join(here, 'wasmArena.ts');
/** The step with its columns in the module's memory and solveContacts calling the module. */
const inWasm: Plugin = {
  name: 'contacts-in-wasm',
  setup(b) {
    b.onLoad({ filter: /src\/game\/(sim|pieceFields)\.ts$/ }, (a) => ({
      loader: 'ts',
      contents:
        `import { ArenaF64 as Float64Array, ArenaI32 as Int32Array, ArenaU8 as Uint8Array } from '${arena}';\n` +
        readFileSync(a.path, 'utf8'),
    }));
    b.onLoad({ filter: /src\/game\/contacts\.ts$/ }, (a) => ({
      loader: 'ts',
      contents:
        `import { memory, pairsScratch, wasm } from '${arena}';\n` +
        readFileSync(a.path, 'utf8').replace('export function solveContacts(', 'function solveContactsInJs(') +
        CALL_WASM,
    }));
  },
};
/** Each column's address, read again only when the solver's columns are made anew (they grow by doubling). */
const CALL_WASM = `
void solveContactsInJs;
let columnsOf: Float64Array | null = null;
let orderOf: Int32Array | null = null;
let at: number[] = [];
const pairsAt = pairsScratch.byteOffset;
export function solveContacts(s: Soa, order: Int32Array, pass: Pass, rules: Rules, pairs: Pairs): void {
  if (s.x !== columnsOf || order !== orderOf) {
    const cols = [s.x, s.y, s.r, s.w, s.px, s.py, s.rest, order, s.touched];
    if (cols.some((c) => c.buffer !== memory.buffer)) throw new Error('a column is not in the module memory');
    at = cols.map((c) => c.byteOffset);
    columnsOf = s.x;
    orderOf = order;
  }
  const count = wasm.solveContacts(s.n, at[0], at[1], at[2], at[3], at[4], at[5], at[6], at[7], at[8], pass,
    rules.wedgeAllowance, rules.holdDepthCap, rules.sleepersWakeDepth, pairsAt, 0);
  for (let i = 0; i < count; i += 2) addPair(pairs, pairsScratch[i]!, pairsScratch[i + 1]!);
}
`;

const games = {
  all: (['v1', 'v2', 'v3', 'v4'] as const).flatMap((c) => readCorpus(c)),
  long: readCorpus('v4').filter((e) => e.frames >= LONG_GAME),
};
writeFileSync(join(dir, 'games.json'), JSON.stringify(games));

// Node: a bundle per build that reads the games and the module from files, and prints what it finds.
const NODE_MAIN = `import { readFileSync } from 'node:fs';
import { check, time } from './wasmStepRun';
const games = JSON.parse(readFileSync(process.env.GAMES, 'utf8'));
console.log(JSON.stringify(process.argv[2] === 'check' ? check(games.all) : time(games.long)));`;
const NODE_BANNER = `import { readFileSync as __read } from 'node:fs';
globalThis.__wasmContacts = new Uint8Array(__read(process.env.WASM_CONTACTS));`;
const plugins = { js: [] as Plugin[], wasm: [inWasm] };
for (const name of ['js', 'wasm'] as const) {
  await build({
    stdin: { contents: NODE_MAIN, resolveDir: here, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    banner: { js: NODE_BANNER },
    outfile: join(dir, `${name}-node.mjs`),
    plugins: plugins[name],
    logLevel: 'error',
  });
  await build({
    stdin: { contents: `export { check, time } from './wasmStepRun';`, resolveDir: here, loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outfile: join(dir, `${name}-page.mjs`),
    plugins: plugins[name],
    logLevel: 'error',
  });
}

/** The page: the games and the module fetched, the build imported, its answer posted back. */
const PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
const q = new URLSearchParams(location.search);
const [games, wasm] = await Promise.all([fetch('/games.json').then((r) => r.json()), fetch('/contacts.wasm').then((r) => r.arrayBuffer())]);
globalThis.__wasmContacts = new Uint8Array(wasm);
let answer;
try {
  const { check, time } = await import('/' + q.get('build') + '-page.mjs');
  answer = q.get('mode') === 'check' ? check(games.all) : time(games.long);
} catch (e) {
  answer = { error: String(e && e.stack || e) };
}
await fetch('/answer', { method: 'POST', body: JSON.stringify(answer) });
</script>`;
let answered: ((a: Record<string, unknown>) => void) | null = null;
const server = createServer((req, res) => {
  if (req.method === 'POST') {
    let body = '';
    req.on('data', (c: Buffer) => (body += String(c)));
    req.on('end', () => {
      res.end();
      answered?.(JSON.parse(body) as Record<string, unknown>);
    });
    return;
  }
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const type = path.endsWith('.mjs')
    ? 'text/javascript'
    : path.endsWith('.wasm')
      ? 'application/wasm'
      : path.endsWith('.json')
        ? 'application/json'
        : 'text/html';
  let body: string | Buffer;
  try {
    body = path === '/page.html' ? PAGE : readFileSync(join(dir, path.slice(1)));
  } catch {
    return void res.writeHead(404).end(); // the browser's own asks (a favicon)
  }
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const webkit = ENGINES.includes('webkit') ? ensureWebKit() : null;
const screen = webkit ? await display(webkit) : null;
/** One run in a fresh process of `engine`: what the build's `mode` answers. */
async function run(engine: Engine, name: Build, mode: 'check' | 'time'): Promise<Record<string, unknown>> {
  if (engine === 'node')
    return JSON.parse(
      execFileSync(process.execPath, [join(dir, `${name}-node.mjs`), mode], {
        env: { ...process.env, WASM_CONTACTS: wasmFile, GAMES: join(dir, 'games.json') },
        encoding: 'utf8',
      }),
    ) as Record<string, unknown>;
  const profile = mkdtempSync(join(tmpdir(), 'bench-wasm-browser-'));
  const url = `${origin}/page.html?build=${name}&mode=${mode}`;
  const browser =
    engine === 'chromium'
      ? spawn(ensureChromium(), ['--headless', '--no-sandbox', '--no-first-run', `--user-data-dir=${profile}`, url], {
          stdio: 'ignore',
          detached: true,
        })
      : spawn(webkit!.browser, [url], {
          env: { ...process.env, DISPLAY: screen!.name, ...profileEnv(profile) },
          stdio: 'ignore',
          detached: true,
        });
  try {
    const answer = await new Promise<Record<string, unknown>>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`${engine} ${name} ${mode}: no answer in 5 minutes`)), 300_000);
      answered = (a) => {
        clearTimeout(timer);
        ok(a);
      };
    });
    if (answer.error) throw new Error(`${engine} ${name} ${mode}: ${String(answer.error)}`);
    return answer;
  } finally {
    answered = null;
    const exited = new Promise((ok) => browser.once('exit', ok));
    try {
      process.kill(-browser.pid!, 'SIGTERM');
    } catch {
      // gone
    }
    await Promise.race([exited, new Promise((ok) => setTimeout(ok, 3000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

const results: Record<string, unknown> = {};
const rows: Record<string, string | number>[] = [];
try {
  for (const engine of ENGINES) {
    const checked = { js: await run(engine, 'js', 'check'), wasm: await run(engine, 'wasm', 'check') };
    console.log(`${engine}: every corpus game, both ways: ${JSON.stringify(checked)}`);
    if (checked.js.digest !== checked.wasm.digest)
      throw new Error(`${engine}: the contact pass in WebAssembly is not bit for bit the same`);
    const times = { js: [] as Record<string, number>[], wasm: [] as Record<string, number>[] };
    for (let r = 0; r < ROUNDS; r++)
      for (const name of r % 2 ? (['wasm', 'js'] as const) : (['js', 'wasm'] as const))
        times[name].push((await run(engine, name, 'time')) as Record<string, number>);
    for (const seed of Object.keys(times.js[0]!)) {
      const of = (name: Build) => times[name].map((t) => t[seed]!);
      const spread = (name: Build) => `${Math.min(...of(name)).toFixed(0)}–${Math.max(...of(name)).toFixed(0)}`;
      const [js, wasm] = [median(of('js')), median(of('wasm'))];
      rows.push({
        engine,
        seed,
        'JavaScript ms': `${js.toFixed(0)} (${spread('js')})`,
        'contact pass in WebAssembly ms': `${wasm.toFixed(0)} (${spread('wasm')})`,
        ratio: +(wasm / js).toFixed(3),
      });
    }
    results[engine] = { checked, times };
  }
} finally {
  server.close();
  screen?.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log(table(rows));
console.log(`wrote ${writeResult('wasm', { rounds: ROUNDS, rows, ...results })}`);

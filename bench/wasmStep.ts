// npm run bench:wasm — the simulation's contact pass in WebAssembly, against the step as it ships, in Node: the
// first measure of issue #84's design (the step in WebAssembly, the same IEEE-754 operations in the same order).
// The pass is derived from src/game/contacts.ts (bench/wasmContacts.ts) and compiled by AssemblyScript; the
// solver's columns live in the module's memory (bench/wasmArena.ts), and the rest of the step stays JavaScript.
// First every corpus game (v1–v4) is played both ways and the digests of their verdicts and final worlds must be
// equal, bit for bit; then the v4 corpus' long games are verified, ROUNDS (5) alternated runs of each build, each
// a fresh process: medians per game, and the ratio.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { median, table, writeResult } from './lib';
import { contactsToAssemblyScript } from './wasmContacts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
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

const builds = { js: [] as Plugin[], wasm: [inWasm] };
for (const [name, plugins] of Object.entries(builds))
  await build({
    entryPoints: [join(here, 'wasmStepRun.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(dir, `${name}.mjs`),
    plugins,
    logLevel: 'error',
  });
// The corpora beside the bundles: fixtures/corpus/corpus.ts reads them next to itself.
for (const f of readdirSync(join(root, 'fixtures/corpus')).filter((f) => f.endsWith('.jsonl')))
  cpSync(join(root, 'fixtures/corpus', f), join(dir, f));

const run = (name: keyof typeof builds, mode: 'check' | 'time') =>
  JSON.parse(
    execFileSync(process.execPath, [join(dir, `${name}.mjs`), mode], {
      env: { ...process.env, WASM_CONTACTS: wasmFile },
      encoding: 'utf8',
    }),
  ) as Record<string, number | string>;

const check = { js: run('js', 'check'), wasm: run('wasm', 'check') };
console.log(`every corpus game, both ways: ${JSON.stringify(check)}`);
if (check.js.digest !== check.wasm.digest)
  throw new Error('the contact pass in WebAssembly is not bit for bit the same');

const times = { js: [] as Record<string, number>[], wasm: [] as Record<string, number>[] };
for (let r = 0; r < ROUNDS; r++)
  for (const name of r % 2 ? (['wasm', 'js'] as const) : (['js', 'wasm'] as const))
    times[name].push(run(name, 'time') as Record<string, number>);
rmSync(dir, { recursive: true, force: true });

const seeds = Object.keys(times.js[0]!);
const rows = seeds.map((seed) => {
  const of = (name: 'js' | 'wasm') => times[name].map((t) => t[seed]!);
  const [js, wasm] = [median(of('js')), median(of('wasm'))];
  const spread = (name: 'js' | 'wasm') => `${Math.min(...of(name)).toFixed(0)}–${Math.max(...of(name)).toFixed(0)}`;
  return {
    seed,
    'JavaScript ms': `${js.toFixed(0)} (${spread('js')})`,
    'contact pass in WebAssembly ms': `${wasm.toFixed(0)} (${spread('wasm')})`,
    ratio: +(wasm / js).toFixed(3),
  };
});
console.log(table(rows));
console.log(
  `wrote ${writeResult('wasm', { rounds: ROUNDS, games: check.js.games, digest: check.js.digest, rows, times })}`,
);

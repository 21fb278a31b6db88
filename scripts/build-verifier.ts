// The verifier as a package a server installs (issue #50): the pure simulation (src/game) bundled with its types,
// `verifyReplay` to import and `verify-score` to run with plain node, no devDependencies and no tsx.
//   npx tsx scripts/build-verifier.ts [outDir]    (default dist-verifier, beside the site's dist; `npm run build` runs it)
// Then `npm pack` in outDir makes the tarball a server installs (docs/verifier.md).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { USAGE } from '../src/verifier/args';

const OUT = process.argv[2] ?? 'dist-verifier';
const root = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: OUT,
    emptyOutDir: true,
    ssr: true, // for Node: its built-ins stay imports
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: { index: 'src/game/package.ts', bin: 'src/verifier/cli.ts', worker: 'src/verifier/worker.ts' },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name].js',
        banner: (chunk) => (chunk.name === 'bin' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
});
// The public types, from the same sources.
execFileSync(
  process.execPath,
  [
    'node_modules/typescript/bin/tsc',
    ...['-p', 'src/game/tsconfig.json', '--noEmit', 'false', '--declaration', '--emitDeclarationOnly'],
    ...['--outDir', `${OUT}/types`],
  ],
  { stdio: 'inherit' },
);
// Node's own resolution (a server's `moduleResolution: node16` or `nodenext`) takes a relative import only with
// its extension; the sources leave it out, as the bundler they are built with allows. `./quote.js` names
// `./quote.d.ts` under every resolution, bundler's too.
for (const file of readdirSync(`${OUT}/types`).filter((f) => f.endsWith('.d.ts'))) {
  const path = `${OUT}/types/${file}`;
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace(/((?:from |import\()')(\.\.?\/[^']+?)(?<!\.js)'/g, "$1$2.js'"));
}
const pkg = {
  name: 'big-watermelon-verifier',
  version: root.version,
  description: "Recomputes Big Watermelon scores from their replays (msg 5's replay): the game's own simulation.",
  type: 'module',
  exports: { '.': { types: './types/package.d.ts', default: './index.js' } },
  bin: { 'verify-score': './bin.js' },
  engines: { node: '>=20' },
  license: 'UNLICENSED',
};
writeFileSync(`${OUT}/package.json`, `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(
  `${OUT}/README.md`,
  `# big-watermelon-verifier\n\n` +
    `\`import { verifyReplay } from 'big-watermelon-verifier'\`, or \`${USAGE}\`.\n` +
    `See docs/verifier.md in the game's repository.\n`,
);
console.log(`${OUT}: big-watermelon-verifier ${root.version} (index.js, bin.js, types/)`);

// @vitest-environment node
// Issue #50, item 3: the verifier as a package a server installs. Built (scripts/build-verifier.ts), packed
// with `npm pack`, installed from the tarball into an empty folder, and run there with plain node (no tsx, no
// devDependencies): every corpus line verifies to its recorded verdict through the bin (of the v2 corpus's long
// games, the longest: tests/game/corpusLong.test.ts plays every one), and lines of every rules version through
// the import (the bin's workers call the same packed verifyReplay).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LONG_GAME, okLine, readCorpus, type Entry } from '../../fixtures/corpus/corpus';

const VERSIONS = [
  ['v1', 1],
  ['v2', 2],
  ['v3', 3],
  ['v4', 4],
] as const;
interface Line {
  e: Entry;
  rules: number;
}
const corpus: Line[] = VERSIONS.flatMap(([name, rules]) => readCorpus(name).map((e) => ({ e, rules })));
const v2Long = corpus.filter(({ e, rules }) => rules === 2 && e.frames >= LONG_GAME);
const v2Longest = v2Long.reduce((a, b) => (b.e.frames > a.e.frames ? b : a));
/** The bin's lines: the whole corpus but the v2 long games other than the longest (2 hours). */
const binLines = corpus.filter((c) => c === v2Longest || !v2Long.includes(c));
/** The lines the import test runs: the first two and the last of each rules version. */
const sampled = VERSIONS.flatMap(([, rules]) => {
  const of = corpus.filter((c) => c.rules === rules);
  return [...of.slice(0, 2), of.at(-1)!];
});
/** The recorded verdicts as the CLI's lines: the v1 corpus kept no usage counts, so its lines are read up to them. */
const recorded = (lines: readonly Line[]) =>
  lines.map(({ e, rules }) => okLine(e, rules).replace(/ bombs=undefined.*$/, ''));
const asRecorded = (out: string, lines: readonly Line[]) =>
  out
    .trimEnd()
    .split('\n')
    .map((l, i) => (lines[i]?.e.bombs === undefined ? l.replace(/ bombs=.*$/, '') : l));

describe('the packed verifier, installed from its tarball and run with plain node', { timeout: 300_000 }, () => {
  let server = '';
  beforeAll(() => {
    const work = mkdtempSync(join(tmpdir(), 'verifier-'));
    const pkg = join(work, 'package');
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-verifier.ts', pkg], { stdio: 'pipe' });
    execFileSync('npm', ['pack', '--pack-destination', work], { cwd: pkg, stdio: 'pipe' });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    server = join(work, 'server');
    execFileSync('mkdir', [server]);
    writeFileSync(join(server, 'package.json'), '{ "name": "a-ranking-server", "private": true, "type": "module" }\n');
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, tarball)], {
      cwd: server,
      stdio: 'pipe',
    });
  }, 120_000);

  it('import { verifyReplay }: lines of each rules version (1 to 4) get the verdicts they were recorded with', () => {
    expect(new Set(sampled.map((c) => c.rules))).toEqual(new Set([1, 2, 3, 4]));
    writeFileSync(join(server, 'lines.txt'), sampled.map(({ e }) => e.replay).join('\n'));
    const script = `import { readFileSync } from 'node:fs';
      import { verifyReplay, verdictLine } from 'big-watermelon-verifier';
      for (const line of readFileSync('lines.txt', 'utf8').split('\\n')) console.log(verdictLine(verifyReplay(line)));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: server,
      encoding: 'utf8',
    });
    expect(asRecorded(out, sampled)).toEqual(recorded(sampled));
  });

  it('its types hold a TypeScript server under moduleResolution nodenext, node16 and bundler (no skipLibCheck)', () => {
    writeFileSync(
      join(server, 'good.ts'),
      `import { verifyReplay, type Verdict } from 'big-watermelon-verifier';
      const v: Verdict = verifyReplay('4.1.60.', { seed: 1, maxFrames: 60, rules: 4 });
      export const score: number | null = v.ok ? v.score : null;\n`,
    );
    writeFileSync(
      join(server, 'bad.ts'),
      `import { verifyReplay } from 'big-watermelon-verifier';
      export const n: string = verifyReplay('4.1.60.');
      export const m = verifyReplay('4.1.60.', { maxFrmaes: 1 });\n`,
    );
    const tsc = (module: string, resolution: string, file: string) =>
      spawnSync(
        process.execPath,
        [
          join(process.cwd(), 'node_modules/typescript/bin/tsc'),
          ...['--noEmit', '--strict', '--target', 'es2022'],
          ...['--module', module, '--moduleResolution', resolution, file],
        ],
        { cwd: server, encoding: 'utf8' },
      ).stdout;
    for (const [module, resolution] of [
      ['nodenext', 'nodenext'],
      ['node16', 'node16'],
      ['esnext', 'bundler'],
    ]) {
      expect(tsc(module!, resolution!, 'good.ts'), resolution).toBe('');
      // A verdict is not a string, and a misspelt limit is caught: the import is typed, not any.
      expect(tsc(module!, resolution!, 'bad.ts').match(/error TS\d+/g), resolution).toEqual([
        'error TS2322',
        'error TS2561',
      ]);
    }
  });

  it('the bin, verify-score --jobs 2: every corpus line its recorded verdict, in input order; --rules holds a server to one version', () => {
    expect(binLines).toContain(v2Longest);
    const input = binLines.map(({ e }) => e.replay).join('\n');
    const bin = join(server, 'node_modules', '.bin', 'verify-score');
    const all = spawnSync(bin, ['--jobs', String(Math.min(2, availableParallelism()))], {
      input,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    expect(asRecorded(all.stdout, binLines)).toEqual(recorded(binLines));
    expect(all.status).toBe(0);
    const v1 = readCorpus('v1')[0]!;
    const four = spawnSync(bin, ['--rules', '4'], { input: v1.replay, encoding: 'utf8' });
    expect(four.stdout).toBe('rejected rules 1 are not the rules required (rules 4)\n');
    expect(four.status).toBe(1);
  });
});

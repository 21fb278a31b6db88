// npm run bench:pages — Lighthouse (mobile preset: simulated slow 4G, 4× CPU) on the production
// build, served with the build's brotli copies as nginx serves them. Three runs per page; medians reported.
// Each page has a reference row measured in the same run: the same prerendered HTML with every
// script removed (its CSS is inlined already), the paint limit for that markup. A page must reach
// its LCP within 1.07× of its reference, and by 800 ms.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchForLighthouse, type Run } from './lighthouse';
import { median, table, writeResult } from './lib';
import { precompress } from '../scripts/precompress.mjs';
import { startServer } from '../scripts/static-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 4180;
/** Each page: its URL under /h5/, and the dist file the reference is made from. */
const PAGES = [
  { path: '', file: 'index.html' },
  { path: '移动官网首页', file: '移动官网首页.html' },
  { path: 'share?roomNo=123456', file: 'share.html' },
];
const TARGET = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1, lcpMs: 800, lcpVsReference: 1.07 };

if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
// A copy of dist/ with the references added as ref-<n>.html (served at /h5/ref-<n>).
const root = mkdtempSync(join(tmpdir(), 'bench-pages-'));
cpSync('dist', root, { recursive: true });
PAGES.forEach(({ file }, i) => {
  const html = readFileSync(join('dist', file), 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  writeFileSync(join(root, `ref-${i}.html`), html);
});
precompress(root); // the references are served brotli too, like the pages

const server = await startServer({ root, port: PORT });
const { chrome, audit } = await launchForLighthouse();

type PageResult = {
  page: string;
  /** The scriptless reference row of the page above it. */
  reference: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  failingAudits: string[];
  runs: Run[];
};
const pages: PageResult[] = [];
try {
  const summary = (page: string, reference: boolean, runs: Run[]): PageResult => {
    const pick = (k: Exclude<keyof Run, 'failing'>) => median(runs.map((r) => r[k]));
    return {
      page,
      reference,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('best-practices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcpMs')),
      fcpMs: Math.round(pick('fcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: pick('cls'),
      totalBytes: Math.round(pick('totalBytes')),
      failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
      runs,
    };
  };
  for (const [i, { path }] of PAGES.entries()) {
    const page = `/h5/${path}`;
    const ref = `/h5/ref-${i}`;
    const runs: Run[] = [];
    const refRuns: Run[] = [];
    // Page and reference alternate run by run, so a noisy stretch of the machine hits both alike.
    for (let r = 0; r < RUNS; r++) {
      runs.push(await audit(`http://127.0.0.1:${PORT}${encodeURI(page)}`));
      refRuns.push(await audit(`http://127.0.0.1:${PORT}${ref}`));
    }
    pages.push(summary(page, false, runs), summary(ref, true, refRuns));
  }
} finally {
  await chrome.kill();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

const referenceOf = (p: PageResult) => pages[pages.indexOf(p) + 1]!;
const meets = (p: PageResult) =>
  p.reference ||
  (p.performance >= TARGET.performance &&
    p.accessibility >= TARGET.accessibility &&
    p.bestPractices >= TARGET['best-practices'] &&
    p.seo >= TARGET.seo &&
    p.lcpMs <= TARGET.lcpMs &&
    p.lcpMs <= TARGET.lcpVsReference * referenceOf(p).lcpMs);

console.log(`\nLighthouse ${RUNS}× per page, medians (mobile preset: slow 4G, 4× CPU; served brotli)\n`);
console.log(
  table(
    pages.map((p) => ({
      page: p.reference ? `  reference (no script)` : p.page,
      perf: p.performance,
      a11y: p.accessibility,
      bp: p.bestPractices,
      seo: p.seo,
      'LCP ms': p.lcpMs,
      'LCP / ref': p.reference ? '' : (p.lcpMs / referenceOf(p).lcpMs).toFixed(3),
      'FCP ms': p.fcpMs,
      'TBT ms': p.tbtMs,
      CLS: p.cls.toFixed(3),
      'KB total': (p.totalBytes / 1000).toFixed(1),
      target: p.reference ? '' : meets(p) ? 'met' : 'MISSED',
    })),
  ),
);
for (const p of pages)
  if (!p.reference && p.failingAudits.length) console.log(`${p.page}: below 1 on ${p.failingAudits.join(', ')}`);
const file = writeResult('pages', {
  preset: 'lighthouse default (mobile): simulated slow 4G, 4x CPU slowdown',
  runsPerPage: RUNS,
  target: TARGET,
  pages,
});
console.log(`\nwrote ${file}`);

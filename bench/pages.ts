// npm run bench:pages — Lighthouse (mobile preset: simulated slow 4G, 4× CPU) on the production
// build, served gzip-compressed like nginx or a CDN would. Three runs per page; medians reported.
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, table, writeResult } from './lib';
import { startServer } from '../scripts/static-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 4180;
const PAGES = ['', '移动官网首页', 'share?roomNo=123456'];
const TARGET = { performance: 1, accessibility: 1, 'best-practices': 0.95, seo: 1, lcpMs: 1000 };

if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const server = await startServer({ port: PORT });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

type Run = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> &
  Record<'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls' | 'totalBytes', number> & { failing: string[] };

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories: c, audits: a } = result.lhr;
  const num = (id: string) => a[id]?.numericValue ?? NaN;
  return {
    performance: c.performance?.score ?? 0,
    accessibility: c.accessibility?.score ?? 0,
    'best-practices': c['best-practices']?.score ?? 0,
    seo: c.seo?.score ?? 0,
    lcpMs: num('largest-contentful-paint'),
    fcpMs: num('first-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    totalBytes: num('total-byte-weight'),
    // Audits below a perfect score, so a short figure says what holds it back.
    failing: Object.values(a)
      .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode !== 'informative')
      .map((x) => x.id),
  };
}

type PageResult = {
  page: string;
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
  for (const path of PAGES) {
    const url = `http://127.0.0.1:${PORT}/h5/${encodeURI(path)}`;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
    const pick = (k: Exclude<keyof Run, 'failing'>) => median(runs.map((r) => r[k]));
    pages.push({
      page: `/h5/${path}`,
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
    });
  }
} finally {
  await chrome.kill();
  server.close();
}

const meets = (p: PageResult) =>
  p.performance >= TARGET.performance &&
  p.accessibility >= TARGET.accessibility &&
  p.bestPractices >= TARGET['best-practices'] &&
  p.seo >= TARGET.seo &&
  p.lcpMs <= TARGET.lcpMs;

console.log(`\nLighthouse ${RUNS}× per page, medians (mobile preset: slow 4G, 4× CPU; served gzip)\n`);
console.log(
  table(
    pages.map((p) => ({
      page: p.page,
      perf: p.performance,
      a11y: p.accessibility,
      bp: p.bestPractices,
      seo: p.seo,
      'LCP ms': p.lcpMs,
      'FCP ms': p.fcpMs,
      'TBT ms': p.tbtMs,
      CLS: p.cls.toFixed(3),
      'KB total': (p.totalBytes / 1000).toFixed(1),
      target: meets(p) ? 'met' : 'MISSED',
    })),
  ),
);
for (const p of pages) if (p.failingAudits.length) console.log(`${p.page}: below 1 on ${p.failingAudits.join(', ')}`);
const file = writeResult('pages', {
  preset: 'lighthouse default (mobile): simulated slow 4G, 4x CPU slowdown',
  runsPerPage: RUNS,
  target: TARGET,
  pages,
});
console.log(`\nwrote ${file}`);

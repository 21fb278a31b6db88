// npm run bench:start — the game's cold start as a player on a slow phone sees it: Chromium with
// devtools-style throttling (slow 4G: 562.5 ms request latency, 1.47 Mbps down, 675 kbps up; 4× CPU),
// cache off, 390×844 at DPR 2, zh-CN. Medians of RUNS (3) runs, each row beside its reference,
// alternated run by run so a noisy stretch of the machine hits both alike:
// - FCP against a static HTML page with text (the game's own HTML with every script and preload
//   removed: the paint limit for that markup);
// - playable (the board, role=application, shown and no progress bar left) against one response of
//   the same byte count as everything the game transferred before it was playable (served as is);
// - next day: the game's second open as a phone meets it (bench/phone.ts): a new page of a Chromium that
//   opened it once before (its HTTP cache and the game's service worker kept, the renderer fresh: a host
//   app opens a new WebView each day), with no DevTools domain in the page and each request held one
//   round trip by a proxy; its first paint and playable against the game's own HTML without scripts
//   opened the same way: that HTML's second paint is the best a page revalidated over the network can do;
// - next day offline: a third open with the network off, from the service worker;
// - next day, no worker: a phone that never gets the worker (the server refuses it: iOS WKWebView
//   without app-bound domains): the HTTP cache alone, against the same HTML second paint;
// - DevTools on: the same opens under Playwright, and the first open's tab navigated again, as rows
//   without a target: Playwright's Runtime and Network domains cost the page main-thread time;
// - Lighthouse 12 (mobile preset) on the game page.
// DIST=<folder> measures another build (say, an older commit's dist/) with SKIP_BUILD=1.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { launchForLighthouse, type Run } from './lighthouse';
import { median, playableSaid, table, WATCH_PLAYABLE, writeResult } from './lib';
import { keptOpens, printKept, webkitKeptOpens, type KeptOpens } from './keptOpen';
import { ROUND_TRIP_MS } from '../fixtures/network';
import { nextDay, type NextDay } from './phone';
import { webkitNextDay, type WebKitDay } from '../drivers/webkitPhone';
import { precompress } from '../scripts/precompress.mjs';
import { startServer } from '../scripts/static-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** The WebKit rows' opens: at least 5 (issue #51). */
const WEBKIT_RUNS = Math.max(5, RUNS);
const DIST = process.env.DIST ?? 'dist';
const NAME = process.env.NAME ?? 'start';
const PORT = 4181;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const GAME = `${ORIGIN}/h5/BigWatermelon`;
/** Lighthouse's mobile slow 4G, as devtools applies it (its "applied" throttling). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TARGET = {
  fcpVsStatic: 1.15,
  playableVsOneResponse: 1.3,
  warmVsHtml: 1.0,
  /** The second open without a service worker (the iOS WKWebView path: the HTTP cache only). */
  warmNoWorkerVsHtml: 1.3,
  /** Warm and offline first paint against the HTML's own second paint: no round trip needed. */
  warmFcpVsHtml: 0.6,
  /** WebKit (an iPhone without the worker), the next day's open against its HTML's second paint. */
  webkitPlayableVsHtml: 0.8,
  webkitFcpVsHtml: 0.5,
  lighthouse: 0.95,
  tbtMs: 150,
  /** What the first open may transfer before playable (median), and in how many requests (each run). */
  kbBeforePlayable: 194,
  requestsBeforePlayable: 8,
};
/** How long a first open may take to have its service worker active; an older build without one goes on. */
const WORKER_WAIT_MS = 20_000;

if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });

// A copy of the build with the static reference added (served brotli, as the page is).
const root = mkdtempSync(join(tmpdir(), 'bench-start-'));
cpSync(DIST, root, { recursive: true });
// From this checkout's build even when DIST names another (an older build may not prerender the game),
// so a before/after pair is measured against the same reference.
const gameHtml = readFileSync(join('dist', 'BigWatermelon.html'), 'utf8');
// The static reference: the page's Chinese variant as the prepaint script would leave it, with every
// script and preload removed (CJK text costs the first paint a font of its own).
const zh = (kind: 'head' | 'body') =>
  new RegExp(`<template data-${kind}="zh">([\\s\\S]*?)</template>`).exec(gameHtml)?.[1] ?? '';
writeFileSync(
  join(root, 'ref-static.html'),
  gameHtml
    .replace('<html lang="en">', '<html lang="zh-CN">')
    .replace(/<title[\s\S]*?<\/head>/, `${zh('head')}</head>`)
    .replace(/(<div id="root"[^>]*>)[\s\S]*?<\/div><template/, `$1${zh('body')}</div><template`)
    .replace(/<template[\s\S]*<\/template>/, '')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, ''),
);
precompress(root);
const server = await startServer({ root, port: PORT });

/**
 * The kept game's rows (bench/keptOpen.ts), Chromium's then WebKit's (without it under NO_WEBKIT): alone with
 * KEPT_ONLY=1 (or one engine's, KEPT_ONLY=chromium or webkit), else after the next day's opens.
 */
const KEPT_ONLY = process.env.KEPT_ONLY;
const KEPT_RUNS = Math.max(5, RUNS);
const keptRuns = async () => [
  ...(KEPT_ONLY === 'webkit'
    ? []
    : [
        await keptOpens(ORIGIN, '/h5/BigWatermelon', '/h5/ref-static', CPU_SLOWDOWN, KEPT_RUNS),
        await keptOpens(ORIGIN, '/h5/BigWatermelon', '/h5/ref-static', 'true', KEPT_RUNS),
      ]),
  ...(KEPT_ONLY === 'chromium' || process.env.NO_WEBKIT
    ? []
    : [await webkitKeptOpens(ORIGIN, '/h5/BigWatermelon', KEPT_RUNS)]),
];
if (KEPT_ONLY) {
  try {
    const kept = await keptRuns();
    const rows = kept.map(printKept);
    console.log(`\nwrote ${writeResult(`${NAME}-kept`, { dist: DIST, cpuSlowdown: CPU_SLOWDOWN, rows, kept })}`);
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
  process.exit(0);
}

/** What one open of a page measured, in ms from navigation start. */
interface Open {
  fcp: number;
  /** The board shown and no progress bar left (as a player sees it), or the response end of a reference. */
  playable: number;
  /** Bytes transferred before playable, and each request then with its size and its depth in the chain. */
  bytes: number;
  requests: { path: string; bytes: number; depth: number }[];
}

const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/**
 * A page under the bench's conditions, with the CDP session that set them: later changes to its network
 * go through that session (another session's would be overridden by it).
 */
async function throttled(context: BrowserContext, cache: boolean): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (process.env.DEBUG) page.on('console', (m) => console.log('  [page]', m.text().slice(0, 200)));
  await page.addInitScript(WATCH_PLAYABLE);
  return { page, cdp };
}

const newContext = (worker = true) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    isMobile: true,
    serviceWorkers: worker ? 'allow' : 'block',
  });

/** Opens `url` and reads its timings; `waitPlayable` for the game, else the end of its last response. */
async function open(page: Page, url: string, waitPlayable: boolean): Promise<Open> {
  const said = waitPlayable ? playableSaid(page) : undefined;
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const playableAt = (await said) ?? 0;
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    ([game, playableAt]) => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const refBytes = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.bin')) as
        PerformanceResourceTiming | undefined;
      const playable = game ? playableAt! : (refBytes ?? nav).responseEnd;
      const html = new URL(nav.name).pathname;
      const named = new Set(
        [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload], link[rel=icon]'),
        ].map((l) => new URL(l.href).pathname),
      );
      const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.startTime < playable,
      );
      const requests = [
        { path: html, bytes: nav.transferSize, depth: 1 },
        ...before.map((e) => {
          const path = new URL(e.name).pathname;
          return { path, bytes: e.transferSize, depth: named.has(path) ? 2 : 3 };
        }),
      ];
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        playable,
        bytes: requests.reduce((n, r) => n + r.bytes, 0),
        requests,
      };
    },
    [waitPlayable, playableAt] as const,
  );
}

async function cold(url: string, waitPlayable: boolean): Promise<Open> {
  const context = await newContext();
  try {
    return await open((await throttled(context, false)).page, url, waitPlayable);
  } finally {
    await context.close();
  }
}

/** Waits until the page's service worker is active (the game registers it once playable and idle). */
const workerActive = (page: Page) =>
  page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker?.ready.then(
          ({ active }) =>
            new Promise<boolean>((done) => {
              if (active!.state === 'activated') return done(true);
              active!.addEventListener('statechange', () => active!.state === 'activated' && done(true));
            }),
        ) ?? false,
        new Promise<boolean>((done) => setTimeout(() => done(false), ms)),
      ]),
    WORKER_WAIT_MS,
  );

/**
 * Opens `url` once to fill the HTTP cache (and for the game, its service worker), then as a phone opens it
 * the next day: in a new page of the same context (cache and worker kept, the renderer fresh), and with
 * `offline` once more in a new page with the network off. `sameTab`: the first tab navigated again.
 */
async function warm(url: string, waitPlayable: boolean, offline = false, worker = true) {
  const context = await newContext(worker);
  try {
    const first = await throttled(context, true);
    await open(first.page, url, waitPlayable);
    if (waitPlayable && worker && !(await workerActive(first.page)))
      console.log(`  (no service worker active on ${url})`);
    await first.page.goto('about:blank');
    const sameTab = await open(first.page, url, waitPlayable);
    await first.page.close();
    const next = await throttled(context, true);
    const second = await open(next.page, url, waitPlayable);
    await next.page.close();
    if (!offline) return { second, sameTab };
    const off = await throttled(context, true);
    // The network off on the session that throttles it (Playwright's setOffline, on a session of its
    // own, would be overridden by this one's `offline: false`).
    await off.cdp.send('Network.emulateNetworkConditions', { offline: true, ...SLOW_4G });
    try {
      return { second, sameTab, third: await open(off.page, url, waitPlayable) };
    } catch (e) {
      console.log(`  offline open of ${url} failed: ${String(e).split('\n')[0]}`);
      return { second, sameTab };
    }
  } finally {
    await context.close();
  }
}

const games: Open[] = [];
const statics: Open[] = [];
const responses: Open[] = [];
const warmGames: Open[] = [];
const warmHtml: Open[] = [];
const offlineGames: Open[] = [];
const sameTabGames: Open[] = [];
const sameTabHtml: Open[] = [];
const noWorkerGames: Open[] = [];
const days: NextDay[] = [];
const webkitDays: WebKitDay[] = [];
let kept: KeptOpens[] = [];
const lighthouseRuns: Run[] = [];
try {
  // One discarded open of each kind first: a fresh browser's one-time costs (its first renderer, the
  // CJK font) would otherwise land on the first row measured.
  await cold(GAME, true);
  await cold(`${ORIGIN}/h5/ref-static`, false);
  for (let r = 0; r < RUNS; r++) {
    const game = await cold(GAME, true);
    games.push(game);
    statics.push(await cold(`${ORIGIN}/h5/ref-static`, false));
    // One response of the bytes the game transferred before playable (random, so served as is), named
    // by a page of its own: its end is the floor for anything a page needs that many bytes for.
    writeFileSync(join(root, `ref-bytes-${r}.bin`), randomBytes(game.bytes));
    writeFileSync(
      join(root, `ref-bytes-${r}.html`),
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>ref</title>` +
        `<link rel="preload" as="fetch" crossorigin href="/h5/ref-bytes-${r}.bin"><p>参考</p>`,
    );
    responses.push(await cold(`${ORIGIN}/h5/ref-bytes-${r}.html`, false));
    const { second, third, sameTab } = await warm(GAME, true, true);
    warmGames.push(second);
    sameTabGames.push(sameTab);
    if (third) offlineGames.push(third);
    noWorkerGames.push((await warm(GAME, true, false, false)).second);
    const html = await warm(`${ORIGIN}/h5/ref-static`, false);
    warmHtml.push(html.second);
    sameTabHtml.push(html.sameTab);
    days.push(await nextDay(ORIGIN, '/h5/BigWatermelon', '/h5/ref-static', CPU_SLOWDOWN));
  }
  kept = await keptRuns();
  if (!process.env.NO_WEBKIT)
    for (let r = 0; r < WEBKIT_RUNS; r++)
      webkitDays.push(await webkitNextDay(ORIGIN, '/h5/BigWatermelon', '/h5/ref-static'));
  const { chrome, audit } = await launchForLighthouse();
  try {
    for (let r = 0; r < RUNS; r++) lighthouseRuns.push(await audit(GAME));
  } finally {
    await chrome.kill();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

const med = (xs: Open[], k: 'fcp' | 'playable' | 'bytes') => Math.round(median(xs.map((x) => x[k])));
const day = (xs: NextDay[], open: keyof NextDay, k: 'fcp' | 'playable') =>
  Math.round(median(xs.map((x) => x[open][k])));
const webkitMed = (open: keyof WebKitDay, k: 'fcp' | 'playable') =>
  webkitDays.length ? Math.round(median(webkitDays.map((d) => d[open][k]))) : NaN;
const rows = {
  fcp: { ms: med(games, 'fcp'), reference: med(statics, 'fcp') },
  playable: { ms: med(games, 'playable'), reference: med(responses, 'playable'), bytes: med(games, 'bytes') },
  // The next day's opens as a phone meets them (bench/phone.ts: no DevTools in the page), against the
  // reference's second paint: what the player would see first from a page revalidated over the network.
  warm: { ms: day(days, 'warm', 'playable'), reference: day(days, 'html', 'fcp') },
  warmFcp: { ms: day(days, 'warm', 'fcp'), reference: day(days, 'html', 'fcp') },
  offline: { ms: day(days, 'offline', 'playable'), reference: day(days, 'html', 'fcp') },
  offlineFcp: { ms: day(days, 'offline', 'fcp'), reference: day(days, 'html', 'fcp') },
  warmNoWorker: { ms: day(days, 'noWorker', 'playable'), reference: day(days, 'html', 'fcp') },
  // The same opens under Playwright, whose Runtime and Network domains cost the page main-thread time.
  devtoolsWarm: { ms: med(warmGames, 'playable'), reference: med(warmHtml, 'fcp') },
  // No page at all offline (a build without the worker): NaN, shown as such.
  devtoolsOffline: {
    ms: offlineGames.length ? med(offlineGames, 'playable') : NaN,
    reference: med(warmHtml, 'fcp'),
  },
  devtoolsNoWorker: { ms: med(noWorkerGames, 'playable'), reference: med(warmHtml, 'fcp') },
  sameTab: { ms: med(sameTabGames, 'playable'), reference: med(sameTabHtml, 'fcp') },
  // WebKit: MiniBrowser on a persistent profile, one launch per open, 1× CPU (drivers/webkitPhone.ts).
  ...(Object.fromEntries(
    (['game', 'gameNoCache'] as const).flatMap((open) =>
      (['fcp', 'playable'] as const).map((k) => [
        `webkit_${open}_${k}`,
        { ms: webkitMed(open, k), reference: webkitMed('html', 'fcp') },
      ]),
    ),
  ) as Record<`webkit_${'game' | 'gameNoCache'}_${'fcp' | 'playable'}`, { ms: number; reference: number }>),
};
const lh = {
  performance: median(lighthouseRuns.map((r) => r.performance)),
  tbtMs: Math.round(median(lighthouseRuns.map((r) => r.tbtMs))),
  fcpMs: Math.round(median(lighthouseRuns.map((r) => r.fcpMs))),
  lcpMs: Math.round(median(lighthouseRuns.map((r) => r.lcpMs))),
  ttiMs: Math.round(median(lighthouseRuns.map((r) => r.ttiMs))),
  cls: median(lighthouseRuns.map((r) => r.cls)),
  runs: lighthouseRuns.map(({ performance, tbtMs, fcpMs, lcpMs, ttiMs }) => ({
    performance,
    tbtMs,
    fcpMs,
    lcpMs,
    ttiMs,
  })),
};
const ratio = (row: { ms: number; reference: number }) => row.ms / row.reference;
const met = {
  fcp: ratio(rows.fcp) <= TARGET.fcpVsStatic,
  playable: ratio(rows.playable) <= TARGET.playableVsOneResponse,
  warm: ratio(rows.warm) <= TARGET.warmVsHtml && ratio(rows.warmFcp) <= TARGET.warmFcpVsHtml,
  offline: ratio(rows.offline) <= TARGET.warmVsHtml && ratio(rows.offlineFcp) <= TARGET.warmFcpVsHtml,
  warmNoWorker: ratio(rows.warmNoWorker) <= TARGET.warmNoWorkerVsHtml,
  webkit:
    ratio(rows.webkit_game_playable) <= TARGET.webkitPlayableVsHtml &&
    ratio(rows.webkit_game_fcp) <= TARGET.webkitFcpVsHtml,
  lighthouse: lh.performance >= TARGET.lighthouse && lh.tbtMs <= TARGET.tbtMs,
  beforePlayable:
    rows.playable.bytes / 1000 <= TARGET.kbBeforePlayable &&
    games.every((g) => g.requests.length <= TARGET.requestsBeforePlayable),
};
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

console.log(`\n/h5/BigWatermelon (${DIST}), medians of ${RUNS}: slow 4G, 4× CPU, cache off, 390×844 @2x, zh-CN\n`);
console.log(
  table([
    {
      measure: 'first contentful paint',
      ms: rows.fcp.ms,
      reference: `${rows.fcp.reference} (static HTML)`,
      ratio: ratio(rows.fcp).toFixed(2),
      target: `≤ ${TARGET.fcpVsStatic}`,
      '': verdict(met.fcp),
    },
    {
      measure: 'playable',
      ms: rows.playable.ms,
      reference: `${rows.playable.reference} (one ${(rows.playable.bytes / 1000).toFixed(1)} KB response)`,
      ratio: ratio(rows.playable).toFixed(2),
      target: `≤ ${TARGET.playableVsOneResponse}`,
      '': verdict(met.playable),
    },
    ...(
      [
        ['next day, new page: first paint', rows.warmFcp, TARGET.warmFcpVsHtml],
        ['next day, new page: playable', rows.warm, TARGET.warmVsHtml],
        ['next day offline, new page: first paint', rows.offlineFcp, TARGET.warmFcpVsHtml],
        ['next day offline, new page: playable', rows.offline, TARGET.warmVsHtml],
        ['next day, new page, no worker (iOS): playable', rows.warmNoWorker, TARGET.warmNoWorkerVsHtml],
      ] as const
    ).map(([measure, row, target]) => ({
      measure,
      ms: row.ms,
      reference: `${row.reference} (its HTML's second paint, as a phone)`,
      ratio: ratio(row).toFixed(2),
      target: `≤ ${target}`,
      '': verdict(ratio(row) <= target),
    })),
    ...(
      [
        ['DevTools on: second open, new page: playable', rows.devtoolsWarm, 'new page'],
        ['DevTools on: offline, new page: playable', rows.devtoolsOffline, 'new page'],
        ['DevTools on: no worker, new page: playable', rows.devtoolsNoWorker, 'new page'],
        ['DevTools on: second open, same tab: playable', rows.sameTab, 'same tab'],
      ] as const
    ).map(([measure, row, how]) => ({
      measure,
      ms: Number.isNaN(row.ms) ? 'no page' : row.ms,
      reference: `${row.reference} (its HTML's second paint, ${how})`,
      ratio: ratio(row).toFixed(2),
      target: '—',
      '': '',
    })),
  ]),
);
console.log(
  `\nWebKit (an iPhone without the worker): WebKitGTK's MiniBrowser, a persistent profile, one launch per open, ` +
    `each request held ${ROUND_TRIP_MS} ms, 390×844 @2x, medians of ${webkitDays.length}. 1× CPU: WebKitGTK has no ` +
    `CPU throttling, so script runs at this machine's speed, not a slow phone's (the Chromium rows run at 4×)\n`,
);
console.log(
  table(
    (
      [
        ['next day, no worker: first paint', rows.webkit_game_fcp, TARGET.webkitFcpVsHtml, 'game'],
        ['next day, no worker: playable', rows.webkit_game_playable, TARGET.webkitPlayableVsHtml, 'game'],
        ['as before (HTML no-cache): first paint', rows.webkit_gameNoCache_fcp, TARGET.webkitFcpVsHtml, 'before'],
        [
          'as before (HTML no-cache): playable',
          rows.webkit_gameNoCache_playable,
          TARGET.webkitPlayableVsHtml,
          'before',
        ],
      ] as const
    ).map(([measure, row, target, which]) => ({
      measure,
      ms: row.ms,
      reference: `${row.reference} (its HTML's second paint, in WebKit)`,
      ratio: ratio(row).toFixed(2),
      target: which === 'game' ? `≤ ${target}` : `(≤ ${target})`,
      '': which === 'game' ? verdict(ratio(row) <= target) : '',
    })),
  ),
);
console.log(
  `\nLighthouse (mobile) ×${RUNS}, medians: performance ${lh.performance}, TBT ${lh.tbtMs} ms, FCP ${lh.fcpMs} ms, ` +
    `LCP ${lh.lcpMs} ms, TTI ${lh.ttiMs} ms, CLS ${lh.cls} (target: ≥ ${TARGET.lighthouse}, TBT ≤ ${TARGET.tbtMs} ms): ${verdict(met.lighthouse)}`,
);
const keptRows = kept.map(printKept);
const first = games[0]!;
console.log(
  `\nBefore playable: ${games.map((g) => g.requests.length).join(', ')} requests in the ${RUNS} runs, ` +
    `${(rows.playable.bytes / 1000).toFixed(1)} KB median (target: ≤ ${TARGET.requestsBeforePlayable} requests, ` +
    `≤ ${TARGET.kbBeforePlayable} KB): ${verdict(met.beforePlayable)}. The first run's:`,
);
console.log(table(first.requests.map((q) => ({ depth: q.depth, KB: (q.bytes / 1000).toFixed(1), request: q.path }))));
const file = writeResult(NAME, {
  dist: DIST,
  conditions: {
    ...SLOW_4G,
    cpuSlowdown: CPU_SLOWDOWN,
    cache: 'off (warm and offline rows: kept, with the service worker; each open a new page)',
    nextDay: `bare CDP, no DevTools domain in the page; ${ROUND_TRIP_MS} ms round trip per request from a proxy`,
    webkit: `MiniBrowser (WebKitGTK), persistent profile, one launch per open, ${ROUND_TRIP_MS} ms per request, 1× CPU`,
    viewport: '390x844@2',
    locale: 'zh-CN',
  },
  runs: RUNS,
  target: TARGET,
  met,
  rows,
  kept: keptRows,
  lighthouse: lh,
  opens: {
    games,
    statics,
    responses,
    warmGames,
    warmHtml,
    offlineGames,
    sameTabGames,
    sameTabHtml,
    noWorkerGames,
    days,
    webkitDays,
    kept,
  },
});
console.log(`\nwrote ${file}`);

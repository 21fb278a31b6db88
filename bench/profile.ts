// npm run bench:profile — where the main thread's time goes on the daily open, as a phone meets it:
// the game opened a second time in a new page of the same context (HTTP cache and service worker
// kept, renderer fresh), 4× CPU, slow 4G, 390×844 at DPR 2, zh-CN; with the worker, and without it
// (the iOS path: serviceWorkers blocked, the HTTP cache only). A Chromium trace of each such open, from
// navigation to playable: the renderer main thread's self time per kind of work, and the script time
// per file. Medians of RUNS (3) opens. Writes bench/results/profile.json. With KEPT=1: the same, for the
// next day's open with a 20-minute game kept beside one with nothing kept (bench/keptOpen.ts's game), each
// traced up to the board shown and, for the kept game, its pause popup (bench/results/profile-kept.json);
// TRACE_DIR=dir also writes each of those traces there, a file per open named for its kind and run.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { median, PLAYABLE, playableSaid, table, writeResult } from './lib';
import { startServer } from '../scripts/static-server.mjs';
import { keep, keptGameText } from './keptOpen';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 4182;
const GAME = `http://127.0.0.1:${PORT}/h5/BigWatermelon`;
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** With KEPT=1: the next day's open with a 20-minute game kept, beside one with nothing kept (issue #58). */
const KEPT = Boolean(process.env.KEPT);
/** Where the window ends: the page's playable mark, or (KEPT) the board shown and, for a kept game, its popup. */
const END_MARK = KEPT ? 'bench:shown' : 'game:playable';
const SHOWN = (popup: boolean) => `{
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role=application]') && !document.querySelector('[role=progressbar]')${popup ? " && document.querySelector('dialog[open]')" : ''}) {
      observer.disconnect();
      performance.mark('bench:shown');
      console.debug('${PLAYABLE} ' + performance.now());
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}`;
/**
 * With FUNCS=1: V8's sampling profiler in the trace too, and self time per function as file:line:column of the
 * built file (minified: the column finds the function). The sampler slows the page, so compare opens with each other.
 */
const FUNCS = Boolean(process.env.FUNCS);
const CATEGORIES = [
  ...(FUNCS ? ['disabled-by-default-v8.cpu_profiler'] : []),
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
];

if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const server = await startServer({ root: process.env.DIST ?? 'dist', port: PORT });
const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

async function throttled(context: BrowserContext, watch?: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (watch) {
    await page.addInitScript(watch);
    return page;
  }
  await page.addInitScript(`new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('game:playable').length) { observer.disconnect(); console.debug('${PLAYABLE} ' + performance.now()); }
  }).observe({ type: 'mark', buffered: true });`);
  return page;
}

/** Opens the game in `page` and waits until it is playable (said on its console: playableSaid in lib.ts). */
async function openPlayable(page: Page): Promise<void> {
  const said = playableSaid(page);
  await page.goto(GAME);
  await said;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: { url?: string; name?: string; documentLoaderURL?: string; startTime?: number } & Partial<ProfileChunk>;
  };
}

interface ProfileChunk {
  cpuProfile: {
    nodes?: {
      id: number;
      parent?: number;
      callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
    }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

/** Self time (ms) per function from V8's samples on thread `pid`/`tid` between `start` and `end` (trace µs). */
function functionTimes(events: TraceEvent[], pid: number, tid: number, start: number, end: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return {};
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid);
  const names = new Map<number, string>();
  const self = new Map<string, number>();
  let t = profile.args!.data!.startTime!;
  let prev: string | null = null;
  let prevAt = t;
  for (const c of chunks) {
    const { cpuProfile, timeDeltas = [] } = c.args!.data!;
    for (const n of cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      names.set(
        n.id,
        f.url
          ? `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`
          : f.functionName,
      );
    }
    (cpuProfile?.samples ?? []).forEach((id, i) => {
      t += timeDeltas[i] ?? 0;
      if (prev !== null && prevAt >= start && t <= end) self.set(prev, (self.get(prev) ?? 0) + (t - prevAt) / 1000);
      prev = names.get(id) ?? String(id);
      prevAt = t;
    });
  }
  return Object.fromEntries(self);
}

/** Self time (ms) per event name on the renderer main thread, and script time per file, up to playable. */
function summarise(events: TraceEvent[]) {
  // The renderer that loaded the game, and its main thread.
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/BigWatermelon'),
  );
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav?.pid);
  if (!nav || !main) throw new Error('no renderer main thread loaded the game in this trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const start = nav.ts;
  const end = events.find((e) => e.name === END_MARK && e.pid === main.pid)?.ts;
  if (end === undefined) throw new Error('the game never marked itself playable in this trace');
  const inWindow = onMain.filter((e) => e.ts >= start && e.ts < end).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const stack: TraceEvent[] = [];
  let busy = 0;
  for (const e of inWindow) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur! / 1000);
    else busy += e.dur! / 1000;
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur! / 1000);
    const url = e.args?.data?.url;
    const script = ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'FunctionCall'];
    if (url && script.includes(e.name) && !stack.some((s) => script.includes(s.name)))
      byFile.set(url.replace(/^.*\/h5\//, ''), (byFile.get(url.replace(/^.*\/h5\//, '')) ?? 0) + e.dur! / 1000);
    stack.push(e);
  }
  return {
    toPlayable: (end - start) / 1000,
    busy,
    self: Object.fromEntries(self),
    byFile: Object.fromEntries(byFile),
    ...(FUNCS ? { byFunction: functionTimes(events, main.pid, main.tid, start, end) } : {}),
  };
}

async function profiled(worker: boolean) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    isMobile: true,
    serviceWorkers: worker ? 'allow' : 'block',
  });
  try {
    const first = await throttled(context);
    await openPlayable(first);
    if (worker) await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForTimeout(3000); // the worker's install, the idle work after playable
    await first.close();
    const opens = [];
    for (let n = 0; n < 2; n++) {
      // The second open, then the third: the first after an install, and a later day's.
      const page = await throttled(context);
      await browser.startTracing(page, { categories: CATEGORIES });
      await openPlayable(page);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      opens.push(summarise(trace.traceEvents));
      await page.waitForTimeout(2000); // what the open does once idle (the code cache it writes)
      await page.close();
    }
    return opens;
  } finally {
    await context.close();
  }
}

/** Pairs of opens, nothing kept and a kept game, alternated, each in a new page of one context. */
async function profiledKept(runs: number) {
  const text = keptGameText().text;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    isMobile: true,
  });
  const out = { none: [] as ReturnType<typeof summarise>[], kept: [] as ReturnType<typeof summarise>[] };
  try {
    const first = await throttled(context);
    await openPlayable(first);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForTimeout(3000);
    await first.close();
    for (let r = 0; r < runs; r++)
      for (const which of r % 2 ? (['kept', 'none'] as const) : (['none', 'kept'] as const)) {
        const setter = await context.newPage();
        await setter.goto(`http://127.0.0.1:${PORT}/h5/kept-setter`);
        await setter.evaluate(keep(which === 'kept' ? text : null));
        await setter.close();
        const page = await throttled(context, SHOWN(which === 'kept'));
        await browser.startTracing(page, { categories: CATEGORIES });
        const said = playableSaid(page);
        await page.goto(GAME);
        await said;
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        if (process.env.TRACE_DIR) writeFileSync(`${process.env.TRACE_DIR}/${which}-${r}.json`, JSON.stringify(trace));
        out[which].push(summarise(trace.traceEvents));
        await page.close();
      }
    return out;
  } finally {
    await context.close();
  }
}

const results: Record<string, ReturnType<typeof summarise>[]> = KEPT
  ? await profiledKept(RUNS)
  : {
      'second open, worker': [],
      'third open, worker': [],
      'second open, no worker': [],
      'third open, no worker': [],
    };
for (let run = 0; run < (KEPT ? 0 : RUNS); run++)
  for (const worker of [true, false]) {
    const [second, third] = await profiled(worker);
    const path = worker ? 'worker' : 'no worker';
    results[`second open, ${path}`]!.push(second!);
    results[`third open, ${path}`]!.push(third!);
  }
await browser.close();
await new Promise((done) => server.close(done));

const medians = Object.fromEntries(
  Object.entries(results).map(([path, runs]) => {
    const keys = (pick: (r: ReturnType<typeof summarise>) => Record<string, number>) => [
      ...new Set(runs.flatMap((r) => Object.keys(pick(r)))),
    ];
    const med = (pick: (r: ReturnType<typeof summarise>) => Record<string, number>) =>
      Object.fromEntries(
        keys(pick)
          .map((k) => [k, median(runs.map((r) => pick(r)[k] ?? 0))] as const)
          .filter(([, ms]) => ms >= 5)
          .sort((a, b) => b[1] - a[1]),
      );
    return [
      path,
      {
        toPlayable: median(runs.map((r) => r.toPlayable)),
        busy: median(runs.map((r) => r.busy)),
        self: med((r) => r.self),
        byFile: med((r) => r.byFile),
        byFunction: med((r) => r.byFunction ?? {}),
      },
    ];
  }),
);
for (const [path, m] of Object.entries(medians)) {
  console.log(
    `\n${path}, a new page: playable at ${m.toPlayable.toFixed(0)} ms, main thread busy ${m.busy.toFixed(0)} ms`,
  );
  console.log(
    table(Object.entries(m.self).map(([work, ms]) => ({ 'main thread, self time': work, ms: ms.toFixed(0) }))),
  );
  console.log(table(Object.entries(m.byFile).map(([file, ms]) => ({ 'script, by file': file, ms: ms.toFixed(0) }))));
  if (FUNCS)
    console.log(
      table(
        Object.entries(m.byFunction)
          .slice(0, 30)
          .map(([fn, ms]) => ({ 'self time, by function': fn, ms: ms.toFixed(0) })),
      ),
    );
}
writeResult(KEPT ? 'profile-kept' : 'profile', { runs: RUNS, cpu: '4x', network: 'slow 4G', medians, results });

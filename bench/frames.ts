// npm run bench:frames — 100 pieces on the board for 10 s in Chromium with the
// CPU throttled 4×: rAF intervals, real redraws of the moving layer per frame,
// and main-thread task time per frame, for the declarative react-konva board
// and an imperative plain-Konva baseline drawing the same scene, alternated.
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startServer } from '../scripts/static-server.mjs';
import { median, percentile, table, writeResult } from './lib';

const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);

execSync('npx vite build --config bench/frames/vite.config.ts', { stdio: 'inherit' });
const server = await startServer({ root: 'bench/dist-frames', base: '/h5/', port: 0 });
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

interface Run {
  mode: string;
  frames: number;
  redrawsPerFrame: number;
  p50IntervalMs: number;
  p95IntervalMs: number;
  taskMsPerFrame: number;
}

async function measure(mode: string): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 400, height: 420 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.goto(`http://127.0.0.1:${port}/h5/index.html?mode=${mode}`);
  await page.waitForFunction(() => document.title === 'ready');
  await page.waitForTimeout(1500); // warm up: JIT, first layout, pile settles in
  const task = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
  await page.evaluate(() => {
    const b = (window as unknown as { bench: { frames: number; draws: number; intervals: number[] } }).bench;
    b.frames = 0;
    b.draws = 0;
    b.intervals.length = 0;
  });
  const t0 = await task();
  await page.waitForTimeout(SECONDS * 1000);
  const t1 = await task();
  const s = await page.evaluate(
    () => (window as unknown as { bench: { frames: number; draws: number; intervals: number[] } }).bench,
  );
  await page.close();
  return {
    mode,
    frames: s.frames,
    redrawsPerFrame: s.draws / s.frames,
    p50IntervalMs: median(s.intervals),
    p95IntervalMs: percentile(s.intervals, 95),
    taskMsPerFrame: ((t1 - t0) * 1000) / s.frames,
  };
}

const runs: Run[] = [];
for (let r = 0; r < ROUNDS; r++) for (const mode of ['declarative', 'imperative']) runs.push(await measure(mode));
await browser.close();
server.close();

const summary = ['declarative', 'imperative'].map((mode) => {
  const rs = runs.filter((r) => r.mode === mode);
  return {
    mode,
    frames: median(rs.map((r) => r.frames)),
    redrawsPerFrame: median(rs.map((r) => r.redrawsPerFrame)),
    p50IntervalMs: median(rs.map((r) => r.p50IntervalMs)),
    p95IntervalMs: median(rs.map((r) => r.p95IntervalMs)),
    taskMsPerFrame: median(rs.map((r) => r.taskMsPerFrame)),
  };
});
const [decl, imp] = summary as [(typeof summary)[0], (typeof summary)[0]];
const target = {
  rule: 'declarative: redraws/frames ≥ 0.98, p95 frame interval ≤ 17.5 ms, task time per frame ≤ 1.2× the imperative baseline',
  taskRatio: decl.taskMsPerFrame / imp.taskMsPerFrame,
  met: decl.redrawsPerFrame >= 0.98 && decl.p95IntervalMs <= 17.5 && decl.taskMsPerFrame <= 1.2 * imp.taskMsPerFrame,
};
console.log(
  table(
    summary.map((s) => ({
      mode: s.mode,
      frames: s.frames,
      'redraws/frame': s.redrawsPerFrame.toFixed(3),
      'p50 interval ms': s.p50IntervalMs.toFixed(2),
      'p95 interval ms': s.p95IntervalMs.toFixed(2),
      'task ms/frame': s.taskMsPerFrame.toFixed(2),
    })),
  ),
);
console.log(
  `\nMedians of ${ROUNDS} alternated runs of ${SECONDS} s, CPU throttled 4×. Task ratio ${target.taskRatio.toFixed(2)}. Target met: ${target.met}`,
);
console.log(
  'Wrote',
  writeResult('frames', { seconds: SECONDS, rounds: ROUNDS, cpuThrottling: 4, pieces: 100, runs, summary, target }),
);

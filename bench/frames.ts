// npm run bench:frames — 100 pieces on the board for 10 s in Chromium with the
// CPU throttled 4×: rAF intervals, real redraws of the moving layer per frame,
// and main-thread task time per frame, for the declarative react-konva board
// and an imperative plain-Konva baseline drawing the same scene, alternated.
// The "+effects" modes also keep at least 4 effects running (bursts, "+N",
// explosions, celebrations: bench/frames/effectFeed.ts), drawn by both alike.
// "watched16" is the viewer playing a 30-minute game at 16× (bench/frames/watched.tsx),
// held against today's play (declarative).
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startServer } from '../scripts/static-server.mjs';
import { median, percentile, table, writeResult } from './lib';

const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/**
 * A phone's WebView draws canvases on its GPU. This machine has none, so Chromium gets SwiftShader's
 * software GPU: the canvas is GPU-accelerated as on a phone and its raster leaves the main thread.
 * RASTER=software keeps Chromium's default here instead, software raster in the main thread's
 * compositor commit (about 9 ms a frame at 4× throttling), and writes frames-software.json.
 */
const SOFTWARE = process.env.RASTER === 'software';
const GPU_FLAGS = SOFTWARE ? ['--disable-gpu'] : ['--enable-unsafe-swiftshader', '--use-angle=swiftshader'];

execSync('npx vite build --config bench/frames/vite.config.ts', { stdio: 'inherit' });
const server = await startServer({ root: 'bench/dist-frames', base: '/h5/', port: 0 });
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [
    '--no-sandbox',
    ...GPU_FLAGS,
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
  /** Share of intervals longer than 1.5 frames: a missed vsync. */
  missedShare: number;
  taskMsPerFrame: number;
  /** Main-thread CPU time per frame (CDP ThreadTime). */
  cpuMsPerFrame: number;
  /** Time inside Konva's layer drawing, per frame (part of the task time). */
  drawMsPerFrame: number;
  /** Time in the draw call (scene, React or setAttrs, Konva draw), per frame: the part the two modes differ in. */
  drawCallMsPerFrame: number;
  /** Share of frames whose redraw happened in the rAF callback that wrote them (before that frame's paint). */
  drawnInFrame: number;
  /** Fewest effects running in any measured frame (0 in the plain modes). */
  minEffects: number;
}

/** What the benchmark page counts (bench/frames/main.tsx). */
interface BenchStats {
  frames: number;
  draws: number;
  intervals: number[];
  drawMs: number;
  frameJsMs: number;
  minEffects: number;
  drawsInFrame: number;
}

/** A benchmark page in `mode`, CPU throttled 4×, running and warmed up (JIT, first layout, the pile settles in). */
async function openWarm(mode: string) {
  const page = await browser.newPage({ viewport: { width: 400, height: 420 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const [kind, ...extras] = mode.split('+');
  const flags = extras.map((f) => `&${f}=1`).join('');
  await page.goto(`http://127.0.0.1:${port}/h5/index.html?mode=${kind}${flags}`);
  await page.waitForFunction(() => document.title === 'ready');
  await page.waitForTimeout(1500);
  return { page, cdp };
}

async function measure(mode: string): Promise<Run> {
  const { page, cdp } = await openWarm(mode);
  // TaskDuration is wall time inside tasks; ThreadTime, the main thread's CPU time, is reported beside it.
  const metrics = async () => {
    const m = (await cdp.send('Performance.getMetrics')).metrics;
    const get = (name: string) => m.find((x) => x.name === name)!.value;
    return { task: get('TaskDuration'), thread: get('ThreadTime') };
  };
  await page.evaluate(() => {
    const b = (window as unknown as { bench: BenchStats }).bench;
    b.frames = 0;
    b.draws = 0;
    b.drawMs = 0;
    b.frameJsMs = 0;
    b.minEffects = Infinity;
    b.drawsInFrame = 0;
    b.intervals.length = 0;
  });
  const m0 = await metrics();
  await page.waitForTimeout(SECONDS * 1000);
  const m1 = await metrics();
  const s = await page.evaluate(() => (window as unknown as { bench: BenchStats }).bench);
  await page.close();
  return {
    mode,
    frames: s.frames,
    redrawsPerFrame: s.draws / s.frames,
    p50IntervalMs: median(s.intervals),
    p95IntervalMs: percentile(s.intervals, 95),
    missedShare: s.intervals.filter((i) => i > 25).length / s.intervals.length,
    taskMsPerFrame: ((m1.task - m0.task) * 1000) / s.frames,
    cpuMsPerFrame: ((m1.thread - m0.thread) * 1000) / s.frames,
    drawMsPerFrame: s.drawMs / s.frames,
    drawCallMsPerFrame: s.frameJsMs / s.frames,
    minEffects: s.minEffects,
    drawnInFrame: s.drawsInFrame / s.frames,
  };
}

/**
 * Where each frame's main-thread time goes, from a 3 s DevTools trace: the rAF callback (our step,
 * React and Konva) against the compositor Commit, which on a machine without a GPU carries the
 * software raster of the canvases.
 */
async function breakdown(mode: string): Promise<Record<string, number>> {
  const { page } = await openWarm(mode);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ph: string; dur?: number; tid: number }[];
  };
  await page.close();
  const main = trace.traceEvents.find((e) => e.name === 'FireAnimationFrame')?.tid;
  const total = new Map<string, number>();
  let frames = 0;
  for (const e of trace.traceEvents) {
    if (e.tid !== main || e.ph !== 'X' || !e.dur) continue;
    if (e.name === 'FireAnimationFrame') frames++;
    total.set(e.name, (total.get(e.name) ?? 0) + e.dur / 1000);
  }
  const per = (name: string) => (total.get(name) ?? 0) / Math.max(1, frames);
  return { animationFrameMs: per('FireAnimationFrame'), commitMs: per('Commit'), allTasksMs: per('RunTask') };
}

/** What runFrames (bench/frames/main.tsx) reports: ms per frame, and its parts. */
interface BackToBack {
  total: number;
  sim: number;
  konvaDraw: number;
  rest: number;
}

/**
 * The same frames drawn back to back, one simulation step each, with no vsync to wait for: the cost
 * of the frames themselves. Both modes draw exactly the same sequence of scenes, so this ratio does
 * not move with missed vsyncs (a missed one means two steps in the next frame of that mode only).
 */
async function backToBack(mode: string): Promise<BackToBack> {
  const { page } = await openWarm(mode);
  await page.evaluate('runFrames(30)');
  const r = (await page.evaluate('runFrames(600)')) as BackToBack;
  await page.close();
  return r;
}

const runs: Run[] = [];
const MODES = (process.env.MODES ?? 'declarative,imperative,declarative+effects,imperative+effects,watched16').split(
  ',',
);
for (let r = 0; r < ROUNDS; r++) for (const mode of MODES) runs.push(await measure(mode));
/** The watched game's frames are the viewer's own: no back-to-back run of the synthetic scene. */
const SCENE_MODES = MODES.filter((m) => m !== 'watched16');
const b2b = new Map<string, BackToBack[]>(SCENE_MODES.map((m) => [m, []]));
for (let r = 0; r < ROUNDS; r++) for (const mode of SCENE_MODES) b2b.get(mode)!.push(await backToBack(mode));
const perFrame: Record<string, Record<string, number>> = {};
for (const mode of MODES) perFrame[mode] = await breakdown(mode); // one trace at a time
await browser.close();
server.close();

const summary = MODES.map((mode) => {
  const rs = runs.filter((r) => r.mode === mode);
  return {
    mode,
    frames: median(rs.map((r) => r.frames)),
    redrawsPerFrame: median(rs.map((r) => r.redrawsPerFrame)),
    p50IntervalMs: median(rs.map((r) => r.p50IntervalMs)),
    p95IntervalMs: median(rs.map((r) => r.p95IntervalMs)),
    missedShare: median(rs.map((r) => r.missedShare)),
    taskMsPerFrame: median(rs.map((r) => r.taskMsPerFrame)),
    cpuMsPerFrame: median(rs.map((r) => r.cpuMsPerFrame)),
    drawMsPerFrame: median(rs.map((r) => r.drawMsPerFrame)),
    drawCallMsPerFrame: median(rs.map((r) => r.drawCallMsPerFrame)),
    minEffects: Math.min(...rs.map((r) => r.minEffects)),
    drawnInFrame: median(rs.map((r) => r.drawnInFrame)),
  };
});
const backToBackSummary = SCENE_MODES.map((mode) => {
  const rs = b2b.get(mode)!;
  const med = (k: keyof BackToBack) => median(rs.map((r) => r[k]));
  return { mode, msPerFrame: med('total'), simMs: med('sim'), konvaDrawMs: med('konvaDraw'), restMs: med('rest') };
});
/** Each declarative mode against the imperative baseline of the same scene. */
const ratioOf = (a: string, b: string) =>
  backToBackSummary.find((s) => s.mode === a)!.msPerFrame / backToBackSummary.find((s) => s.mode === b)!.msPerFrame;
const targets = summary.flatMap((decl) => {
  const imp = summary.find((s) => s.mode === decl.mode.replace('declarative', 'imperative'));
  if (!decl.mode.startsWith('declarative') || !imp) return []; // MODES ran no baseline for it
  const parts = {
    redraws: decl.redrawsPerFrame >= 0.98,
    p95: decl.p95IntervalMs <= 17.5,
    baselineP95: imp.p95IntervalMs <= 17.5,
    taskRatio: decl.taskMsPerFrame <= 1.2 * imp.taskMsPerFrame,
  };
  return [
    {
      mode: decl.mode,
      rule: 'redraws/frames ≥ 0.98, p95 frame interval ≤ 17.5 ms, task time per frame ≤ 1.2× the imperative baseline',
      taskRatio: decl.taskMsPerFrame / imp.taskMsPerFrame,
      backToBackRatio: ratioOf(decl.mode, imp.mode),
      cpuRatio: decl.cpuMsPerFrame / imp.cpuMsPerFrame,
      /** Each part of the rule on its own, so a miss says which; the baseline's p95 says whether this machine can hold it at all. */
      parts,
      met: parts.redraws && parts.p95 && parts.taskRatio,
    },
  ];
});
console.log(
  table(
    summary.map((s) => ({
      mode: s.mode,
      frames: s.frames,
      'redraws/frame': s.redrawsPerFrame.toFixed(3),
      'drawn in its frame': s.drawnInFrame.toFixed(3),
      'p50 interval ms': s.p50IntervalMs.toFixed(2),
      'p95 interval ms': s.p95IntervalMs.toFixed(2),
      'missed %': (100 * s.missedShare).toFixed(1),
      'task ms/frame': s.taskMsPerFrame.toFixed(2),
      'cpu ms/frame': s.cpuMsPerFrame.toFixed(2),
      'draw call ms': s.drawCallMsPerFrame.toFixed(2),
      'of it Konva draw': s.drawMsPerFrame.toFixed(2),
      'min effects': s.minEffects,
    })),
  ),
);
console.log(`\nMedians of ${ROUNDS} alternated runs of ${SECONDS} s, CPU throttled 4×.`);
for (const t of targets)
  console.log(
    `  ${t.mode}: task ratio ${t.taskRatio.toFixed(2)} (CPU time ratio ${t.cpuRatio.toFixed(2)}). Target met: ${t.met}` +
      ` (redraws ${t.parts.redraws}, p95 ${t.parts.p95}, task ratio ${t.parts.taskRatio};` +
      ` the baseline's own p95 ≤ 17.5 ms: ${t.parts.baselineP95})`,
  );
console.log(
  `\nThe same frames back to back (600 after a warm-up, one step each, no vsync), medians of ${ROUNDS}, 4× throttled:`,
);
console.log(
  table(
    backToBackSummary.map((s) => ({
      mode: s.mode,
      'ms/frame': s.msPerFrame.toFixed(3),
      'simulation ms': s.simMs.toFixed(3),
      'Konva draw ms': s.konvaDrawMs.toFixed(3),
      'scene + React or setAttrs ms': s.restMs.toFixed(3),
    })),
  ),
);
for (const t of targets) console.log(`  ${t.mode}: back-to-back ratio ${t.backToBackRatio.toFixed(2)}`);
console.log('\nMain thread per frame from a trace (ms, 4× throttled): rAF callback / compositor Commit / all tasks');
for (const [mode, b] of Object.entries(perFrame)) {
  console.log(
    `  ${mode.padEnd(12)} ${b.animationFrameMs!.toFixed(2)} / ${b.commitMs!.toFixed(2)} / ${b.allTasksMs!.toFixed(2)}`,
  );
}
/** A watched game at 16× against today's play (declarative, 100 pieces, one step a frame), side by side. */
const played = summary.find((s) => s.mode === 'declarative');
const sixteen = summary.find((s) => s.mode === 'watched16');
const watched16 = played &&
  sixteen && {
    rule: 'p95 frame interval ≤ 17.5 ms and task time per frame ≤ 1.2× today’s play (declarative)',
    taskRatio: sixteen.taskMsPerFrame / played.taskMsPerFrame,
    p95IntervalMs: sixteen.p95IntervalMs,
    met: sixteen.p95IntervalMs <= 17.5 && sixteen.taskMsPerFrame <= 1.2 * played.taskMsPerFrame,
  };
if (watched16) {
  console.log(
    `\n  watched16 (30-min game at 16×, from its middle): task ${sixteen!.taskMsPerFrame.toFixed(2)} ms/frame,` +
      ` ${watched16.taskRatio.toFixed(2)}× today's play; p95 interval ${sixteen!.p95IntervalMs.toFixed(2)} ms.` +
      ` Target met: ${watched16.met}`,
  );
}
console.log(
  'Wrote',
  writeResult(SOFTWARE ? 'frames-software' : 'frames', {
    chromiumFlags: GPU_FLAGS,
    seconds: SECONDS,
    rounds: ROUNDS,
    cpuThrottling: 4,
    pieces: 100,
    runs,
    summary,
    traceMsPerFrame: perFrame,
    backToBack: Object.fromEntries(b2b),
    backToBackSummary,
    targets,
    watched16,
  }),
);

// npm run bench:watch — watching a 30-minute game as a phone meets it: a fresh page per open, no DevTools in
// the page, 4× CPU (bench/phone.ts). Each open plays the game at seed 7, then replayData opens the viewer on the
// v4 corpus' 30-minute game (seed 80062): how long until it is played through (its check, its keyframes: the
// whole game seekable), then 50 seeks to random points of it by a tap on the slider (trusted input), each
// timed in the page from the tap's pointerdown to its board drawn (React's commit, Konva's draw). Chromium
// throttles the page's thread, not the worker's, so each open also runs the worker's script on the throttled
// thread (workAlone): played through at 4× is when the worker started plus that. Medians and spreads over the
// opens, p95 over every open's seeks; targets: played through within 3 s of opening, seeks within 50 ms.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readCorpus } from '../fixtures/corpus/corpus';
import { decodeReplay, type Replay } from '../src/game';
import { startServer } from '../scripts/static-server.mjs';
import { median, percentile, table, writeResult } from './lib';
import { phone, truePhone } from './phone';

const RUNS = Number(process.env.RUNS ?? 5);
const SEEKS = 50;
const DIST = process.env.DIST ?? 'dist';
const LONG = readCorpus('v4').find((e) => e.seed === 80062)!;

if (!process.env.SKIP_BUILD) execSync('npm run --silent build', { stdio: 'inherit' });
const server = await startServer({ root: DIST, base: '/h5/', port: 0 });
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

/** In the page: opens the viewer, and resolves with ms from the call to its dialog and to "played through". */
const OPEN_VIEWER = (replay: string) => `new Promise((done) => {
  const t0 = performance.now();
  const W = window.Worker;
  let workerAt = 0;
  window.Worker = function (...a) { workerAt = performance.now() - t0; return new W(...a); };
  let shown = 0;
  const seen = () => {
    const status = document.querySelector('[data-testid=watch-status]');
    if (!shown && status) shown = performance.now() - t0;
    if (status && status.getAttribute('data-check') === 'verified') {
      observer.disconnect();
      done({ shown, through: performance.now() - t0, workerAt });
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  window.replayData({ replay: ${JSON.stringify(replay)} });
})`;

/**
 * In the page: the slider's box, and listeners that time each tap two ways. `__seeks`: from the tap's pointerdown
 * (capture) to the end of its handlers (a listener after React's, on the window). `__drawn`: from the tap's own
 * timestamp (event.timeStamp, the finger down) to the frame that shows the sought world: the board's first draw
 * after the tap (the pieces layer draws in React's commit, which a seek makes before its handler returns), then
 * the end of that frame's task (a message posted from the draw is taken after the frame's paint). `__parts`:
 * each drawn seek as [the input's wait, the tap's handlers to the draw, the draw to the frame's end].
 */
const ARM_SEEKS = `(() => {
  const slider = document.querySelector('[role=slider]');
  const r = slider.getBoundingClientRect();
  window.__seeks = [];
  window.__drawn = [];
  window.__parts = [];
  let t0 = 0;
  let tap = null;
  addEventListener('pointerdown', (e) => { t0 = performance.now(); tap = { at: e.timeStamp, t0 }; }, true);
  addEventListener('pointerdown', () => { window.__seeks.push(performance.now() - t0); });
  // Every layer's scene drawing, those made after a seek too.
  const Layer = Object.getPrototypeOf(window.bigWatermelon.stage().getLayers()[0]);
  const drawScene = Layer.drawScene;
  Layer.drawScene = function (...args) {
    const out = drawScene.apply(this, args);
    if (tap) {
      const { at, t0 } = tap;
      const drawn = performance.now();
      tap = null;
      const after = new MessageChannel();
      after.port1.onmessage = () => {
        const end = performance.now();
        window.__drawn.push(end - at);
        window.__parts.push([t0 - at, drawn - t0, end - drawn]);
      };
      after.port2.postMessage(0);
    }
    return out;
  };
  return { x: r.left, y: r.top + r.height / 2, width: r.width };
})()`;

/**
 * In the page: the worker's own script run on the page's thread, the read replay given as its message, timed to its
 * last batch. Chromium throttles a page's main thread, never a worker's (Emulation.setCPUThrottlingRate: "only
 * supported for pages, not workers"), so this is the play-through's work as a phone's 4× slower core does it.
 */
function workAlone(replay: string): string {
  const file = readdirSync(`${DIST}/assets`).find((f) => /^watchWorker-.*\.js$/.test(f))!;
  const script = readFileSync(`${DIST}/assets/${file}`, 'utf8');
  return `(() => {
    const self = { onmessage: null, postMessage() {} };
    (function (self) { ${script}\n })(self);
    const t0 = performance.now();
    self.onmessage({ data: ${JSON.stringify(decoded(replay))} });
    return performance.now() - t0;
  })()`;
}

/** The replay as the page hands it to its worker: read already. */
function decoded(text: string): Replay {
  const d = decodeReplay(text);
  if (!d.ok) throw new Error(`the corpus game does not decode: ${d.reason}`);
  return d.replay;
}

/** A seeded spread of points along the slider (the same in every open). */
function points(n: number): number[] {
  let s = 12345;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return 0.02 + (0.96 * s) / 2 ** 32;
  });
}

/** Chromium's own 4× (the page's main thread only) and the true phone (every thread: bench/cpuQuota.ts). */
const MODELS = ['cdp', 'true'] as const;
type Model = (typeof MODELS)[number];
const devices = { cdp: await phone(4), true: await truePhone() };
interface Open {
  model: Model;
  /** ms from replayData: the viewer's status line shown, its worker started, its play-through done. */
  shown: number;
  workerAt: number;
  through: number;
  /** The worker's work on the page's thread (workAlone), throttled as the model throttles it. */
  alone: number;
  seeks: number[];
  /** Each tap's timestamp to the frame drawn with the sought world (ARM_SEEKS). */
  drawn: number[];
  /** Each drawn seek's [input wait, handlers to the draw, the draw to the frame's end] (ARM_SEEKS). */
  parts: number[][];
  valuenow: number;
}
const opens: Open[] = [];
try {
  for (let i = 0; i < RUNS; i++)
    for (const model of i % 2 ? [...MODELS].reverse() : MODELS)
      await devices[model].open(`${origin}/h5/BigWatermelon?seed=7`, true, async (run, cdp) => {
        const opened = (await run(OPEN_VIEWER(LONG.replay))) as Pick<Open, 'shown' | 'through' | 'workerAt'>;
        const box = (await run(ARM_SEEKS)) as { x: number; y: number; width: number };
        for (const [i, f] of points(SEEKS).entries()) {
          const at = { x: box.x + f * box.width, y: box.y, button: 'left', clickCount: 1 };
          await cdp('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
          await cdp('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
          // As a finger taps: the next once this one's frame is drawn (a second at most).
          await run(`new Promise((done) => {
            const t = performance.now();
            const wait = () => (window.__drawn.length > ${i} || performance.now() - t > 1000 ? done() : setTimeout(wait, 5));
            wait();
          })`);
        }
        const seeks = (await run('window.__seeks')) as number[];
        const drawn = (await run('window.__drawn')) as number[];
        const parts = (await run('window.__parts')) as number[][];
        const valuenow = Number(await run(`document.querySelector('[role=slider]').getAttribute('aria-valuenow')`));
        const alone = (await run(workAlone(LONG.replay))) as number;
        opens.push({ model, ...opened, alone, seeks, drawn, parts, valuenow });
      });
} finally {
  await devices.cdp.close();
  await devices.true.close();
  server.close();
}

/** Median and min–max of one measure over a model's opens, in whole ms. */
const stat = (model: Model, of: (o: Open) => number) => {
  const v = opens.filter((o) => o.model === model).map(of);
  const [lo, hi] = [Math.min(...v), Math.max(...v)].map(Math.round);
  return `${Math.round(median(v))} (${lo}–${hi})`;
};
const seeks = (model: Model, which: 'seeks' | 'drawn' = 'seeks') => {
  const all = opens.filter((o) => o.model === model).flatMap((o) => o[which]);
  return `${median(all).toFixed(1)}, p95 ${percentile(all, 95).toFixed(1)} (${all.length})`;
};
/** The medians of each part of the drawn seeks, in ms. */
const parts = (model: Model) => {
  const all = opens.filter((o) => o.model === model).flatMap((o) => o.parts);
  return [0, 1, 2].map((k) => median(all.map((p) => p[k]!)).toFixed(1)).join(', ');
};
const row = (measure: string, of: (o: Open) => number, target = '—') => ({
  measure,
  'Chromium 4× (main thread)': stat('cdp', of),
  'true phone (every thread)': stat('true', of),
  target,
});
const rows = [
  row('viewer shown (ms from replayData)', (o) => o.shown),
  row('worker started (ms from replayData)', (o) => o.workerAt),
  row('played through, measured in the page (ms)', (o) => o.through, '≤ 3000'),
  row('the play-through alone on the main thread (ms)', (o) => o.alone),
  row('worker started + alone (the old estimate)', (o) => o.workerAt + o.alone),
  {
    measure: 'seek, pointerdown to its handlers done (ms: median, p95)',
    'Chromium 4× (main thread)': seeks('cdp'),
    'true phone (every thread)': seeks('true'),
    target: '—',
  },
  {
    measure: 'seek, the tap to the frame drawn (ms: median, p95)',
    'Chromium 4× (main thread)': seeks('cdp', 'drawn'),
    'true phone (every thread)': seeks('true', 'drawn'),
    target: '≤ 50, p95 ≤ 100',
  },
  {
    measure: '  of which: the input waits, its handlers to the draw, the draw to the frame done',
    'Chromium 4× (main thread)': parts('cdp'),
    'true phone (every thread)': parts('true'),
    target: '—',
  },
];
console.log(`the true phone: ${JSON.stringify(devices.true.calibration)}`);
console.log(table(rows));
const file = writeResult('watch', {
  game: { seed: LONG.seed, minutes: +(LONG.frames / 3600).toFixed(1), score: LONG.score },
  cpuSlowdown: 4,
  phone: devices.true.calibration,
  runs: RUNS,
  rows,
  opens: opens.map((o) => ({ ...o, seeks: o.seeks.map((s) => +s.toFixed(1)) })),
});
console.log(`wrote ${file}`);

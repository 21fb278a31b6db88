// npm run bench:watch — watching a 30-minute game as a phone meets it: a fresh page per open, no DevTools in
// the page, 4× CPU (bench/phone.ts). Each open plays the game at seed 7, then replayData opens the viewer on the
// v4 corpus' 30-minute game (seed 80062): how long until it is played through (its check, its keyframes: the
// whole game seekable), then 50 seeks to random points of it by a tap on the slider (trusted input), each
// timed in the page from the tap's pointerdown to its board drawn (React's commit, Konva's draw). Medians and
// p95 over every open's seeks; targets: played through within 3 s of opening, seeks within 50 ms.
import { execSync } from 'node:child_process';
import { readCorpus } from '../fixtures/corpus/corpus';
import { startServer } from '../scripts/static-server.mjs';
import { median, percentile, table, writeResult } from './lib';
import { phone } from './phone';

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
  let shown = 0;
  const seen = () => {
    const status = document.querySelector('[data-testid=watch-status]');
    if (!shown && status) shown = performance.now() - t0;
    if (status && status.getAttribute('data-check') === 'verified') {
      observer.disconnect();
      done({ shown, through: performance.now() - t0 });
    }
  };
  const observer = new MutationObserver(seen);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  window.replayData({ replay: ${JSON.stringify(replay)} });
})`;

/** In the page: the slider's box, and a listener pair that times each tap from pointerdown to its commit. */
const ARM_SEEKS = `(() => {
  const slider = document.querySelector('[role=slider]');
  const r = slider.getBoundingClientRect();
  window.__seeks = [];
  let t0 = 0;
  addEventListener('pointerdown', () => { t0 = performance.now(); }, true);
  addEventListener('pointerdown', () => { window.__seeks.push(performance.now() - t0); });
  return { x: r.left, y: r.top + r.height / 2, width: r.width };
})()`;

/** A seeded spread of points along the slider (the same in every open). */
function points(n: number): number[] {
  let s = 12345;
  return Array.from({ length: n }, () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return 0.02 + (0.96 * s) / 2 ** 32;
  });
}

const p = await phone(4);
const opens: { shown: number; through: number; seeks: number[]; valuenow: number }[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    await p.open(`${origin}/h5/BigWatermelon?seed=7`, true, async (run, cdp) => {
      const { shown, through } = (await run(OPEN_VIEWER(LONG.replay))) as { shown: number; through: number };
      const box = (await run(ARM_SEEKS)) as { x: number; y: number; width: number };
      for (const f of points(SEEKS)) {
        const at = { x: box.x + f * box.width, y: box.y, button: 'left', clickCount: 1 };
        await cdp('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
        await cdp('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
      }
      const seeks = (await run('window.__seeks')) as number[];
      const valuenow = Number(await run(`document.querySelector('[role=slider]').getAttribute('aria-valuenow')`));
      opens.push({ shown, through, seeks, valuenow });
    });
  }
} finally {
  await p.close();
  server.close();
}

const all = opens.flatMap((o) => o.seeks);
const rows = [
  {
    measure: 'viewer shown (ms from replayData)',
    median: Math.round(median(opens.map((o) => o.shown))),
    spread: `${Math.round(Math.min(...opens.map((o) => o.shown)))}–${Math.round(Math.max(...opens.map((o) => o.shown)))}`,
    target: '—',
  },
  {
    measure: '30-min game played through (ms)',
    median: Math.round(median(opens.map((o) => o.through))),
    spread: `${Math.round(Math.min(...opens.map((o) => o.through)))}–${Math.round(Math.max(...opens.map((o) => o.through)))}`,
    target: '≤ 3000',
  },
  {
    measure: `seek, tap to drawn (ms, ${all.length} seeks)`,
    median: Number(median(all).toFixed(1)),
    spread: `p95 ${percentile(all, 95).toFixed(1)}, max ${Math.max(...all).toFixed(1)}`,
    target: '≤ 50',
  },
];
console.log(table(rows));
const file = writeResult('watch', {
  game: { seed: LONG.seed, minutes: +(LONG.frames / 3600).toFixed(1), score: LONG.score },
  cpuSlowdown: 4,
  runs: RUNS,
  rows,
  opens: opens.map((o) => ({ ...o, seeks: o.seeks.map((s) => +s.toFixed(1)) })),
});
console.log(`wrote ${file}`);

// npm run bench:duel — what a duel costs a frame, as a phone meets it: the production build's game page in Chromium,
// CPU throttled 4×, a fresh page per run, its host a script of its own (no Playwright call into the page's scripts
// while it is measured; the taps come through the browser's input). "duel": the player taps every 800 ms while the
// partner's moves come every 500 ms, then nothing for 3 s (a gap in the network), then all of them at once, caught
// up on the partner's board; "solo": the same taps on the same seed, no duel. Alternated run by run, ROUNDS (3) of each, in one run of the bench. A frame
// is the time from one animation frame to the next, as the page's own requestAnimationFrame sees it (a frame whose
// work runs past the display's 16.7 ms pushes the next one out): the worst frame and the 99th percentile over the
// 14 s measured, and the catch-up's own frames, from the held messages' arrival to their board being where they are.
// SKIP_BUILD=1 measures dist/ as it is; PHONE=true runs it on the true phone (bench/cpuQuota.ts: every thread
// slowed, calibrated to a benchmark index) instead of Chromium's 4× of the main thread, into duel-true.json.
import { execSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startServer } from '../scripts/static-server.mjs';
import { partnerMessages } from '../fixtures/duelPartner';
import { cpuQuota, type CpuQuota } from './cpuQuota';
import { median, percentile, table, writeResult } from './lib';
import { calibrate, type Calibration } from './phone';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SEED = 7;
/** The partner's messages: one per 500 ms of their play (30 frames), 12 s of it. */
const PARTNER = partnerMessages(SEED, 24, 30);

if (process.env.SKIP_BUILD !== '1') execSync('npm run build', { stdio: 'inherit' });
const server = await startServer({ root: 'dist', base: '/h5/', port: 0 });
const port = (server.address() as { port: number }).port;
/** PHONE=true: the true phone (bench/cpuQuota.ts), every thread slowed; else Chromium's 4× (the main thread). */
const quota = process.env.PHONE === 'true' ? cpuQuota() : null;
const browser = await chromium.launch({
  executablePath: quota ? quota.launcher(ensureChromium()) : ensureChromium(),
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--no-first-run'],
  // No DevTools in the page but the CPU throttle: the frames are the page's own.
});

/**
 * The page's own host, from its first script: it waits for the game, starts the duel (or not), relays the
 * partner's messages as a host would (every 500 ms; none for 3 s from 4 s in; then all that were held), marks the
 * measured span (bench:from, bench:to) and says when it starts and when it is done. The player's taps come as a
 * finger's do, through the browser's input (taps(), below).
 */
const player = (duel: boolean) => `(() => {
  // The page's host: an app's WebView, which takes each message and carries it (React Native's, here).
  window.ReactNativeWebView = { postMessage() {} };
  const moves = ${JSON.stringify(PARTNER.messages)};
  const wait = (ms) => new Promise((ok) => setTimeout(ok, ms));
  const ready = () => window.bigWatermelon && window.bigWatermelon.keptRead() &&
    document.querySelector('[data-testid=board] canvas');
  addEventListener('load', async () => {
    while (!ready()) await wait(50);
    await wait(1000);
    const duelId = 'bench';
    if (${duel}) window.duelData({ duel: duelId, seed: ${SEED}, mode: 'race', partner: { avatar: '', name: 'Bo' } });
    await wait(3300);
    const frames = [];
    let caughtAt = null;
    let burstAt = null;
    let last = null;
    let measuring = true;
    const tick = (t) => {
      if (last !== null) frames.push([last, t - last]);
      last = t;
      if (measuring) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    console.debug('bench:from');
    let sent = 0;
    const start = performance.now();
    for (let t = 0; t < 24; t++) {
      await wait(500);
      const now = performance.now() - start;
      if (!${duel} || (now >= 4000 && now < 7000)) continue; // the gap: their messages held on the way
      const burst = t - sent > 1;
      for (; sent <= t && sent < moves.length; sent++)
        window.partnerMoves({ duel: duelId, seq: moves[sent].seq, moves: moves[sent].moves });
      if (burst) {
        // The held messages, all at once: their board catches up, frame by frame, until it is where they are.
        burstAt = performance.now();
        const goal = ${JSON.stringify(PARTNER.reached)}[sent - 1];
        const look = (t) =>
          window.bigWatermelon.partnerWorld().frame >= goal ? (caughtAt = t) : requestAnimationFrame(look);
        requestAnimationFrame(look);
      }
    }
    await wait(2000);
    measuring = false;
    const p = window.bigWatermelon.partnerWorld();
    const end = { frame: window.bigWatermelon.world().frame, partner: p && p.frame, frames, burstAt, caughtAt };
    console.debug('bench:done ' + JSON.stringify(end));
  });
})();`;

interface Frames {
  readonly mode: string;
  readonly frames: number;
  readonly p99Ms: number;
  readonly worstMs: number;
  readonly medianMs: number;
  readonly partnerFrame: number | null;
  /** The duel's catch-up after the gap: its drawn frames and their worst cost; null in solo. */
  readonly catchUp: { readonly frames: number; readonly worstMs: number; readonly p99Ms: number } | null;
}

/** PROFILE=1: V8's sampling profiler over each measured span (it slows the page: for where the time goes only). */
const PROFILE = process.env.PROFILE === '1';

/** The functions with the most self time in a profile, by name and place in the built file. */
interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

function printProfile(mode: string, profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples!.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas![i] ?? 0) / 1000);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
  console.log(`${mode}: self ms\n${top.map(([k, ms]) => `${ms.toFixed(1).padStart(9)}  ${k}`).join('\n')}`);
}

/** A tap on the board every 800 ms, spread across it, until `done`: a player who keeps the box from filling. */
async function taps<T>(page: Page, done: Promise<T>): Promise<T> {
  const box = (await page.getByTestId('board').boundingBox())!;
  let over = false;
  void done.then(() => (over = true));
  for (let i = 0; !over; i++) {
    const x = box.x + box.width * (0.12 + 0.76 * (((i * 7) % 11) / 10));
    // A finger's press lasts a few frames: down, then up 80 ms later.
    await page.mouse.move(x, box.y + box.height - 0.95 * box.width);
    await page.mouse.down();
    await new Promise((ok) => setTimeout(ok, 80));
    await page.mouse.up();
    await new Promise((ok) => setTimeout(ok, 720));
  }
  return done;
}

/** What the page's host script says when it is done: its frames ([start, length] in ms), and the catch-up's span. */
interface Done {
  readonly frame: number;
  readonly partner: number | null;
  readonly frames: [number, number][];
  readonly burstAt: number | null;
  readonly caughtAt: number | null;
}

async function run(mode: 'solo' | 'duel'): Promise<Frames> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await context.addInitScript(player(mode === 'duel'));
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (!quota) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const done = new Promise<Done>((ok) =>
    page.on('console', (m) => void (m.text().startsWith('bench:done ') && ok(JSON.parse(m.text().slice(11))))),
  );
  const from = new Promise<void>((ok) => page.on('console', (m) => void (m.text() === 'bench:from' && ok())));
  await page.goto(`http://127.0.0.1:${port}/h5/BigWatermelon?seed=${SEED}`);
  await from;
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const end = await taps(page, done);
  if (PROFILE) printProfile(mode, (await cdp.send('Profiler.stop')).profile);
  await context.close();
  const lengths = end.frames.map(([, ms]) => ms);
  // The catch-up's frames: from the one the held messages arrived before to the one their board was there in.
  const caught =
    end.burstAt === null || end.caughtAt === null
      ? null
      : end.frames.filter(([at, ms]) => at + ms >= end.burstAt! && at <= end.caughtAt!).map(([, ms]) => ms);
  return {
    mode,
    frames: lengths.length,
    p99Ms: percentile(lengths, 99),
    worstMs: Math.max(...lengths),
    medianMs: median(lengths),
    partnerFrame: end.partner,
    catchUp: caught && { frames: caught.length, worstMs: Math.max(...caught), p99Ms: percentile(caught, 99) },
  };
}

/** The true phone's calibration, in a page of its own. */
async function calibrated(q: CpuQuota): Promise<Calibration> {
  const page = await browser.newPage();
  try {
    return await calibrate(q, (js) => page.evaluate(js));
  } finally {
    await page.close();
  }
}
const phoneIndex = quota && (await calibrated(quota));
if (phoneIndex) console.log(`the true phone: ${JSON.stringify(phoneIndex)}`);

const runs: Frames[] = [];
for (let r = 0; r < ROUNDS; r++) for (const mode of ['solo', 'duel'] as const) runs.push(await run(mode));
await browser.close();
quota?.close();
server.close();

const summary = (['solo', 'duel'] as const).map((mode) => {
  const rs = runs.filter((r) => r.mode === mode);
  const spread = (k: 'p99Ms' | 'worstMs') => [Math.min(...rs.map((r) => r[k])), Math.max(...rs.map((r) => r[k]))];
  return {
    mode,
    frames: median(rs.map((r) => r.frames)),
    medianMs: median(rs.map((r) => r.medianMs)),
    p99Ms: median(rs.map((r) => r.p99Ms)),
    p99Spread: spread('p99Ms'),
    worstMs: median(rs.map((r) => r.worstMs)),
    worstSpread: spread('worstMs'),
    partnerFrame: rs.map((r) => r.partnerFrame),
    catchUp: rs.map((r) => r.catchUp),
  };
});
console.log(
  table(
    summary.map((s) => ({
      mode: s.mode,
      frames: s.frames,
      'median ms': s.medianMs.toFixed(2),
      'p99 ms': `${s.p99Ms.toFixed(2)} (${s.p99Spread.map((x) => x.toFixed(2)).join('–')})`,
      'worst ms': `${s.worstMs.toFixed(2)} (${s.worstSpread.map((x) => x.toFixed(2)).join('–')})`,
    })),
  ),
);
console.log(
  `\nFrame lengths (rAF to rAF): medians of ${ROUNDS} alternated runs, ` +
    `${quota ? 'the true phone (every thread)' : 'CPU throttled 4× (the main thread)'}, 390×844 at DPR 2; ` +
    `spreads are the runs' least and most.` +
    `\nThe duel's partner board reached frame ${summary[1]!.partnerFrame.join(', ')} (the last message: ` +
    `${PARTNER.reached.at(-1)}).`,
);
const catchUps = summary[1]!.catchUp.map((c) => c!);
console.log(
  `The catch-up after the 3 s gap, run by run: ${catchUps.map((c) => c.frames).join(', ')} frames, the longest ` +
    `${catchUps.map((c) => c.worstMs.toFixed(2)).join(', ')} ms (the solo game's p99: ` +
    `${summary[0]!.p99Ms.toFixed(2)} ms, its longest ${summary[0]!.worstMs.toFixed(2)} ms).`,
);
console.log(
  `Written to ${writeResult(quota ? 'duel-true' : 'duel', { rounds: ROUNDS, phone: phoneIndex, summary, runs })}`,
);

// npm run bench:soak — 30 minutes of game time in Chromium, as fast as the page
// allows (Playwright's clock drives the animation frames): a drop every second,
// a restart at every game over. Reports the JS heap after a forced GC at the
// start and the end, and the Konva node count over time.
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startServer } from '../scripts/static-server.mjs';
import { writeResult } from './lib';

const GAME_MINUTES = Number(process.env.GAME_MINUTES ?? 30);
if (!process.env.SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const server = await startServer({ root: 'dist', base: '/h5/', port: 0 });
const port = (server.address() as { port: number }).port;
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--js-flags=--expose-gc'],
});
const page = await browser.newPage({ viewport: { width: 375, height: 720 } });
const cdp = await page.context().newCDPSession(page);
await page.clock.install();
await page.goto(`http://127.0.0.1:${port}/h5/BigWatermelon?seed=2026`);
await page.getByTestId('board').waitFor();
const box = (await page.getByTestId('board').boundingBox())!;

const heap = async () => {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
};
const probe = () =>
  page.evaluate(() => {
    const g = (
      window as unknown as {
        bigWatermelon: {
          world(): { phase: string; pieces: unknown[] };
          stage(): { find(f: () => boolean): unknown[] } | null;
        };
      }
    ).bigWatermelon;
    return { phase: g.world().phase, pieces: g.world().pieces.length, nodes: g.stage()?.find(() => true).length ?? 0 };
  });

await page.clock.runFor(2000);
const startHeap = await heap();
const samples: { minute: number; nodes: number; pieces: number }[] = [];
let games = 1;
const t0 = Date.now();
for (let s = 0; s < GAME_MINUTES * 60; s++) {
  const x = box.x + 20 + ((s * 97) % Math.floor(box.width - 40));
  await page.mouse.click(x, box.y + 20);
  await page.clock.runFor(1000);
  const p = await probe();
  if (p.phase === 'ended') {
    await page.clock.runFor(3500); // the end popup's countdown and score report
    await page.getByRole('button', { name: 'Restart' }).click();
    games++;
  }
  if (s % 60 === 0) samples.push({ minute: s / 60, nodes: p.nodes, pieces: p.pieces });
}
const endHeap = await heap();
const final = await probe();
await browser.close();
server.close();

const growthMB = (endHeap - startHeap) / 1e6;
const maxNodes = Math.max(...samples.map((s) => s.nodes), final.nodes);
const result = {
  gameMinutes: GAME_MINUTES,
  wallSeconds: (Date.now() - t0) / 1000,
  games,
  heapStartMB: startHeap / 1e6,
  heapEndMB: endHeap / 1e6,
  heapGrowthMB: growthMB,
  konvaNodes: { max: maxNodes, final: final.nodes, samples },
  target: { rule: 'heap growth ≤ 5 MB; Konva node count bounded', met: growthMB <= 5 && maxNodes < 400 },
};
console.log(`${GAME_MINUTES} min of game time in ${result.wallSeconds.toFixed(0)} s wall, ${games} games`);
console.log(
  `JS heap after GC: ${result.heapStartMB.toFixed(2)} MB → ${result.heapEndMB.toFixed(2)} MB (growth ${growthMB.toFixed(2)} MB)`,
);
console.log(
  `Konva nodes: max ${maxNodes}, final ${final.nodes} (samples per game minute: ${samples.map((s) => s.nodes).join(' ')})`,
);
console.log('Target met:', result.target.met);
console.log('Wrote', writeResult('soak', result));

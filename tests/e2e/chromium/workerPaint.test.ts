// Paint before the scripts, on every open: the prepainted HUD and board frame reach the screen before
// the app's entry script is even on the page, cold, from the service worker, and offline (or, when a busy
// machine has not painted within the page's longest wait, the entry comes no sooner than that). (Module
// preloads fetch and compile; only the entry's <script> runs anything.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { copyOfBuild, deployServer, removeDeploys, type Deploys } from '../shared/deploys';
import { useBrowser } from './harness';
import { phone, workerActive } from './workerPhone';

let server: Deploys | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  removeDeploys();
});

/**
 * Notes, on every page, when the first contentful paint came, when the entry script was put on the page, and
 * when the last inline script before it had run (the one that waits for the paint, src/prepaint/inline/start.ts).
 */
const watchEntry = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { fcpAt?: number; entryAt?: number; waitAt?: number };
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) w.fcpAt = fcp.startTime;
    }).observe({ type: 'paint', buffered: true });
    // A parsed script's record comes at the microtask checkpoint right after it ran.
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLScriptElement) || w.entryAt !== undefined) continue;
          if (node.type === 'module') w.entryAt = performance.now();
          else if (!node.src) w.waitAt = performance.now();
        }
    }).observe(document, { childList: true, subtree: true });
  });

/**
 * How long the page holds its entry script for the first paint at most (src/prepaint/prepaint.ts,
 * `afterFirstPaint`), less a margin for when the test saw the waiting script end.
 */
const LONGEST_WAIT_MS = 500 - 50;

/** Opens the game in a new page; resolves to when it painted first and when its entry script came. */
type Seen = { fcpAt: number; entryAt: number; waitAt: number };
async function open(context: BrowserContext, origin: string): Promise<Seen & { page: Page }> {
  const page = await context.newPage();
  await page.goto(`${origin}/h5/BigWatermelon?seed=3`);
  await page.waitForFunction(() => performance.getEntriesByName('game:playable').length > 0);
  const seen = await page.evaluate(() => {
    const w = window as unknown as Seen;
    return { fcpAt: w.fcpAt, entryAt: w.entryAt, waitAt: w.waitAt };
  });
  return { page, ...seen };
}

describe('the game page paints before its scripts run', () => {
  const browser = useBrowser();

  it('cold, from the service worker, and offline: the entry script comes after the first paint', async () => {
    server = await deployServer(copyOfBuild());
    const { context, failures } = await phone(browser());
    await watchEntry(context);
    const opens: Record<string, Seen> = {};

    const cold = await open(context, server.origin);
    opens.cold = cold;
    await workerActive(cold.page);
    await cold.page.close();
    const warm = await open(context, server.origin);
    expect(await warm.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    opens.warm = warm;
    await warm.page.close();
    await context.setOffline(true);
    const offline = await open(context, server.origin);
    opens.offline = offline;

    // The entry comes after the first paint; on a machine too busy to paint within the page's longest wait,
    // no sooner than that wait.
    for (const [name, { fcpAt, entryAt, waitAt }] of Object.entries(opens)) {
      expect(fcpAt, name).toBeGreaterThan(0);
      expect(waitAt, name).toBeGreaterThan(0);
      expect(entryAt, name).toBeGreaterThanOrEqual(Math.min(fcpAt, waitAt + LONGEST_WAIT_MS));
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});

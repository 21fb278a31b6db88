// Paint before the scripts, on every open: the prepainted HUD and board frame reach the screen before
// the app's entry script is even on the page, cold, from the service worker, and offline. (Module
// preloads fetch and compile; only the entry's <script> runs anything.)
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { copyOfBuild, deployServer, removeDeploys, type Deploys } from './deploys';
import { useBrowser } from './harness';
import { phone, workerActive } from './workerPhone';

let server: Deploys | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  removeDeploys();
});

/** Notes, on every page, when the first contentful paint came and when the entry script was put on the page. */
const watchEntry = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { fcpAt?: number; entryAt?: number };
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) w.fcpAt = fcp.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLScriptElement && node.type === 'module' && w.entryAt === undefined)
            w.entryAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });

/** Opens the game in a new page; resolves to when it painted first and when its entry script came. */
async function open(context: BrowserContext, origin: string): Promise<{ page: Page; fcpAt: number; entryAt: number }> {
  const page = await context.newPage();
  await page.goto(`${origin}/h5/BigWatermelon?seed=3`);
  await page.waitForFunction(() => performance.getEntriesByName('game:playable').length > 0);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { fcpAt: number; entryAt: number };
    return { fcpAt: w.fcpAt, entryAt: w.entryAt };
  });
  return { page, fcpAt: seen.fcpAt, entryAt: seen.entryAt };
}

describe('the game page paints before its scripts run', () => {
  const browser = useBrowser();

  it('cold, from the service worker, and offline: the entry script comes after the first paint', async () => {
    server = await deployServer(copyOfBuild());
    const { context, failures } = await phone(browser());
    await watchEntry(context);
    const opens: Record<string, { fcpAt: number; entryAt: number }> = {};

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

    for (const [name, { fcpAt, entryAt }] of Object.entries(opens)) {
      expect(fcpAt, name).toBeGreaterThan(0);
      expect(entryAt, name).toBeGreaterThanOrEqual(fcpAt);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});

// A phone for the service worker's browser tests (serviceWorker.test.ts, workerPolicy.test.ts): a browser
// context that notes every failure, and the steps a test takes with the game in it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POPUP_CLOSE_GUARD_MS, POPUP_OPEN_GUARD_MS } from '../../../src/play/session/session';
import { world, type Probe } from './gameProbe';

/**
 * A phone's context. With no host the page plays its own sounds (howler and the .wav files load
 * after playable); `host`: its pages post to a host, as in React Native's WebView, recorded.
 */
export async function phone(browser: Browser, host = false): Promise<{ context: BrowserContext; failures: string[] }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 720 }, locale: 'en-US' });
  if (host)
    await context.addInitScript(() => {
      const w = window as unknown as { hostLog: { msg: number }[]; ReactNativeWebView: object };
      w.hostLog = [];
      w.ReactNativeWebView = { postMessage: (s: string) => w.hostLog.push(JSON.parse(s).data) };
    });
  // Anything that went wrong on any page of this phone: a script error, a failed or refused request.
  const failures: string[] = [];
  context.on('page', (page) => {
    page.on('pageerror', (e) => failures.push(`pageerror ${e}`));
    page.on('console', (m) => m.type() === 'error' && failures.push(`console ${m.text()}`));
    page.on('requestfailed', (r) => failures.push(`failed ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => r.status() >= 400 && failures.push(`${r.status()} ${r.url()}`));
  });
  return { context, failures };
}

export const hostMsgs = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostLog: { msg: number }[] }).hostLog.map((m) => m.msg));

/** Opens the game in a new page and waits until it is playable. */
export async function openGame(context: BrowserContext, origin: string, clock = false): Promise<Page> {
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(`${origin}/h5/BigWatermelon?seed=7`);
  // The board is shown once playable (a faked clock holds back the polling waitForFunction does).
  if (clock) await page.getByTestId('board').waitFor();
  else await page.waitForFunction(() => performance.getEntriesByName('game:playable').length > 0);
  await continueKept(page, clock);
  return page;
}

/**
 * Once the page has read the game kept by an earlier open: if it brought it back (on the pause popup), the
 * player continues it, as these tests mean a game in play.
 */
export async function continueKept(page: Page, clock: boolean) {
  const read = () => page.evaluate(() => (window as unknown as { bigWatermelon?: Probe }).bigWatermelon?.keptRead());
  await expect.poll(read, { timeout: 10_000 }).toBe(true);
  if ((await world(page)).phase !== 'paused') return; // nothing came back
  const proceed = page.getByRole('button', { name: 'Continue' });
  await proceed.waitFor(); // React draws the popup in a task of its own
  if (clock) await page.clock.runFor(POPUP_OPEN_GUARD_MS + 100);
  // In real time, tapped until the popup takes it (a tap before its first 500 ms presses nothing).
  await expect
    .poll(
      async () => {
        await proceed.click({ timeout: 1000 }).catch(() => {});
        return proceed.isVisible();
      },
      { timeout: 5000 },
    )
    .toBe(false);
  // A tap within 400 ms of a popup closing is the rest of the tap that closed it: the page's own guard.
  if (clock) await page.clock.runFor(POPUP_CLOSE_GUARD_MS);
  else await page.waitForTimeout(POPUP_CLOSE_GUARD_MS);
}

/** Waits until the page's worker is active (registered once the game was playable and the page idle). */
export const workerActive = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        navigator.serviceWorker.ready.then(({ active }) => {
          if (active!.state === 'activated') return done();
          active!.addEventListener('statechange', () => active!.state === 'activated' && done());
        }),
      ),
  );

/** Howler and both sounds have arrived (they load after the game is playable). */
export const soundsLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').filter((e) => /howler-[^/]+\.js$|\.wav$/.test(new URL(e.name).pathname))
        .length >= 3,
  );

/** What the page's caches hold: each entry's URL (its query, Workbox's revision, left off). */
export const cached = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url.replace(/\?.*$/, ''));
    return urls.sort();
  });

/** The files the deployed worker precaches, as URLs on `origin`. */
export const precached = async (origin: string) =>
  [...(await (await fetch(`${origin}/h5/BigWatermelon-sw.js`)).text()).matchAll(/"url":"([^"]+)"/g)]
    .map(([, file]) => `${origin}/h5/${file}`)
    .sort();

/** The build a page runs: its `<html data-deploy>` marker (tests/e2e/shared/deploys.ts), none for A; undefined mid-reload. */
export const deployOf = (page: Page) =>
  page
    .evaluate(() => document.documentElement.dataset.deploy ?? 'A')
    .then(
      (d) => (d === 'A' ? undefined : d),
      () => 'reloading',
    );

/** Drops a piece in real time and waits until it has landed (a kept game may come back with one falling). */
export async function dropAndLand(page: Page) {
  const newest = (w: Awaited<ReturnType<typeof world>>) => Math.max(0, ...w.pieces.map((p) => p.id));
  await expect.poll(async () => (await world(page)).falling, { timeout: 10_000 }).toBeNull();
  const before = newest(await world(page));
  await page.getByTestId('board').click({ position: { x: 100, y: 20 } });
  await expect
    .poll(
      async () => {
        const w = await world(page);
        return w.falling === null && newest(w) > before; // a piece landed (or merged) since
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** Empties the browser's HTTP cache (not the worker's caches): what the worker does not answer goes to the server. */
export async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** The worker script's update checks are the only requests an open from the device may make. */
export const notTheWorker = (requests: string[]) => requests.filter((r) => !/^GET \/h5\/BigWatermelon-sw\.js /.test(r));

// The game's service worker in real Chromium, against a server of this project's kind (Node or
// nginx with deploy/nginx.conf) whose build the test swaps: the second open comes from the device,
// an offline open plays, a new deploy arrives whole by the second open, and without the API the
// game works as before.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { builtAvatarHost, PNG } from './builtPolicy';
import { copyOfBuild, deployServer, nextBuild, removeDeploys, type Deploys } from './deploys';
import { dropAt, freezeTime, world } from './gameProbe';
import { useBrowser } from './harness';

/**
 * A phone's context. With no host the page plays its own sounds (howler and the .wav files load
 * after playable); `host`: its pages post to a host, as in React Native's WebView, recorded.
 */
async function phone(browser: Browser, host = false): Promise<{ context: BrowserContext; failures: string[] }> {
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

const hostMsgs = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostLog: { msg: number }[] }).hostLog.map((m) => m.msg));

/** Opens the game in a new page and waits until it is playable. */
async function openGame(context: BrowserContext, origin: string, clock = false): Promise<Page> {
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(`${origin}/h5/BigWatermelon?seed=7`);
  // The board is shown once playable (a faked clock holds back the polling waitForFunction does).
  if (clock) await page.getByTestId('board').waitFor();
  else await page.waitForFunction(() => performance.getEntriesByName('game:playable').length > 0);
  return page;
}

/** Waits until the page's worker is active (registered once the game was playable and the page idle). */
const workerActive = (page: Page) =>
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
const soundsLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').filter((e) => /howler-[^/]+\.js$|\.wav$/.test(new URL(e.name).pathname))
        .length >= 3,
  );

/** What the page's caches hold: each entry's URL (its query, Workbox's revision, left off). */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url.replace(/\?.*$/, ''));
    return urls.sort();
  });

/** The files the deployed worker precaches, as URLs on `origin`. */
const precached = async (origin: string) =>
  [...(await (await fetch(`${origin}/h5/BigWatermelon-sw.js`)).text()).matchAll(/"url":"([^"]+)"/g)]
    .map(([, file]) => `${origin}/h5/${file}`)
    .sort();

/** Drops a piece in real time and waits until it has landed. */
async function dropAndLand(page: Page) {
  const newest = (w: Awaited<ReturnType<typeof world>>) => Math.max(0, ...w.pieces.map((p) => p.id));
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
async function clearHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** The worker script's update checks are the only requests an open from the device may make. */
const notTheWorker = (requests: string[]) => requests.filter((r) => !/^GET \/h5\/BigWatermelon-sw\.js /.test(r));

let server: Deploys | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  removeDeploys();
});

/**
 * Deploy A (a copy of this checkout's build) on a fresh server, and a phone that has opened the game
 * once and waited for its worker to be active; that first page is still open.
 */
async function firstOpen(browser: Browser, host = false) {
  const a = copyOfBuild();
  const deployed = await deployServer(a);
  server = deployed;
  const { context, failures } = await phone(browser, host);
  const first = await openGame(context, deployed.origin);
  await workerActive(first);
  return { a, site: deployed, context, failures, first };
}

describe('the game page from its service worker', () => {
  const browser = useBrowser();
  it('the second open asks the network for neither the HTML nor a chunk nor a sound, and plays', async () => {
    const { site, context, failures, first } = await firstOpen(browser());
    await soundsLoaded(first);
    const firstRequests = site.takeRequests();
    expect(firstRequests).toContain('GET /h5/BigWatermelon?seed=7 200');
    expect(firstRequests.some((r) => r.startsWith('GET /h5/BigWatermelon-sw.js 200'))).toBe(true);
    await clearHttpCache(first); // so nothing can come from the HTTP cache: only the worker or the network
    await first.close();

    const second = await openGame(context, site.origin);
    await soundsLoaded(second);
    await dropAndLand(second);
    expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(notTheWorker(site.takeRequests())).toEqual([]);
    // Everything it loaded came from the worker's cache: the HTML, every chunk, howler and the sounds.
    const delivered = await second.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((e) => e.name.startsWith(location.origin))
        .map((e) => [
          new URL(e.name).pathname,
          (e as PerformanceResourceTiming & { deliveryType: string }).deliveryType,
        ]),
    );
    expect(delivered.length).toBeGreaterThanOrEqual(11);
    expect(delivered.filter(([, how]) => how !== 'cache-storage')).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('nothing cross-origin is cached: ranking avatars shown under the worker come from their host, and the caches hold only the game files', async () => {
    const avatarHost = builtAvatarHost();
    expect(avatarHost, 'the suite needs a build with AVATAR_HOST (npm test sets it)').toMatch(/^https:\/\//);
    const { site, context, failures, first } = await firstOpen(browser());
    await first.close();
    const fetched: string[] = [];
    await context.route(`${avatarHost}/**`, (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });

    const page = await openGame(context, site.origin, true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await freezeTime(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    await page.getByRole('button', { name: 'Ranking' }).click();
    const users = ['ann', 'bo'].map((name) => ({ avatar: `${avatarHost}/${name}.png`, name }));
    await page.evaluate(
      (users) =>
        (window as unknown as { rankingData(p: unknown): void }).rankingData({
          user: { rank: 1, users, scoreNum: 50, type: 2 },
          ranks: [{ users, scoreNum: 50 }],
        }),
      users,
    );
    const avatars = page.getByRole('tabpanel').getByRole('listitem').first().locator('img');
    await expect
      .poll(() => avatars.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
      .toEqual([1, 1]);
    expect(fetched.sort()).toEqual(users.map((u) => u.avatar));
    expect(await cached(page)).toEqual(await precached(site.origin));
    expect(failures).toEqual([]);
    await context.close();
  });

  it('with the network off, an open is playable, takes drops, posts to the host, and the ranking offers Retry', async () => {
    const { site, context, failures, first } = await firstOpen(browser(), true);
    await clearHttpCache(first);
    await first.close();
    // No network at all: the phone is offline, and the server is gone too.
    const origin = site.origin;
    await site.stop();
    server = undefined; // stopped: afterEach has nothing to stop
    await context.setOffline(true);

    const page = await openGame(context, origin, true);
    await freezeTime(page);
    await dropAt(page, page, 100);
    await dropAt(page, page, 280);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    await page.getByRole('button', { name: 'Ranking' }).click();
    await page.clock.runFor(10_000); // the host never answers: it is offline too
    await page.getByText('Could not load the ranking').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // Music at start, two landings, the score on Back, the ranking asked for.
    expect(await hostMsgs(page)).toEqual([13, 11, 11, 5, 3]);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('a new deploy: the open after it still runs the old build whole, the next one the new build, and nothing fails', async () => {
    const { a, site, context, failures, first } = await firstOpen(browser());
    await first.close();

    const b = nextBuild(a);
    site.takeRequests();
    site.deploy(b); // A's boot and howler chunks are gone from the server
    const during = await openGame(context, site.origin);
    expect(await during.evaluate(() => document.documentElement.dataset.deploy)).toBeUndefined(); // A
    await soundsLoaded(during); // A's howler, from the device: the server no longer has it
    await dropAndLand(during);
    // Meanwhile the browser found the new worker, and B's files installed beside A's; B waits.
    await expect
      .poll(() => during.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), {
        timeout: 30_000,
      })
      .toBe('installed');
    await dropAndLand(during); // A keeps running while B waits
    await during.close();
    // The game closed, B takes over (seen from the landing page, outside the worker's scope).
    const outside = await context.newPage();
    await outside.goto(`${site.origin}/h5/`);
    await expect
      .poll(
        () =>
          outside.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration('/h5/BigWatermelon');
            return registration?.waiting === null && registration.active?.state === 'activated';
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    await outside.close();

    const after = await openGame(context, site.origin);
    expect(await after.evaluate(() => document.documentElement.dataset.deploy)).toBe('B');
    await soundsLoaded(after);
    await dropAndLand(after);
    const loaded = await after.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(loaded.filter((p) => /\/(boot|howler)-[^/]*\.js$/.test(p))).toEqual([
      expect.stringMatching(/\/boot-[^/]*B\.js$/),
      expect.stringMatching(/\/howler-[^/]*B\.js$/),
    ]);
    // Only B's files are left: A's entries went when B activated.
    expect(await cached(after)).toEqual(await precached(site.origin));
    expect(site.takeRequests().filter((r) => !/ (20\d|304)$/.test(r))).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('the kill switch (deploy/kill-switch-sw.js deployed as the worker): the next open drops the offline copy, and the one after loads from the network', async () => {
    const { site, context, failures, first } = await firstOpen(browser());
    await first.close();

    // As an operator deploys it: the one file copied over the worker, nothing else touched.
    const killed = copyOfBuild();
    expect(readdirSync(killed).filter((f) => f.startsWith('BigWatermelon-sw.js'))).toEqual(['BigWatermelon-sw.js']);
    cpSync('deploy/kill-switch-sw.js', join(killed, 'BigWatermelon-sw.js'));
    site.deploy(killed);
    const during = await openGame(context, site.origin);
    await dropAndLand(during); // the open game keeps running
    await expect.poll(() => during.evaluate(async () => (await caches.keys()).length), { timeout: 30_000 }).toBe(0);
    await during.close();

    site.takeRequests();
    const after = await openGame(context, site.origin);
    expect(await after.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await dropAndLand(after);
    // The HTML from the server: fresh, or the HTTP cache's copy from the first open revalidated (304 where
    // this deploy's file has the first one's ETag, as nginx's mtime-and-size tag does within a second).
    expect(site.takeRequests()).toContainEqual(expect.stringMatching(/^GET \/h5\/BigWatermelon\?seed=7 (200|304)$/));
    expect(failures).toEqual([]);
    await context.close();
  });

  it('without navigator.serviceWorker the game works as before, from the network', async () => {
    server = await deployServer(copyOfBuild());
    const { context, failures } = await phone(browser());
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    for (let open = 0; open < 2; open++) {
      const page = await openGame(context, server.origin);
      expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
      await soundsLoaded(page);
      await dropAndLand(page);
      // Idle callbacks run in order: once this one has, the page's own (queued at playable) has too.
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      await page.close();
    }
    const requests = server.takeRequests();
    expect(requests.filter((r) => r.startsWith('GET /h5/BigWatermelon?seed=7 '))).toHaveLength(2);
    expect(requests.filter((r) => r.includes('-sw.js'))).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });
});

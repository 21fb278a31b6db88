// The game's service worker in real Chromium, against a server of this project's kind (Node or
// nginx with deploy/nginx.conf) whose build the test swaps: the second open comes from the device,
// an offline open plays, a new deploy arrives whole by the second open, and without the API the
// game works as before.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { builtAvatarHost, PNG } from '../shared/builtPolicy';
import { copyOfBuild, deployServer, nextBuild, removeDeploys, type Deploys } from '../shared/deploys';
import { dropAt, freezeTime } from './gameProbe';
import { useBrowser } from './harness';
import {
  cached,
  clearHttpCache,
  deployOf,
  dropAndLand,
  hostMsgs,
  notTheWorker,
  openGame,
  phone,
  precached,
  soundsLoaded,
  workerActive,
} from './workerPhone';

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
    // Everything it loaded came from the worker's cache: every chunk, howler and the sounds. The HTML
    // too (no request reached the server), under the headers the worker gives it: a response the worker
    // made, which Chromium counts as 'cache' rather than 'cache-storage'.
    const [navigation] = await second.evaluate(() =>
      performance
        .getEntriesByType('navigation')
        .map((e) => [
          (e as PerformanceNavigationTiming).workerStart,
          (e as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
        ]),
    );
    expect(navigation![0]).toBeGreaterThan(0);
    expect(navigation![1]).toBe('cache');
    const delivered = await second.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.startsWith(location.origin))
        .map((e) => [
          new URL(e.name).pathname,
          (e as PerformanceResourceTiming & { deliveryType: string }).deliveryType,
        ]),
    );
    expect(delivered.length).toBeGreaterThanOrEqual(10);
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

  it('a new deploy reaches the open that finds it, before the first touch: it switches at once, the host calls kept, nothing fails', async () => {
    const { a, site, context, failures, first } = await firstOpen(browser(), true);
    await first.close();

    await site.deploy(nextBuild(a)); // A's boot and howler chunks are gone from the server
    const page = await openGame(context, site.origin);
    // The host gives this open its props at once (A's page takes them), then waits for the player.
    await page.evaluate(() =>
      (window as unknown as { propsData(p: unknown): void }).propsData({
        propertyList: [
          { prop: 1, quantity: 5, status: 1 },
          { prop: 2, quantity: 4, status: 1 },
        ],
        nextType: null,
      }),
    );
    await expect.poll(() => deployOf(page), { timeout: 30_000 }).toBe('B');
    await page.waitForFunction(() => performance.getEntriesByName('game:playable').length > 0);
    // B shows what the host gave A: the host does not send it again.
    await page.getByRole('button', { name: 'Bomb ×5' }).waitFor();
    await page.getByRole('button', { name: 'Wildcard ×4' }).waitFor();
    expect(await hostMsgs(page)).toEqual([13]); // B's own start: music on
    await dropAndLand(page);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    // With a host, the host plays the sounds: howler is never loaded.
    expect(loaded.filter((p) => /\/(boot|howler)-[^/]*\.js$/.test(p))).toEqual([
      expect.stringMatching(/\/boot-[^/]*B\.js$/),
    ]);
    // Only B's files are left: A's entries went when B took over.
    expect(await cached(page)).toEqual(await precached(site.origin));
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0); // the hand-off was taken
    expect(site.takeRequests().filter((r) => !/ (20\d|304)$/.test(r))).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('a game in play finishes on its own version while the new one waits; the next open runs the new build', async () => {
    const { a, site, context, failures, first } = await firstOpen(browser());
    await first.close();

    const during = await openGame(context, site.origin);
    await dropAndLand(during); // the player has started
    await site.deploy(nextBuild(a));
    await during.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // B's files installed beside A's; B waits.
    await expect
      .poll(() => during.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state), {
        timeout: 30_000,
      })
      .toBe('installed');
    await soundsLoaded(during); // A's howler, from the device: the server no longer has it
    await dropAndLand(during); // A keeps running while B waits
    expect(await deployOf(during)).toBeUndefined(); // still A, never reloaded
    expect(await during.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
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
    expect(await deployOf(after)).toBe('B');
    await dropAndLand(after);
    expect(await cached(after)).toEqual(await precached(site.origin));
    expect(site.takeRequests().filter((r) => !/ (20\d|304)$/.test(r))).toEqual([]);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('the kill switch (deploy/kill-switch-sw.js deployed as the worker): the next open drops the offline copy, and the one after loads from the network', async () => {
    const { site, context, failures, first } = await firstOpen(browser());
    await first.close();

    const during = await openGame(context, site.origin);
    await dropAndLand(during); // a game in play
    // Idle callbacks run in order: once this one has, the page's own registration (queued at playable) has too.
    await during.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    // As an operator deploys it: the one file copied over the worker, nothing else touched.
    const killed = copyOfBuild();
    expect(readdirSync(killed).filter((f) => f.startsWith('BigWatermelon-sw.js'))).toEqual(['BigWatermelon-sw.js']);
    cpSync('deploy/kill-switch-sw.js', join(killed, 'BigWatermelon-sw.js'));
    await site.deploy(killed);
    await during.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => during.evaluate(async () => (await caches.keys()).length), { timeout: 30_000 }).toBe(0);
    await dropAndLand(during); // the open game keeps running
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

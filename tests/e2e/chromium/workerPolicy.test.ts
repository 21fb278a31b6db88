// The policy a game page from the service worker runs under, against a server of this project's kind
// (Node, or nginx reloaded with each deploy's config): always its own build's, the one both servers
// send with it, never headers stored at install. A policy-only deploy reaches the next open, and no
// moment of a deploy leaves a cached page whose policy blocks its own inline scripts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import { PNG } from '../shared/builtPolicy';
import {
  copyOfBuild,
  deployServer,
  midDeploy,
  removeDeploys,
  withAvatarHost,
  withNewInlineScript,
  type Deploys,
} from '../shared/deploys';
import { useBrowser } from './harness';
import { VERSION_KEPT_MARK } from '../../../src/pages/game/newVersion';
import { continueKept, deployOf, dropAndLand, openGame, phone, workerActive } from './workerPhone';

let server: Deploys | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  removeDeploys();
});

/** Every CSP violation on any page of the context, noted from before the page's own scripts run. */
async function noteViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** The Content-Security-Policy of each game document the page loaded, in order, and who answered it. */
function documents(page: Page) {
  const seen: { csp: string | undefined; fromWorker: boolean }[] = [];
  page.on('response', async (r) => {
    if (!r.request().isNavigationRequest()) return;
    seen.push({ csp: (await r.allHeaders())['content-security-policy'], fromWorker: r.fromServiceWorker() });
  });
  return seen;
}

/** What the server sends with the game page now. */
const servedPolicy = async (origin: string) =>
  (await fetch(`${origin}/h5/BigWatermelon`)).headers.get('content-security-policy');

/**
 * Waits until the page has made its own update check (once playable and idle), its worker has nothing
 * installing or waiting after it, and the active worker is the one that served this page: a failed
 * install is over, and a new version has been switched to (the page reloads, untouched). Or until the
 * page went on with its own version (VERSION_KEPT_MARK): the new worker agreed but did not take over in
 * the page's time. It waits on the page's own events, with no limit of its own: a page that never
 * settles fails on the test's timeout, and `trail` holds each state the page passed through.
 */
async function settled(page: Page, trail: unknown[]): Promise<'settled' | 'went on'> {
  for (;;) {
    try {
      await page.waitForLoadState('load');
      trail.push(await workers(page));
      const outcome = await page.evaluate(async (kept) => {
        // Once the page's check has resolved, a new worker it found is `installing` (the install runs on).
        await (window as unknown as { pageChecked: Promise<void> }).pageChecked;
        const r = (await navigator.serviceWorker.getRegistration())!;
        return new Promise<'settled' | 'went on'>((done) => {
          const check = () => {
            const served = (window as unknown as { servedBy: ServiceWorker | null }).servedBy;
            const idle = r.installing === null && r.waiting === null && r.active?.state === 'activated';
            if (idle && r.active === served) done('settled'); // else a newer worker serves the reload to come
          };
          const watch = (w: ServiceWorker | null) => w?.addEventListener('statechange', check);
          [r.installing, r.waiting, r.active].forEach(watch);
          r.addEventListener('updatefound', () => (watch(r.installing), check()));
          check();
          const marks = new PerformanceObserver((list) => list.getEntriesByName(kept).length && done('went on'));
          marks.observe({ type: 'mark', buffered: true });
        });
      }, VERSION_KEPT_MARK);
      trail.push(outcome, await workers(page));
      return outcome;
    } catch (e) {
      if (page.isClosed()) throw e;
      trail.push(`reloading: ${String(e).split('\n')[0]}`); // the context went with a reload: wait on the next page
    }
  }
}

/**
 * Opens the game until a page settles, and returns it with where each of its documents came from. A
 * page that went on with its own version must be playable under its own policy; it is closed, the
 * next open runs what the new worker holds, and `reopened` says so. Chromium driven by Playwright, on
 * two busy cores, did that to about one open in five here: the old worker never counted as idle, so
 * the new one never took over.
 */
async function openSettled(context: BrowserContext, origin: string, trail: unknown[]) {
  for (let reopened = false; ; reopened = true) {
    const page = await context.newPage();
    const loaded = documents(page);
    await page.goto(`${origin}/h5/BigWatermelon?seed=7`);
    if ((await settled(page, trail)) === 'settled') return { page, loaded, reopened };
    const playable = await page.evaluate(() => performance.getEntriesByName('game:playable').length > 0);
    expect({ playable, violations: await violations(page) }).toEqual({ playable: true, violations: [] });
    await page.close();
  }
}

/** What the context's newest page has now, for a failure to print. */
const newestPage = (context: BrowserContext) => {
  const page = context.pages().at(-1);
  return page ? workers(page) : 'no page';
};

/** What a page that did not settle had: whether it was playable, and each worker of its registration, by state. */
const workers = (page: Page) =>
  page
    .evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        playable: performance.getEntriesByName('game:playable').length > 0,
        controlled: navigator.serviceWorker.controller !== null,
        installing: r?.installing?.state ?? null,
        waiting: r?.waiting?.state ?? null,
        active: r?.active?.state ?? null,
      };
    })
    .catch((e: unknown) => ({ unreadable: String(e) }));

/** Deploy A on a fresh server, and a phone that has opened the game once, its worker active. */
async function phoneWithWorker(browser: Browser, a: string) {
  server = await deployServer(a);
  const { context, failures } = await phone(browser);
  await noteViolations(context);
  await context.addInitScript(() => {
    const w = window as unknown as { servedBy: ServiceWorker | null };
    w.servedBy = navigator.serviceWorker?.controller ?? null; // the worker that answered this document
    // The page's own update check (it makes one once playable and idle, when a worker served it): the
    // test waits on it rather than making a check of its own, as two at once stall Chromium's switch.
    const v = window as unknown as { pageChecked: Promise<void> };
    if (typeof ServiceWorkerRegistration === 'undefined') return;
    const update = ServiceWorkerRegistration.prototype.update;
    v.pageChecked = new Promise((checked) => {
      ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
        const check = update.call(this);
        check.then(
          () => checked(),
          () => checked(),
        );
        return check;
      };
    });
  });
  const first = await openGame(context, server.origin);
  await workerActive(first);
  await first.close();
  return { context, failures, site: server };
}

describe('the policy of the game page under its service worker', () => {
  const browser = useBrowser();

  it('a deploy that changes only AVATAR_HOST is enforced on the next open: the page runs under the policy the server sends, and the new host loads', async () => {
    const a = copyOfBuild();
    const { context, failures, site } = await phoneWithWorker(browser(), a);

    await site.deploy(withAvatarHost(a, 'https://avatars2.test'));
    const sent = await servedPolicy(site.origin);
    expect(sent).toContain("img-src 'self' data: https://avatars2.test;");
    const trail: unknown[] = [];
    onTestFailed(async () => console.error(JSON.stringify({ trail, now: await newestPage(context) })));
    const { page, loaded, reopened } = await openSettled(context, site.origin, trail);
    expect(await deployOf(page)).toBe('P');
    // A's page from A's worker, then P's after the switch (or P's alone on a reopen, as the first page
    // went on with A), from P's worker, under P's own policy.
    expect(loaded.map((d) => d.fromWorker)).toEqual(reopened ? [true] : [true, true]);
    expect(loaded.at(-1)!.csp).toBe(sent);
    await context.route('https://avatars2.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
    );
    const shown = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const img = new Image();
          img.onload = () => done(img.naturalWidth);
          img.onerror = () => done(0);
          img.src = 'https://avatars2.test/ann.png';
        }),
    );
    expect(shown).toBe(1);
    expect(await violations(page)).toEqual([]);
    await dropAndLand(page);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('no moment of a deploy leaves a cached page whose policy blocks its own scripts: worker first, policy last, worker last', async () => {
    const a = copyOfBuild();
    const s = withNewInlineScript(a);
    const { context, failures, site } = await phoneWithWorker(browser(), a);

    const worker = ['BigWatermelon-sw.js'];
    const policy = ['.vite/csp.json', '.vite/nginx.conf'];
    const moments = [
      // The worker copied first: S's worker, A's page. Its install fails (the page is not the one it
      // lists), so the phone keeps A.
      { name: 'worker first', folder: midDeploy(a, s, worker), runs: undefined },
      // S's files, but the server still sends A's policy (nginx not reloaded yet): S's worker installs
      // and serves S's page under S's own policy.
      { name: 'policy last', folder: midDeploy(s, a, policy), runs: 'S' },
      // S's files and policy, A's worker copied back over (the worker last): A's worker cannot
      // install S's page, so the phone keeps S.
      { name: 'worker last', folder: midDeploy(s, a, worker), runs: 'S' },
      { name: 'done', folder: s, runs: 'S' },
    ];
    // Unsettled, the failure says each state each moment's page passed through.
    const trail: Record<string, unknown[]> = {};
    onTestFailed(async () => console.error(JSON.stringify({ trail, now: await newestPage(context) })));
    for (const moment of moments) {
      await site.deploy(moment.folder);
      const { page } = await openSettled(context, site.origin, (trail[moment.name] = []));
      const saw = { moment: moment.name, runs: await deployOf(page), violations: await violations(page) };
      expect(saw).toEqual({ moment: moment.name, runs: moment.runs, violations: [] });
      await continueKept(page, false); // the game the last moment's page played comes back
      await dropAndLand(page);
      await page.close();
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});

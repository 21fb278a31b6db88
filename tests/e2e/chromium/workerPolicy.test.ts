// The policy a game page from the service worker runs under, against a server of this project's kind
// (Node, or nginx reloaded with each deploy's config): always its own build's, the one both servers
// send with it, never headers stored at install. A policy-only deploy reaches the next open, and no
// moment of a deploy leaves a cached page whose policy blocks its own inline scripts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
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
 * Waits until the page's worker has nothing installing or waiting after one update check: a failed
 * install is over, and a new version has been switched to (the page reloads, untouched).
 */
async function settled(page: Page): Promise<boolean> {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update()).catch(() => {});
  return expect
    .poll(
      () =>
        page
          .evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            const playable = performance.getEntriesByName('game:playable').length > 0;
            return playable && r?.installing === null && r.waiting === null && r.active?.state === 'activated';
          })
          .catch(() => false), // mid-reload
      { timeout: 15_000 },
    )
    .toBe(true)
    .then(
      () => true,
      () => false, // the caller says what it saw
    );
}

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
    await context.route('https://avatars2.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
    );
    const page = await context.newPage();
    const loaded = documents(page);
    await page.goto(`${site.origin}/h5/BigWatermelon?seed=7`);
    // Unsettled, the message says what was there: the workers, the deploy running, where each document came from.
    const done = await settled(page);
    expect(
      done,
      JSON.stringify({
        ...(await workers(page)),
        runs: await deployOf(page),
        fromWorker: loaded.map((d) => d.fromWorker),
      }),
    ).toBe(true);
    expect(await deployOf(page)).toBe('P');
    // A's page from A's worker first, under A's own policy; then P's, from P's worker, under P's.
    expect(loaded.map((d) => d.fromWorker)).toEqual([true, true]);
    expect(loaded[1]!.csp).toBe(sent);
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
    for (const moment of moments) {
      await site.deploy(moment.folder);
      const page = await context.newPage();
      await page.goto(`${site.origin}/h5/BigWatermelon?seed=7`);
      const playable = await settled(page);
      const saw = { moment: moment.name, playable, runs: await deployOf(page), violations: await violations(page) };
      expect(saw).toEqual({ moment: moment.name, playable: true, runs: moment.runs, violations: [] });
      await continueKept(page, false); // the game the last moment's page played comes back
      await dropAndLand(page);
      await page.close();
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});

// A host on another origin (a uni-app host's H5 build shows the game in an iframe) may frame the game only
// when the build's HOST_ORIGINS names it: both servers send it in the CSP's frame-ancestors. The host pages
// are routed by the test (nothing leaves the machine); the game is the real build from the server under test.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtHostOrigins } from './builtPolicy';
import { openPage, url, useBrowser } from './harness';

/**
 * The game's site at a public name: a page on a public origin may not frame a loopback server (Chromium's
 * local network access), which the real site never is. Every answer, headers included, is the server's.
 */
const GAME_ORIGIN = 'https://game.test';

/** A host page at `origin` that frames the game and keeps every message the game posts to it. */
async function openHost(context: BrowserContext, page: Page, origin: string) {
  const site = new URL(url()).origin;
  await context.route(`${GAME_ORIGIN}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(GAME_ORIGIN, site), maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><title>host</title><script>window.posted = [];
        addEventListener('message', (e) => window.posted.push(e.data));</script>
        <iframe src="${GAME_ORIGIN}/h5/BigWatermelon?seed=7" width="375" height="700"></iframe>`,
    }),
  );
  await page.goto(`${origin}/game`);
  return page.frameLocator('iframe');
}

describe('a host page on another origin', () => {
  const browser = useBrowser();

  it('HOST_ORIGINS names it: the game shows in its iframe and its messages reach the host', async () => {
    const allowed = builtHostOrigins()[0];
    expect(allowed, 'the suite needs a build with HOST_ORIGINS (npm test sets it)').toMatch(/^https:\/\//);
    const { context, page, errors } = await openPage(browser());
    const game = await openHost(context, page, allowed!);
    await game.getByTestId('board').waitFor();
    await game.getByRole('button', { name: 'Back' }).click();
    // Back sends the score so far (msg 5, with the replay) through the SDK's H5 envelope to the parent.
    const posted = () =>
      page.evaluate(() =>
        (window as unknown as { posted: { type?: string; data?: { arg?: { msg?: number } } }[] }).posted
          .filter((m) => m?.type === 'WEB_INVOKE_APPSERVICE')
          .map((m) => m.data?.arg?.msg),
      );
    await expect.poll(posted).toContain(5);
    // A framed page on another origin may be refused its storage (Chromium here does): the game says so and
    // plays on with its defaults. Nothing else may go wrong.
    expect(errors.filter((e) => !/^local storage unreadable/.test(e))).toEqual([]);
    await context.close();
  });

  it('an origin HOST_ORIGINS does not name: the browser refuses to frame the game', async () => {
    const { context, page, errors } = await openPage(browser(), { expectedCsp: /frame-ancestors/ });
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text());
    });
    await openHost(context, page, 'https://elsewhere.test');
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toContain("frame-ancestors 'self' https://host.test");
    // Nothing of the game runs in the frame: no board, no message to the host.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame?.locator('[data-testid=board]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { posted: unknown[] }).posted)).toEqual([]);
    expect(errors.filter((e) => !/frame-ancestors/.test(e))).toEqual([]);
    await context.close();
  });
});

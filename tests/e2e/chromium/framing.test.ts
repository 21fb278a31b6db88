// A host on another origin (a uni-app host's H5 build shows the game in an iframe) may frame the game only
// when the build's HOST_ORIGINS names it: both servers send it in the CSP's frame-ancestors. The host pages
// are routed by the test (nothing leaves the machine); the game is the real build from the server under test.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtHostOrigins } from '../shared/builtPolicy';
import { guidePage, intruderPage, refusedOrigins } from '../shared/hostPages';
import { openPage, useBrowser } from './harness';
import { world } from './gameProbe';
import { GAME_ORIGIN, holdConversation, keepPosted, routeGame } from './hostConversation';

const ELSEWHERE = 'https://elsewhere.test';

/**
 * A host page at `origin` that frames the game and keeps every message the game posts to it. With `guide`,
 * the page is docs/hosts/h5-host.html itself (the H5 host guide's page, answering by message). `others`:
 * two more frames that post a grant of 5 bombs to the game, which is not their parent: a sibling on
 * https://elsewhere.test, and a grandchild on `origin` itself (in a frame of the host page).
 */
async function openHost(
  context: BrowserContext,
  page: Page,
  origin: string,
  { guide = false, others = false }: { guide?: boolean; others?: boolean } = {},
) {
  await routeGame(context);
  const game = `${GAME_ORIGIN}/h5/BigWatermelon?seed=7`;
  const more = others ? `<iframe src="${ELSEWHERE}/"></iframe><iframe src="${origin}/middle"></iframe>` : '';
  const html = (path: string) =>
    path === '/middle'
      ? `<!doctype html><iframe src="${origin}/grandchild"></iframe>`
      : path === '/grandchild'
        ? intruderPage('top.frames[0]')
        : guide
          ? guidePage(game)
          : `<!doctype html><title>host</title>
        <iframe id="game" src="${game}" width="375" height="700"></iframe>${more}`;
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html(new URL(route.request().url()).pathname) }),
  );
  if (others)
    await context.route(`${ELSEWHERE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: intruderPage('parent.frames[0]') }),
    );
  await keepPosted(context);
  await page.goto(`${origin}/game`);
  return page.frameLocator('#game');
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

  it("the H5 host guide's page (docs/hosts/h5-host.html) holds the whole conversation by message: seed, props, revive, rankings, restart", async () => {
    const allowed = builtHostOrigins()[0]!;
    const { context, page, errors } = await openPage(browser());
    await page.clock.install();
    await openHost(context, page, allowed, { guide: true });
    await holdConversation(page);
    expect(errors.filter((e) => !/^local storage unreadable/.test(e))).toEqual([]);
    await context.close();
  });

  it('frames that are not the parent send the envelope (a sibling on another origin, a grandchild on the allowed one): nothing applied, warnings', async () => {
    const allowed = builtHostOrigins()[0]!;
    const { context, page } = await openPage(browser());
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const game = await openHost(context, page, allowed, { others: true });
    await game.getByTestId('board').waitFor();
    // Both heard and refused: the grandchild's origin is allowed, but it is not the window framing the game.
    await expect.poll(() => refusedOrigins(warnings)).toEqual([ELSEWHERE, allowed].sort());
    const frame = page.frames().find((f) => f.url().startsWith(GAME_ORIGIN))!;
    expect((await world(frame)).current.kind).toBe('fruit');
    expect(await game.getByRole('button', { name: /^Bomb/ }).textContent()).not.toMatch(/5/);
    await context.close();
  });

  it('an origin HOST_ORIGINS does not name: the browser refuses to frame the game', async () => {
    const { context, page, errors } = await openPage(browser(), { expectedCsp: /frame-ancestors/ });
    const refusals: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text());
    });
    await openHost(context, page, ELSEWHERE);
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

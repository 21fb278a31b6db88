// A host on another origin (a uni-app host's H5 build shows the game in an iframe) may frame the game only
// when the build's HOST_ORIGINS names it: both servers send it in the CSP's frame-ancestors. The host pages
// are routed by the test (nothing leaves the machine); the game is the real build from the server under test.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtHostOrigins } from './builtPolicy';
import { openPage, url, useBrowser } from './harness';
import { dropAt, freezeTime, world } from './gameProbe';

/**
 * The game's site at a public name: a page on a public origin may not frame a loopback server (Chromium's
 * local network access), which the real site never is. Every answer, headers included, is the server's.
 */
const GAME_ORIGIN = 'https://game.test';

/**
 * A host page at `origin` that frames the game and keeps every message the game posts to it. With `guide`,
 * the page is docs/hosts/h5-host.html itself (the H5 host guide's page, answering by message), pointed at
 * the game and told the day's seed. `sibling`: a second frame on that origin, which posts a grant of 5
 * bombs to the game (not its parent).
 */
const guidePage = (game: string) =>
  readFileSync('docs/hosts/h5-host.html', 'utf8')
    .replace("'https://game.example.com/h5/BigWatermelon'", `'${game}'`)
    .replace('seedOfTheDay: () => undefined', 'seedOfTheDay: () => 4242');

async function openHost(
  context: BrowserContext,
  page: Page,
  origin: string,
  { guide = false, sibling = '' }: { guide?: boolean; sibling?: string } = {},
) {
  const site = new URL(url()).origin;
  await context.route(`${GAME_ORIGIN}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(GAME_ORIGIN, site), maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: guide
        ? guidePage(`${GAME_ORIGIN}/h5/BigWatermelon?seed=7`)
        : `<!doctype html><title>host</title>
        <iframe id="game" src="${GAME_ORIGIN}/h5/BigWatermelon?seed=7" width="375" height="700"></iframe>
        ${sibling ? `<iframe src="${sibling}/sibling"></iframe>` : ''}`,
    }),
  );
  if (sibling && sibling !== origin)
    await context.route(`${sibling}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        // Again and again: the game's document may not be in its frame yet when this one loads.
        body: `<!doctype html><script>let n = 0; const t = setInterval(() => { if (++n > 50) clearInterval(t);
          parent.frames[0].postMessage({ type: 'HOST_CALL', name: 'propsData',
          payload: { propertyList: [{ prop: 1, quantity: 5, status: 1 }], nextType: 'bomb' } }, '*'); }, 100);</script>`,
      }),
    );
  // Every message the host page receives (an init script runs in the game's frame too, harmlessly).
  await context.addInitScript(() => {
    const w = window as unknown as { posted: unknown[] };
    w.posted = [];
    addEventListener('message', (e) => w.posted.push(e.data));
  });
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
    const game = await openHost(context, page, allowed, { guide: true });
    await game.getByTestId('board').waitFor();
    const frame = page.frames().find((f) => f.url().startsWith(GAME_ORIGIN))!;
    await freezeTime(page);
    const msgs = () =>
      page.evaluate(() =>
        (window as unknown as { posted: { type?: string; data?: { arg?: { msg?: number } } }[] }).posted
          .filter((m) => m?.type === 'WEB_INVOKE_APPSERVICE')
          .map((m) => m.data?.arg?.msg),
      );
    // initData by message: the day's seed is the game on the board.
    await expect
      .poll(() =>
        frame.evaluate(
          () => (window as unknown as { bigWatermelon: { world(): { seed: number } } }).bigWatermelon.world().seed,
        ),
      )
      .toBe(4242);
    // A bomb at 0: 8, the host grants one; after the cooldown, 6, and the bomb comes next.
    await dropAt(page, frame, 187);
    await game.getByRole('button', { name: /^Bomb/ }).click();
    await expect.poll(msgs).toContain(8);
    await page.clock.runFor(3100);
    await game.getByRole('button', { name: /^Bomb/ }).click();
    await expect.poll(async () => (await world(frame)).current.kind).toBe('bomb');
    // Game over, Revive: 2, the host says the video was watched, and play goes on.
    for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    await game.getByRole('button', { name: 'Revive' }).click();
    await expect.poll(msgs).toContain(2);
    for (let t = 0; t < 1500 && (await world(frame)).revives === 0; t += 100) await page.clock.runFor(100);
    expect(await world(frame)).toMatchObject({ revives: 1, phase: 'playing' });
    // Both rankings, by message.
    await game.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    await game.getByRole('button', { name: 'Ranking' }).click();
    const panel = game.getByRole('tabpanel');
    await expect.poll(() => panel.textContent()).toContain('320');
    await game.getByRole('tab', { name: 'Total' }).click();
    await expect.poll(() => panel.textContent()).toContain('4096');
    expect(await msgs()).toEqual(expect.arrayContaining([8, 6, 2, 3, 4]));
    await game
      .getByRole('button', { name: /close|Close/ })
      .first()
      .click();
    await page.clock.runFor(600);
    await game.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(msgs).toContain(10);
    expect(errors.filter((e) => !/^local storage unreadable/.test(e))).toEqual([]);
    await context.close();
  });

  it('a frame that is not the parent (a sibling on another origin) sends the envelope: nothing applied, a warning', async () => {
    const allowed = builtHostOrigins()[0]!;
    const { context, page } = await openPage(browser());
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const game = await openHost(context, page, allowed, { sibling: 'https://elsewhere.test' });
    await game.getByTestId('board').waitFor();
    await expect.poll(() => warnings.filter((w) => /^host message ignored/.test(w)).length).toBeGreaterThan(0);
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

// The whole conversation between a host page on another origin and the game in its iframe, by message
// (issue #50), played the same way for every host page the guides give: tests/e2e/chromium/framing.test.ts (the
// plain H5 page) and tests/e2e/chromium/uniAppHost.test.ts (the uni-app page, built with uni-app's tools).
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { url } from './harness';
import { dropAt, freezeTime, world } from './gameProbe';

/**
 * The game's site at a public name: a page on a public origin may not frame a loopback server (Chromium's
 * local network access), which the real site never is. Every answer, headers included, is the server's.
 */
export const GAME_ORIGIN = 'https://game.test';

/** Serves GAME_ORIGIN from the server under test. */
export async function routeGame(context: BrowserContext): Promise<void> {
  const site = new URL(url()).origin;
  await context.route(`${GAME_ORIGIN}/**`, async (route) => {
    try {
      const response = await route.fetch({ url: route.request().url().replace(GAME_ORIGIN, site), maxRedirects: 0 });
      await route.fulfill({ response });
    } catch (e) {
      // The test closed its context while the game's worker was still fetching: nobody waits for the answer
      // (Playwright says so as "has been closed", "has been disposed" or "Request context disposed").
      if (!/has been (closed|disposed)|context disposed/.test(String(e))) throw e;
    }
  });
}

/** Keeps every message a page receives (`window.posted`), in every frame (harmless in the game's). */
export const keepPosted = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { posted: unknown[] };
    w.posted = [];
    addEventListener('message', (e) => w.posted.push(e.data));
  });

/**
 * With the page's clock installed and the host page open: the seed the host sends (4242), a bomb granted (8)
 * then used (6), a revive (2), both rankings (3, 4) and a restart (10), each answered by the host page; then a
 * game over, its score (5) and Share's score card (15), which the host page shows.
 */
export async function holdConversation(page: Page): Promise<void> {
  const game = page.frameLocator(`iframe[src^="${GAME_ORIGIN}"]`);
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
  // Share at the next game over: the card, a PNG data URL, reaches the host page, which shows it.
  for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
  await page.clock.runFor(3100); // the countdown reports the score: Share comes with it
  const share = game.getByRole('button', { name: 'Share', exact: true });
  await expect.poll(() => share.getAttribute('aria-busy')).toBeNull(); // the card is made
  await share.click();
  await expect.poll(msgs).toContain(15);
  const card = page.getByRole('img', { name: /^Score card: \d+$/ });
  expect(await card.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
}

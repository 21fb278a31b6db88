// A viewer whose code cannot load, in Chromium: offline with no worker to hold it, the dialog says so with Reload,
// and Escape goes back to the player's game as it was. Chromium's alone, as it routes the viewer's chunk away; the
// rest of watching is one file for both engines (tests/e2e/phone/watch.test.ts).
import { describe, expect, it } from 'vitest';
import { watchedBotGame } from '../../../fixtures/watched';
import { dropAt, openGame } from './gameProbe';
import { pageTimeUntil, useBrowser } from './harness';

const { bot } = watchedBotGame();

/** The world on the board (the page's probe), as JSON. */
const shownWorld = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    JSON.stringify((window as unknown as { bigWatermelon: { world(): unknown } }).bigWatermelon.world()),
  );

describe('a viewer whose code cannot load', () => {
  const own = useBrowser();
  it('offline with no worker to hold it: the dialog says so with Reload; Escape goes back to the game as it was', async () => {
    const { context, page, errors } = await openGame(own(), { viewport: { width: 390, height: 844 } });
    for (const x of [60, 200]) await dropAt(page, page, x);
    const before = await shownWorld(page);
    await page.route(/\/assets\/Viewer-[^/]*\.js$/, (r) => r.abort('internetdisconnected'));
    await page.evaluate(
      (replay) => (window as unknown as { replayData(p: unknown): void }).replayData({ replay }),
      bot.replay,
    );
    const opening = page.getByRole('dialog', { name: 'Opening the game…' });
    await pageTimeUntil(page, async () => (await opening.getByRole('alert').count()) > 0, 'the dialog saying why');
    expect(await opening.getByRole('alert').getByRole('button', { name: 'Reload' }).count()).toBe(1);
    await page.clock.runFor(600);
    expect(await shownWorld(page)).toBe(before); // the player's game stood still all along
    await page.keyboard.press('Escape');
    await page.clock.runFor(100);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(JSON.parse(await shownWorld(page))).toMatchObject({ seed: JSON.parse(before).seed });
    // The browser's own line for the refused request, and nothing else: nothing thrown, no rejection unhandled.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });
});

// Ranking avatars under the CSP, on both servers: the build's AVATAR_HOST is allowed (npm test builds with
// https://avatars.test), every other host is blocked and shows the placeholder.
import { describe, expect, it } from 'vitest';
import { builtAvatarHost, PNG } from '../shared/builtPolicy';
import { openGame } from './gameProbe';
import { useBrowser } from './harness';

const avatarHost = builtAvatarHost();

describe('ranking avatars and the CSP', () => {
  const browser = useBrowser();

  it('rows with avatars from AVATAR_HOST show them, with no CSP error; any other host falls back to the placeholder', async () => {
    expect(avatarHost, 'the suite needs a build with AVATAR_HOST (npm test sets it)').toMatch(/^https:\/\//);
    const { context, page, errors } = await openGame(browser(), { expectedCsp: /elsewhere\.test/ });
    const fetched: string[] = [];
    await context.route(/^https:\/\/(avatars|elsewhere)\.test\//, (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600); // a tap on a popup counts from 500 ms after it opened
    await page.getByRole('button', { name: 'Ranking' }).click();
    const user = (host: string, name: string) => ({ avatar: `${host}/${name}.png`, name });
    await page.evaluate(
      (ranks) =>
        (window as unknown as { rankingData(p: unknown): void }).rankingData({
          user: { rank: 1, users: ranks[0]!.users, scoreNum: 50, type: 2 },
          ranks,
        }),
      [
        { users: [user(avatarHost, 'ann'), user(avatarHost, 'bo')], scoreNum: 50 },
        { users: [user('https://elsewhere.test', 'cy'), user('https://elsewhere.test', 'di')], scoreNum: 40 },
      ],
    );
    const rows = page.getByRole('tabpanel').getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    const loaded = () =>
      rows
        .nth(0)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    await expect.poll(loaded).toEqual([1, 1]);
    await expect.poll(() => rows.nth(1).getByTestId('avatar-placeholder').count()).toBe(2);
    // Close stands clear of the player's own row, the last thing above it.
    const mine = (await page.getByTestId('my-rank').boundingBox())!;
    const close = (await page.getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(close.y - (mine.y + mine.height)).toBeGreaterThanOrEqual(12);
    expect(fetched.every((u) => u.startsWith(`${avatarHost}/`))).toBe(true);
    // The only errors: the browser refusing the other host's images (and the harness still fails the
    // suite on any other CSP refusal, the allowed host's included).
    expect(errors.some((e) => /elsewhere\.test/.test(e))).toBe(true);
    expect(errors.filter((e) => !/elsewhere\.test/.test(e))).toEqual([]);
    await context.close();
  });
});

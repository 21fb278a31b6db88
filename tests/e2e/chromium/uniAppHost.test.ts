// The uni-app host guide's page (docs/hosts/uni-app), built for H5 with uni-app's own tools and served at
// https://host.test (the origin the suite's build names in HOST_ORIGINS): uni-app's H5 <web-view> frames
// the real game, and the page holds the whole conversation by message. Nothing leaves the machine.
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtHostOrigins } from '../shared/builtPolicy';
import { openPage, useBrowser } from './harness';
import { GAME_ORIGIN, holdConversation, keepPosted, routeGame } from './hostConversation';
import { buildUniAppH5 } from './uniApp';

const HOST = 'https://host.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

describe("uni-app's H5 build of the host guide's page", () => {
  const browser = useBrowser();
  let built: ReturnType<typeof buildUniAppH5> | undefined;
  beforeAll(() => {
    built = buildUniAppH5(`${GAME_ORIGIN}/h5/BigWatermelon?seed=7`);
  }, 180_000);
  afterAll(() => built?.remove());

  it('frames the game with its <web-view> and holds the whole conversation by message; no request leaves', async () => {
    expect(builtHostOrigins(), 'the suite needs a build whose HOST_ORIGINS names host.test').toContain(HOST);
    const { context, page, errors } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    // Anything but the host and the game (a uni-app runtime reaching its vendor, say) is refused and kept.
    const elsewhere: string[] = [];
    await context.route('**/*', (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    });
    await routeGame(context);
    await context.route(`${HOST}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(built!.site, path === '/' ? 'index.html' : path);
      return route.fulfill({
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      });
    });
    await keepPosted(context);
    await page.clock.install();
    await page.goto(`${HOST}/`);
    await holdConversation(page);
    // uni-app's H5 stylesheet would fetch an image from DCloud's CDN 3 s after load; the guide's App.vue
    // turns that animation off, so no request leaves, however long the page stays open.
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').animationName)).toBe('none');
    expect(elsewhere.filter((u) => !u.startsWith('data:'))).toEqual([]);
    expect(errors.filter((e) => !/^local storage unreadable/.test(e))).toEqual([]);
    await context.close();
  });
});

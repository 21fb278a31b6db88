// The pages as Chromium shows them, saved to look at beside WebKit's (tests/e2e/webkit/screenshots.test.ts):
// test-results/screenshots/chromium-<page>-<language>-<size>.png, every page at every size in both languages.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SCREEN_SIZES, SCREENSHOT_PAGES, shotPath } from '../shared/screenshotPages';
import { gotoApp, openPage, saveShot, url, useBrowser } from './harness';

mkdirSync('test-results/screenshots', { recursive: true });

describe('screenshots to look at, in Chromium', () => {
  const browser = useBrowser();

  it.each(LANGUAGES.flatMap((lang) => SCREEN_SIZES.map((size) => [lang, size] as const)))(
    'every page in %s at %j',
    async (lang, size) => {
      const [width, height] = size;
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height }, locale: lang });
      for (const { name, path, ready } of SCREENSHOT_PAGES) {
        const before = errors.length;
        await gotoApp(page, url(path));
        await page.locator(ready).first().waitFor();
        await saveShot(page, shotPath('chromium', name, lang, size));
        // The not-found page comes with its status, which Chromium logs; nothing else may go wrong.
        const notFound = name === 'not-found' ? [expect.stringContaining('404 (Not Found)')] : [];
        expect(errors.slice(before), name).toEqual(notFound);
      }
      await context.close();
    },
  );
});

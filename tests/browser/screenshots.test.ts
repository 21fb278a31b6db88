// The pages as Chromium shows them, saved to compare with WebKit's (tests/webkit/screenshots.test.ts):
// test-results/screenshots/chromium-*.png beside webkit-*.png, the same pages at the same sizes.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_PAGES } from '../webkit/screenshotPages';
import { gotoApp, openPage, url, useBrowser } from './harness';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

describe('screenshots to compare across engines', () => {
  const browser = useBrowser();

  it.each(SCREENSHOT_PAGES)('$name at $width px', async ({ name, path, width, height, ready }) => {
    const { context, page, errors } = await openPage(browser(), { viewport: { width, height }, locale: 'en-US' });
    await gotoApp(page, url(path));
    await page.locator(ready).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/chromium-${name}-${width}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

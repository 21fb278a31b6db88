// The pages as WebKit shows them, saved beside Chromium's (tests/browser/screenshots.test.ts) to look at
// side by side: the phone pages in a 390 × 700 px frame (MiniBrowser's window is at least 447 px wide), shot
// as the whole window (an element's own shot comes out offset in a MiniBrowser whose window was resized).
import { mkdirSync, writeFileSync } from 'node:fs';
import { By, until } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { openFramed, probe, url, useWebKit } from './harness';
import { SCREENSHOT_PAGES } from './screenshotPages';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

describe('screenshots to compare across engines', () => {
  const webkit = useWebKit();

  it.each(SCREENSHOT_PAGES)('$name at $width px', async ({ name, path, width, height, ready }) => {
    const d = webkit();
    let shot: string;
    if (width > 447) {
      await d.manage().window().setRect({ width, height });
      await d.get(url(path));
      await d.wait(until.elementLocated(By.css(`html[data-ready] ${ready}`)), 20_000);
      shot = await d.takeScreenshot();
    } else {
      await d
        .manage()
        .window()
        .setRect({ width: 800, height: height + 200 }); // the whole frame in view
      await openFramed(d, path);
      await d.wait(until.elementLocated(By.css(`html[data-ready] ${ready}`)), 20_000);
      expect((await probe(d)).errors).toEqual([]);
      await d.switchTo().defaultContent();
      shot = await d.takeScreenshot();
    }
    writeFileSync(`${SHOTS}/webkit-${name}-${width}.png`, shot, 'base64');
  });
});

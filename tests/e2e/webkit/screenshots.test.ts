// The pages as WebKit shows them, saved beside Chromium's (tests/e2e/chromium/screenshots.test.ts) to look at side
// by side: each page in a frame of the exact viewport size (probeServer.ts; MiniBrowser's own window is at
// least 447 px wide and has a toolbar), shot as the whole window, the frame at its top left. The language is
// the phone's (a cookie the probe turns into navigator.languages).
import { mkdirSync, writeFileSync } from 'node:fs';
import { By, until } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { forgetLanguage, openFramed, probe, setLanguage, useWebKit } from './harness';
import { LANGUAGES, SCREEN_SIZES, SCREENSHOT_PAGES, shotPath } from '../shared/screenshotPages';

mkdirSync('test-results/screenshots', { recursive: true });

describe('screenshots to look at, in WebKit', () => {
  const webkit = useWebKit();
  forgetLanguage(webkit);

  it.each(LANGUAGES.flatMap((lang) => SCREEN_SIZES.map((size) => [lang, size] as const)))(
    'every page in %s at %j',
    async (lang, size) => {
      const d = webkit();
      const [width, height] = size;
      await setLanguage(d, lang);
      await d
        .manage()
        .window()
        .setRect({ width: Math.max(width + 40, 500), height: height + 160 });
      for (const { name, path, ready } of SCREENSHOT_PAGES) {
        await openFramed(d, path, { width, height });
        await d.wait(until.elementLocated(By.css(`html[data-ready] ${ready}`)), 20_000);
        expect(await d.executeScript('return document.documentElement.lang')).toBe(lang === 'zh-CN' ? 'zh-CN' : 'en');
        expect((await probe(d)).errors).toEqual([]);
        await d.switchTo().defaultContent();
        writeFileSync(shotPath('webkit', name, lang, size), await d.takeScreenshot(), 'base64');
      }
    },
  );
});

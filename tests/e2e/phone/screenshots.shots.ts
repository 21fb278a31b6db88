// The pages as each engine shows them, saved to look at side by side (`npm run shots`, not part of `npm test`):
// test-results/screenshots/<engine>-<page>-<language>-<size>.png, every page at every size in both languages.
// What depends on the size is checked in `npm test` (shortScreens, screens, layout); here, that each page opens in
// its language with no error.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SCREEN_SIZES, SCREENSHOT_PAGES, shotPath } from '../shared/screenshotPages';
import { engine, usePhone } from './harness';

mkdirSync('test-results/screenshots', { recursive: true });

describe('screenshots to look at', () => {
  const phone = usePhone();

  it.each(LANGUAGES.flatMap((lang) => SCREEN_SIZES.map((size) => [lang, size] as const)))(
    'every page in %s at %j',
    async (lang, size) => {
      const p = phone();
      const [width, height] = size;
      for (const { name, path, ready } of SCREENSHOT_PAGES) {
        await p.open(path, { lang, width, height });
        await p.pageTimeUntil(() => p.run((s) => !!document.querySelector(s), ready), `${name} ready`);
        expect(await p.run(() => document.documentElement.lang)).toBe(lang === 'zh-CN' ? 'zh-CN' : 'en');
        await p.shot(shotPath(engine(), name, lang, size));
        // The not-found page comes with its status, which Chromium logs; nothing else may go wrong.
        const errors = (await p.errors()).filter((e) => name !== 'not-found' || !/404 \(Not Found\)/.test(e));
        expect(errors, name).toEqual([]);
      }
    },
  );
});

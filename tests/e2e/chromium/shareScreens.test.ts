// The share pages on every screen they are opened on: a phone held upright scales by its width (the width / 10,
// docs/product.md "Layout"); a wider window (WeChat on a computer, a laptop's browser, a tablet) shows a centred
// phone-shaped column (src/mobile/flexible.ts), all of it shown, nothing over the code; a phone on its side
// (a window no taller than 500 px) shows two columns, the app's name, the code and the big button on its one screen.
import { describe, expect, it } from 'vitest';
import { gotoApp, openPage, saveShot, url, useBrowser } from './harness';
import {
  checkSharePhone,
  checkShareSideways,
  checkShareWide,
  measureShare,
  SHARE_PHONES,
  SHARE_SIDEWAYS,
  SHARE_WIDE,
} from '../shared/screenChecks';

describe('the share page on every screen', () => {
  const browser = useBrowser();

  it.each(SHARE_WIDE)(
    '%i×%i: a centred phone-shaped column, nothing over the code, no scroll inside',
    async (width, height) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await gotoApp(page, url('share?roomNo=ABC-123456'));
      checkShareWide(await page.evaluate(measureShare));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(SHARE_SIDEWAYS.flatMap(([w, h]) => (['en-US', 'zh-CN'] as const).map((l) => [w, h, l] as const)))(
    '%i×%i (a phone on its side) in %s: two columns, the app named, the code and the big button on one screen',
    async (width, height, locale) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height }, locale });
      for (const path of ['share?roomNo=ABC-123456', 'joinRoom?roomNo=88886666', 'joinRoomTemplate?tempCode=T-42']) {
        await gotoApp(page, url(path));
        const m = await page.evaluate(measureShare);
        expect(m.brandText.startsWith(locale === 'zh-CN' ? '甜蜜萌宠' : 'Sweet Pet')).toBe(true); // its language
        checkShareSideways(m);
      }
      await saveShot(page, `test-results/share-sideways-${locale}-${width}x${height}.png`); // to look at
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(SHARE_PHONES)(
    '%i×%i (a phone): width / 10, the full width, the big button at the bottom',
    async (width, height) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await gotoApp(page, url('share?roomNo=ABC-123456'));
      checkSharePhone(await page.evaluate(measureShare), width, height);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

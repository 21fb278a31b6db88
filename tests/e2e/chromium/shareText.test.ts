// What a share page visitor reads, finished (issue #73, item 6), in Chromium, checked by the boxes and lines on
// screen: the big button's label never leaves a word alone; "Copy Successful" covers nothing; inside WeChat the
// hint to use the menu is a bubble of its own, clear of the alert, with no lone word or broken quoted phrase;
// on a computer, a QR code of this very page, its code included, that scans. Screenshots to look at.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { gotoApp, LOCALES, openPage, saveShot, url, useBrowser } from './harness';
import { pngPixels } from '../shared/pngPixels';
import { checkMenuHint, checkOpenLabel, checkStatusCoversNothing, measureShareText } from '../shared/screenChecks';

const SHOTS = 'test-results/screenshots';
const PATHS = ['share?roomNo=ABC-123456', 'joinRoom?roomNo=88886666', 'joinRoomTemplate?tempCode=T-42'];
/** Phones upright, phones on their side, computers. */
const SIZES = [
  [320, 568],
  [375, 667],
  [430, 932],
  [667, 375],
  [844, 390],
  [1280, 800],
] as const;
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN';
const COPY = { 'en-US': 'Copy', 'zh-CN': '复制' } as const;
const OPEN = { 'en-US': /open the.app$/, 'zh-CN': /并打开App$/ } as const;

describe('what a share page visitor reads', () => {
  const browser = useBrowser();

  it.each(SIZES.flatMap(([w, h]) => LOCALES.map((l) => [w, h, l] as const)))(
    '%i×%i in %s: the big button leaves no word alone; "Copy Successful" covers nothing',
    async (width, height, locale) => {
      const { context, page, errors } = await openPage(browser(), {
        viewport: { width, height },
        locale,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      for (const path of PATHS) {
        await gotoApp(page, url(path));
        checkOpenLabel(await page.evaluate(measureShareText));
      }
      await page.getByRole('button', { name: COPY[locale], exact: true }).click();
      await page.getByRole('status').filter({ hasText: /\S/ }).waitFor();
      checkStatusCoversNothing(await page.evaluate(measureShareText));
      await saveShot(page, `${SHOTS}/share-copied-${locale}-${width}x${height}.png`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(
    [
      [320, 568],
      [375, 667],
      [667, 375],
    ].flatMap(([w, h]) => LOCALES.map((l) => [w!, h!, l] as const)),
  )(
    'inside WeChat at %i×%i in %s: the menu hint on its own, clear of the alert, whole phrases',
    async (width, height, locale) => {
      const { context, page } = await openPage(browser(), { viewport: { width, height }, locale, userAgent: WECHAT });
      await gotoApp(page, url('joinRoom?roomNo=88886666'));
      await page.getByRole('button', { name: OPEN[locale] }).click();
      await page.getByTestId('menu-hint').waitFor();
      checkMenuHint(await page.evaluate(measureShareText));
      await saveShot(page, `${SHOTS}/share-wechat-${locale}-${width}x${height}.png`);
      await context.close();
    },
  );

  it.each([
    [1280, 800, 'en-US'],
    [1024, 768, 'zh-CN'],
    [768, 1024, 'en-US'],
  ] as const)(
    'on a computer at %i×%i in %s: a QR code of this very page, code included, that scans',
    async (width, height, locale) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height }, locale });
      const path = `joinRoomTemplate?tempCode=${encodeURIComponent('T 42&x')}`;
      await gotoApp(page, url(path));
      const figure = page.getByTestId('page-qr');
      await figure.waitFor();
      const href = url('joinRoomTemplate?tempCode=T%2042%26x');
      expect((await page.evaluate(measureShareText)).pageQr).toBe(href);
      const { width: w, height: h, data } = pngPixels(await figure.locator('svg').screenshot());
      expect(jsQR(data, w, h)?.data).toBe(href);
      await saveShot(page, `${SHOTS}/share-computer-${locale}-${width}x${height}.png`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    [390, 844],
    [844, 390],
    [1024, 1366], // a tablet: touch, no mouse
  ] as const)('on a phone or a tablet (%i×%i, touch): no QR code of the page', async (width, height) => {
    const { context, page } = await openPage(browser(), {
      viewport: { width, height },
      hasTouch: true,
      isMobile: true,
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await gotoApp(page, url('joinRoom?roomNo=1'));
    await page.waitForLoadState('networkidle');
    expect(
      asked.filter((u) => /PageQr/.test(u)),
      'its code never loads',
    ).toEqual([]);
    expect(await page.getByTestId('page-qr').count()).toBe(0);
    await context.close();
  });
});

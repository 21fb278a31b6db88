// A share page's QR code of itself where only Chromium's driver reads it: the code as drawn, its pixels scanned
// as a phone's camera would; and on a phone or a tablet (touch and no mouse, every request seen), never loaded.
// What a visitor reads in both engines, the code scanned from its path included, is tests/e2e/phone/shareText.test.ts.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { pngPixels } from '../shared/pngPixels';
import { gotoApp, openPage, url, useBrowser } from './harness';

describe("the share page's QR code of itself", () => {
  const browser = useBrowser();

  it('on a computer: its pixels scan to this very page, its code included', async () => {
    const { context, page, errors } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await gotoApp(page, url(`joinRoomTemplate?tempCode=${encodeURIComponent('T 42&x')}`));
    const figure = page.getByTestId('page-qr');
    await figure.waitFor();
    const { width, height, data } = pngPixels(await figure.locator('svg').screenshot());
    expect(jsQR(data, width, height)?.data).toBe(url('joinRoomTemplate?tempCode=T%2042%26x'));
    expect(errors).toEqual([]);
    await context.close();
  });

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

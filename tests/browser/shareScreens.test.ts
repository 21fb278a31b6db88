// The share pages on every screen they are opened on (issue #49): a phone held upright scales by its width
// (the width / 10, docs/product.md "Layout"); a wider window (WeChat on a computer, a laptop's browser, a tablet, a phone on
// its side) shows a centred phone-shaped column (src/mobile/flexible.ts), whole where it fits, and
// scrolled by the window itself where it does not, with nothing over the code.
import { describe, expect, it } from 'vitest';
import { gotoApp, openPage, url, useBrowser } from './harness';
import { checkSharePhone, checkShareWide, measureShare, SHARE_PHONES, SHARE_WIDE } from './screenChecks';

describe('the share page on every screen', () => {
  const browser = useBrowser();

  it.each(SHARE_WIDE)(
    '%i×%i: a centred phone-shaped column, nothing over the code, no scroll inside',
    async (width, height, fits) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await gotoApp(page, url('share?roomNo=ABC-123456'));
      checkShareWide(await page.evaluate(measureShare), fits);
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

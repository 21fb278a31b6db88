// The share pages on every screen they are opened on (issue #49): a phone held upright scales by its width
// (the spec's width / 10); a wider window (WeChat on a computer, a laptop's browser, a tablet, a phone on
// its side) shows a centred phone-shaped column (src/mobile/flexible.ts), whole where it fits, and
// scrolled by the window itself where it does not, with nothing over the code.
import { describe, expect, it } from 'vitest';
import { gotoApp, openPage, url, useBrowser } from './harness';

/** Wide windows: [width, height, whether the whole page fits without scrolling]. */
const WIDE = [
  [1366, 768, true],
  [1440, 900, true],
  [1920, 1080, true],
  [768, 1024, true],
  [1024, 768, true],
  [844, 390, false],
  [667, 375, false],
] as const;
const PHONES = [
  [320, 568],
  [375, 667],
  [390, 844],
  [430, 932],
] as const;

type Page = Awaited<ReturnType<typeof openPage>>['page'];

/** Where each part of the page is (in the page's own coordinates, scrolled to the top) and how it scrolls. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, width: r.width };
    };
    const main = document.querySelector('main')!;
    const buttons = [...document.querySelectorAll('main button, main a')];
    const named = (re: RegExp) => buttons.find((b) => re.test(b.textContent ?? ''))!;
    return {
      view: { width: innerWidth, height: innerHeight },
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
      main: box(main),
      heading: box(document.querySelector('h1')),
      code: box(document.querySelector('[data-testid=code]')),
      steps: [...document.querySelectorAll('main ol > li')].map(box),
      copy: box(named(/^Copy$/)),
      download: box(named(/^Download$/)),
      open: box(named(/open the app$/)),
      innerScrolls: [...main.querySelectorAll('*')].some(
        (e) =>
          e !== document.querySelector('[data-testid=code]') &&
          e.scrollHeight > e.clientHeight + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(e).overflowY),
      ),
      pageHeight: document.documentElement.scrollHeight,
    };
  });

const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) =>
  a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe('the share page on every screen', () => {
  const browser = useBrowser();

  it.each(WIDE)(
    '%i×%i: a centred phone-shaped column, nothing over the code, no scroll inside',
    async (width, height, fits) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await gotoApp(page, url('share?roomNo=ABC-123456'));
      const m = await measure(page);
      expect(m.main.width).toBeCloseTo(m.rem * 10, 0);
      expect(m.main.left).toBeCloseTo((m.view.width - m.main.width) / 2, 0);
      expect(m.main.width).toBeLessThanOrEqual(540.5);
      const parts = [m.heading, m.code, ...m.steps, m.copy, m.download, m.open];
      for (const p of [...m.steps, m.open]) expect(overlaps(p, m.code), 'nothing covers the code').toBe(false);
      expect(m.innerScrolls, 'no area scrolls inside the page').toBe(false);
      if (fits) {
        for (const p of parts) expect(p.bottom).toBeLessThanOrEqual(m.view.height + 0.5);
        expect(m.pageHeight).toBeLessThanOrEqual(m.view.height + 1);
      } else {
        // A phone on its side: the window scrolls to the end of the page, which holds every part.
        expect(m.pageHeight).toBeGreaterThan(m.view.height);
        for (const p of parts) expect(p.bottom).toBeLessThanOrEqual(m.pageHeight + 0.5);
        expect(m.rem).toBe(37.5); // as on a 375 px phone: the text does not shrink
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(PHONES)(
    '%i×%i (a phone): width / 10, the full width, the big button at the bottom',
    async (width, height) => {
      const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
      await gotoApp(page, url('share?roomNo=ABC-123456'));
      const m = await measure(page);
      expect(m.rem).toBeCloseTo(width / 10, 5);
      expect(m.main.width).toBeCloseTo(width, 0);
      expect(m.open.bottom).toBeGreaterThan(height - 0.6 * m.rem * 2); // pinned to the bottom, as before
      expect(m.open.bottom).toBeLessThanOrEqual(height + 0.5);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

// Prerendered pages: painted in the visitor's language with the share code before any app
// JavaScript runs, then hydrated in place without a warning.
import { describe, expect, it } from 'vitest';
import { LOCALES, openPage, url, useBrowser } from './harness';

const LANDING = { 'en-US': 'Raise a pet together, sweetly', 'zh-CN': '和TA一起，甜蜜养宠' } as const;
/** Each page with what it shows in en-US and zh-CN. */
const CASES = [
  { path: 'share?roomNo=12%2034%26x', code: '12 34&x', heading: { 'en-US': 'Your match code', 'zh-CN': '你的匹配码' } },
  {
    path: 'joinRoomTemplate?tempCode=%3Cb%3EA1',
    code: '<b>A1',
    heading: { 'en-US': 'Your template code', 'zh-CN': '你的模板码' },
  },
  { path: 'joinRoom', code: '—', heading: { 'en-US': 'Your room number', 'zh-CN': '你的房间号' } },
  { path: '', code: undefined, heading: LANDING },
  { path: encodeURI('移动官网首页'), code: undefined, heading: LANDING },
];

const shown = () => ({
  lang: document.documentElement.lang,
  heading: document.querySelector('h1')?.textContent,
  code: document.querySelector('[data-testid=code]')?.textContent ?? undefined,
  titles: document.querySelectorAll('title').length,
  leftovers: document.querySelectorAll('template[data-body]').length,
});

describe.each(LOCALES)('prerendered pages in %s', (locale) => {
  const browser = useBrowser();
  const lang = locale === 'zh-CN' ? 'zh-CN' : 'en';

  it.each(CASES)('$path is on screen with the app JavaScript blocked', async ({ path, heading: h, code }) => {
    const heading = h[locale];
    const { context, page } = await openPage(browser(), { locale });
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    await page.goto(url(path));
    expect(await page.evaluate(shown)).toEqual({ lang, heading, code, titles: 1, leftovers: 0 });
    await context.close();
  });

  it.each(CASES)('$path hydrates the painted nodes without a warning', async ({ path, heading: h }) => {
    const heading = h[locale];
    const { context, page, errors } = await openPage(browser(), { locale });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // Keep the painted <h1> from before any module runs; hydration must adopt it, not replace it.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as { painted?: Element | null }).painted = document.querySelector('h1');
      });
    });
    await page.goto(url(path));
    // React marks the DOM nodes it owns; the <h1> it owns must be the one that was painted.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
    if (path.includes('Code=') || path.includes('roomNo=')) {
      // And the page is live: the copy button answers.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: locale === 'zh-CN' ? '复制' : 'Copy', exact: true }).click();
      await expect.poll(() => page.getByRole('status').textContent()).not.toBe('');
    }
    const same = await page.evaluate(() => document.querySelector('h1') === (window as { painted?: Element }).painted);
    expect(same, 'hydration kept the prerendered <h1>').toBe(true);
    expect(await page.locator('h1').textContent()).toBe(heading);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
    await context.close();
  });

  it('the first contentful paint already has the visitor language and the share code', async () => {
    const { context, page } = await openPage(browser(), { locale });
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
    // Reported once the paint is presented; nothing else runs on the page in between.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        (window as { atFcp?: unknown }).atFcp = {
          lang: document.documentElement.lang,
          heading: document.querySelector('h1')?.textContent,
          code: document.querySelector('[data-testid=code]')?.textContent,
        };
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url('share?roomNo=A1'));
    await page.waitForFunction(() => 'atFcp' in window);
    expect(await page.evaluate(() => (window as { atFcp?: unknown }).atFcp)).toEqual({
      lang,
      heading: CASES[0]!.heading[locale],
      code: 'A1',
    });
    await context.close();
  });

  it('if the prepaint scripts never run, the share page still shows its code and the app starts', async () => {
    const { context, page, errors } = await openPage(browser(), { locale });
    // The page as served, minus its first two inline scripts (head: language; body: variant and
    // code). Only the last one, which starts the app, is left.
    await page.route(/\/h5\/share\?/, async (route) => {
      const response = await route.fetch();
      let html = await response.text();
      for (let i = 0; i < 2; i++) html = html.replace(/<script>[\s\S]*?<\/script>/, '');
      expect(html.match(/<script>/g)).toHaveLength(1);
      await route.fulfill({ response, body: html });
    });
    await page.goto(url('share?roomNo=A1'));
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    expect(await page.evaluate(shown)).toMatchObject({ lang, code: 'A1', titles: 1, leftovers: 0 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: locale === 'zh-CN' ? '复制' : 'Copy', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript off, the share page still reads right (English, no code)', async () => {
    const { context, page } = await openPage(browser(), { locale, javaScriptEnabled: false });
    await page.goto(url('share?roomNo=A1'));
    expect(await page.locator('h1').textContent()).toBe('Your match code');
    expect(await page.getByTestId('code').textContent()).toBe('—');
    await context.close();
  });
});

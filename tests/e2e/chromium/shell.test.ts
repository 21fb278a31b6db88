import { describe, expect, it } from 'vitest';
import { LOCALES, openPage, url, useBrowser } from './harness';

const PAGES = [
  { path: '', page: 'desktop-landing' },
  { path: 'share?roomNo=1', page: 'share' },
  { path: 'joinRoom?roomNo=1', page: 'joinRoom' },
  { path: 'joinRoomTemplate?tempCode=1', page: 'joinRoomTemplate' },
  { path: '移动官网首页', page: 'mobile-landing' },
  { path: '%E7%A7%BB%E5%8A%A8%E5%AE%98%E7%BD%91%E9%A6%96%E9%A1%B5', page: 'mobile-landing' },
  { path: 'BigWatermelon', page: 'game' },
] as const;

describe('app shell', () => {
  const browser = useBrowser();

  for (const locale of LOCALES) {
    describe(locale, () => {
      it.each(PAGES)('renders /h5/$path with its title and <html lang>', async ({ path, page: name }) => {
        const { context, page, errors } = await openPage(browser(), { locale });
        await page.goto(url(path));
        await page.locator(`[data-page="${name}"]`).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale === 'zh-CN' ? 'zh-CN' : 'en');
        expect(await page.title()).not.toBe('');
        expect(errors).toEqual([]);
        await context.close();
      });

      it.each(['nope/deeper', 'code', 'share/extra'])('shows not-found for /h5/%s', async (path) => {
        const { context, page } = await openPage(browser(), { locale });
        await page.goto(url(path));
        const link = page.getByRole('link', { name: locale === 'zh-CN' ? '返回首页' : 'Go to the home page' });
        await link.waitFor();
        expect(await link.getAttribute('href')).toMatch(/^\/h5\/?$/);
        await link.click();
        await page.locator('[data-page="desktop-landing"]').waitFor();
        await context.close();
      });
    });
  }

  it.each([320, 375, 414])('sets the root font size to innerWidth / 10 at %ipx, and after a resize', async (width) => {
    const { context, page } = await openPage(browser(), { viewport: { width, height: 700 } });
    await page.goto(url('share?roomNo=1'));
    await page.locator('[data-page="share"]').waitFor();
    const rootSize = () =>
      page.evaluate(() => [parseFloat(getComputedStyle(document.documentElement).fontSize), innerWidth / 10]);
    const [size, expected] = await rootSize();
    expect(size).toBeCloseTo(expected ?? NaN, 2);
    expect(expected).toBe(width / 10);
    // Still a phone held upright (up to 430 px): width / 10.
    await page.setViewportSize({ width: width + 16, height: 700 });
    await expect.poll(rootSize).toEqual([(width + 16) / 10, (width + 16) / 10]);
    // Turned into a wide window: a phone-shaped column, 9/16 of the height (src/mobile/flexible.ts).
    await page.setViewportSize({ width: 1000, height: 700 });
    await expect.poll(rootSize).toEqual([(700 * 9) / 16 / 10, 100]);
    await context.close();
  });

  it('loads no Konva or game code on the share page', async () => {
    const { context, page } = await openPage(browser());
    // Each script's body, as a promise taken when its response comes: a body read after the page has
    // gone idle may still be on its way. A read that fails says so in the body (checked below): a script
    // fetched after the last wait (a lazy chunk) is still being read when the context closes, and rejects.
    let loads: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      const read = r.text().then(
        (body) => ({ url: r.url(), body }),
        (e: unknown) => ({ url: r.url(), body: `unread: ${String(e)}` }),
      );
      loads.push(read);
    });
    await page.goto(url('share?roomNo=1'), { waitUntil: 'networkidle' });
    await page.locator('[data-page="share"]').waitFor();
    const scripts = await Promise.all(loads);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.body, s.url).not.toMatch(/Konva|^unread: /);
    // And the game page does load it, so the check above can fail.
    loads = [];
    await page.goto(url('BigWatermelon'), { waitUntil: 'networkidle' });
    const gameScripts = await Promise.all(loads);
    expect(gameScripts.some((s) => /Konva/.test(s.body))).toBe(true);
    await context.close();
  });
});

describe('hairlines', () => {
  // Emulated scale factors do not change how Chromium snaps borders; a real one does.
  const browser = useBrowser(['--force-device-scale-factor=2']);

  it.each([
    [2, true],
    [1, false],
  ])('at device scale factor %i: %s', async (deviceScaleFactor, present) => {
    const { context, page } = await openPage(browser(), { deviceScaleFactor });
    await page.goto(url('share?roomNo=1'));
    await page.locator('[data-page="share"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('hairlines'))).toBe(present);
    await context.close();
  });
});

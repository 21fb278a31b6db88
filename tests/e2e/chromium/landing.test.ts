import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scanPath } from '../../pages/landing/qrScan';
import { LOCALES, openPage, saveShot, url, useBrowser } from './harness';

const T = {
  'en-US': {
    contact: 'Contact us',
    download: 'Download the app',
    agreement: 'User agreement',
    privacy: 'Privacy policy',
    redeem: 'Redeem membership',
    home: 'Go to the home page',
    name: 'Sweet Pet',
    features: ['A pet for two', 'Flight chess in a room', 'Big Watermelon'],
    scan: 'Scan to download',
  },
  'zh-CN': {
    contact: '联系我们',
    download: '下载App',
    agreement: '用户协议',
    privacy: '隐私政策',
    redeem: '会员兑换',
    home: '返回首页',
    name: '甜蜜萌宠',
    features: ['一起养一只宠物', '房间里玩飞行棋', '合成大西瓜'],
    scan: '扫码下载',
  },
} as const;

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function expectExternal(page: Page, name: RegExp, href: string | RegExp) {
  const link = page.getByRole('link', { name });
  expect(await link.isVisible()).toBe(true);
  const actual = await link.getAttribute('href');
  if (typeof href === 'string') expect(actual).toBe(href);
  else expect(actual).toMatch(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
}

/** What both landing pages show: the logo, the title and the download button. */
async function expectHero(page: Page, download: string) {
  await page.locator('[data-page]').waitFor();
  expect(
    await page
      .getByRole('img', { name: /logo|标志/ })
      .first()
      .isVisible(),
  ).toBe(true);
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: download }).getAttribute('href')).toBe('https://example.com/download');
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('landing pages', () => {
  const browser = useBrowser();

  for (const locale of LOCALES) {
    const t = T[locale];
    describe(locale, () => {
      it('desktop: logo, contact, title, tagline, download and both filing links', async () => {
        const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 1280, height: 800 } });
        await page.goto(url(''));
        await expectHero(page, t.download);
        expect(await page.getByRole('link', { name: t.contact }).getAttribute('href')).toBe(
          'mailto:contact@example.com',
        );
        await expectExternal(page, /ICP/, 'https://beian.miit.gov.cn/');
        await expectExternal(
          page,
          /公安|Public security/,
          'https://beian.mps.gov.cn/#/query/webSearch?code=00000000000000',
        );
        await saveShot(page, `${SHOTS}/desktop-${locale}-1280.png`, { fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      });

      it('mobile: logo, title, tagline, download, footer links; hidden links absent', async () => {
        const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 375, height: 740 } });
        await page.goto(url('移动官网首页'));
        await expectHero(page, t.download);
        expect(await page.getByRole('link', { name: /contact@example\.com/ }).getAttribute('href')).toBe(
          'mailto:contact@example.com',
        );
        await expectExternal(page, /ICP/, 'https://beian.miit.gov.cn/');
        await expectExternal(
          page,
          /公安|Public security/,
          /^https:\/\/beian\.mps\.gov\.cn\/#\/query\/webSearch\?code=\d+$/,
        );
        await expectExternal(page, new RegExp(t.agreement), 'https://example.com/agreement');
        await expectExternal(page, new RegExp(t.privacy), 'https://example.com/privacy');
        expect(await page.getByText(t.redeem).count()).toBe(0);
        expect(await page.getByRole('link', { name: t.contact, exact: true }).count()).toBe(0);
        await saveShot(page, `${SHOTS}/mobile-${locale}-375.png`, { fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      });

      it('desktop: a QR code a phone scans to the download link, and what the app is for', async () => {
        const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 1280, height: 800 } });
        await page.goto(url(''));
        const qr = page.getByTestId('download-qr');
        expect(await qr.isVisible()).toBe(true);
        expect(await page.getByText(t.scan).isVisible()).toBe(true);
        const { path, box } = await qr.evaluate((svg) => ({
          path: svg.querySelector('path')!.getAttribute('d')!,
          box: svg.getAttribute('viewBox')!.split(' ').map(Number),
        }));
        const size = box[2]! + 2 * box[0]!; // the viewBox adds the quiet zone on both sides
        expect(scanPath(path, size)).toBe('https://example.com/download');
        for (const f of t.features) expect(await page.getByRole('heading', { name: f }).isVisible()).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      });

      it('desktop address on a phone (390 px): one column, the button on one line, no code to scan', async () => {
        const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 390, height: 844 } });
        await page.goto(url(''));
        const download = page.getByRole('link', { name: t.download });
        const button = (await download.boundingBox())!;
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        const art = (await page.locator('main svg').last().boundingBox())!;
        expect(button.height).toBeLessThan(64); // one line
        expect(button.x).toBeGreaterThanOrEqual(0);
        expect(button.x + button.width).toBeLessThanOrEqual(390.5);
        expect(art.y).toBeGreaterThanOrEqual(title.y + title.height); // stacked, not side by side
        expect(await page.getByTestId('download-qr').isVisible()).toBe(false);
        await saveShot(page, `${SHOTS}/desktop-${locale}-390.png`, { fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      });

      it('mobile: the product name and what the app is for', async () => {
        const { context, page } = await openPage(browser(), { locale, viewport: { width: 375, height: 740 } });
        await page.goto(url('移动官网首页'));
        expect(await page.getByText(t.name, { exact: true }).isVisible()).toBe(true);
        for (const f of t.features) expect(await page.getByRole('heading', { name: f }).isVisible()).toBe(true);
        await context.close();
      });

      it('axe finds no violations on both landing pages and the not-found page', async () => {
        for (const [path, width] of [
          ['', 1280],
          ['移动官网首页', 375],
          ['code', 375],
        ] as const) {
          const { context, page } = await openPage(browser(), { locale, viewport: { width, height: 800 } });
          await page.goto(url(path));
          await page.locator('[data-page]').waitFor();
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
          await context.close();
        }
      });
    });
  }

  it.each([320, 375, 1024, 1920])(
    'no horizontal overflow at %i px, and the footer sits at the bottom',
    async (width) => {
      const { context, page } = await openPage(browser(), { locale: 'zh-CN', viewport: { width, height: 900 } });
      for (const path of ['', '移动官网首页', 'code']) {
        await page.goto(url(path));
        await page.locator('[data-page]').waitFor();
        expect(await overflow(page), `${path} at ${width}`).toBeLessThanOrEqual(0);
        if (path !== 'code') {
          const bottom = await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().bottom);
          expect(bottom).toBeGreaterThanOrEqual(900 - 1);
        }
      }
      await saveShot(page, `${SHOTS}/mobile-landing-zh-${width}.png`);
      await context.close();
    },
  );

  it('the not-found page links back to the landing page, in both languages', async () => {
    for (const locale of LOCALES) {
      const { context, page } = await openPage(browser(), { locale });
      await page.goto(url('code'));
      await page.locator('[data-page]').waitFor();
      expect(await page.getByRole('link', { name: T[locale].home }).getAttribute('href')).toMatch(/^\/h5\/?$/);
      await saveShot(page, `${SHOTS}/not-found-${locale}.png`);
      await context.close();
    }
  });
});

// The share pages where only Chromium's driver reaches: what the clipboard then holds, clipboards stubbed before the
// page's own scripts, the download page routed, axe, a markup or bidi code, hairline borders, a long code's wrap,
// and the app link each user agent gets. What both engines show (Copy, the big button's link and alert, the alert
// when the page hides) is tests/e2e/phone/share.test.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_SETTINGS } from '../../../scripts/test-settings.mjs';
import { gotoApp, LOCALES, openPage, url, useBrowser } from './harness';

const TEXT = {
  'en-US': {
    copy: 'Copy',
    download: 'Download',
    ok: 'Copy Successful',
    failed: /Could not copy/,
    open: /open the app$/,
  },
  'zh-CN': { copy: '复制', download: '下载', ok: '复制成功', failed: /复制失败/, open: /并打开App$/ },
} as const;
const ALERT = {
  'en-US': { title: 'Prompt', message: 'Please open this page in the default browser', confirm: 'Confirm' },
  'zh-CN': { title: '提示', message: '请用默认浏览器打开该网页', confirm: '确定' },
} as const;

/** Records every app launch and exposes the real clipboard reader before a test may hide the API. */
const RECORD = `
  window.__launches = [];
  window.addEventListener('app-launch', (e) => window.__launches.push(e.detail));
  window.__readClipboard = navigator.clipboard.readText.bind(navigator.clipboard);
`;
const launches = (page: Page) => page.evaluate(() => (window as unknown as { __launches: string[] }).__launches);
const clipboard = (page: Page) =>
  page.evaluate(() => (window as unknown as { __readClipboard: () => Promise<string> }).__readClipboard());

describe('share pages', () => {
  const browser = useBrowser();
  const open = async (locale: (typeof LOCALES)[number], path: string, init = '') => {
    const env = await openPage(browser(), { locale, permissions: ['clipboard-read', 'clipboard-write'] });
    await env.page.addInitScript(RECORD + init);
    await gotoApp(env.page, url(path));
    await env.page.getByTestId('code').waitFor();
    return env;
  };

  for (const locale of LOCALES) {
    const text = TEXT[locale];
    describe(locale, () => {
      it('a. Copy writes the code to the clipboard and says so', async () => {
        const { context, page } = await open(locale, 'share?roomNo=ABC-123');
        await page.getByRole('button', { name: text.copy, exact: true }).click();
        await expect.poll(() => page.getByRole('status').textContent()).toBe(text.ok);
        expect(await clipboard(page)).toBe('ABC-123');
        await context.close();
      });

      it.each([
        ['missing', `Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });`],
        [
          'rejecting',
          `navigator.clipboard.writeText = () => Promise.reject(new DOMException('no', 'NotAllowedError'));`,
        ],
        // Some WebViews leave the promise pending forever: the fallback runs after 1 s.
        ['never settling', `navigator.clipboard.writeText = () => new Promise(() => {});`],
      ])('b. with navigator.clipboard %s, the fallback still copies', async (_, init) => {
        const { context, page } = await open(locale, 'joinRoom?roomNo=fallback-42', init);
        await page.getByRole('button', { name: text.copy, exact: true }).click();
        await expect.poll(() => page.getByRole('status').textContent(), { timeout: 5000 }).toBe(text.ok);
        expect(await clipboard(page)).toBe('fallback-42');
        await context.close();
      });

      it('c. when both ways fail, the failure shows, the code is selected, and success never appears', async () => {
        const init = `navigator.clipboard.writeText = () => Promise.reject(new Error('no'));
          document.execCommand = () => false;`;
        const { context, page } = await open(locale, 'joinRoomTemplate?tempCode=T-9', init);
        await page.getByRole('button', { name: text.copy, exact: true }).click();
        await expect.poll(() => page.getByRole('status').textContent()).toMatch(text.failed);
        expect(await page.evaluate(() => getSelection()?.toString())).toBe('T-9');
        expect(await page.getByText(text.ok).count()).toBe(0);
        await context.close();
      });

      it('d. the big button copies the code on its way: the clipboard holds it', async () => {
        const { context, page } = await open(locale, `joinRoom?roomNo=${encodeURIComponent('12 34&x')}`);
        await page.getByRole('button', { name: text.open }).click();
        expect(await launches(page)).toEqual(['couplesapp://joinRoom?roomNo=12%2034%26x']);
        await expect.poll(() => clipboard(page)).toBe('12 34&x');
        await context.close();
      });

      it.each([
        [
          'visibilitychange',
          `Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' }); document.dispatchEvent(new Event('visibilitychange'));`,
        ],
        ['pagehide', `window.dispatchEvent(new PageTransitionEvent('pagehide'));`],
      ])('e. no alert when the page is hidden (%s) within 500 ms', async (_, hide) => {
        const { context, page } = await openPage(browser(), { locale });
        await page.clock.install();
        await page.addInitScript(RECORD);
        await gotoApp(page, url('share?roomNo=1'));
        await page.getByRole('button', { name: text.open }).waitFor();
        await page.clock.pauseAt(Date.now() + 1000);
        await page.getByRole('button', { name: text.open }).click();
        await page.clock.runFor(200);
        await page.evaluate(hide);
        await page.clock.runFor(2000);
        expect(await launches(page)).toHaveLength(1);
        expect(await page.getByRole('alertdialog').count()).toBe(0);
        await context.close();
      });

      it('f. Download goes to the configured download page', async () => {
        const { context, page } = await open(locale, 'share?roomNo=1');
        await page.route('https://example.com/**', (r) =>
          r.fulfill({ body: 'download page', contentType: 'text/plain' }),
        );
        await page.getByRole('link', { name: text.download, exact: true }).click();
        await page.waitForURL('https://example.com/download');
        await context.close();
      });

      it('g. a markup payload shows literally and runs nothing', async () => {
        const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
        const { context, page } = await open(locale, `share?roomNo=${encodeURIComponent(payload)}`);
        const dialogs: string[] = [];
        page.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.dismiss();
        });
        expect(await page.getByTestId('code').textContent()).toBe(payload);
        await page.getByRole('button', { name: text.copy, exact: true }).click();
        await expect.poll(() => clipboard(page)).toBe(payload);
        expect(await page.locator('main img, main script').count()).toBe(0);
        expect(dialogs).toEqual([]);
        await context.close();
      });

      it('i. axe finds no violations on any share route', async () => {
        for (const path of ['share?roomNo=123456', 'joinRoom?roomNo=123456', 'joinRoomTemplate?tempCode=T1', 'share']) {
          const { context, page } = await open(locale, path);
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
          await context.close();
        }
      });
    });
  }

  it.each([
    ['10,000 characters', 'x'.repeat(10_000)],
    ['control characters', 'a\u0001b\u0007c\u001bd'],
    ['emoji and CJK', '😀👨‍👩‍👧‍👦房间号１２３'],
    ['a percent-encoded value', '%41%2F%E4%BD%A0'],
  ])('shows %s literally and copies exactly that', async (_, code) => {
    const { context, page } = await open('en-US', `share?roomNo=${encodeURIComponent(code)}`);
    expect(await page.getByTestId('code').textContent()).toBe(code);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toBe(code);
    await context.close();
  });

  it('a code with bidi controls is shown as it is copied, and the app gets the same code', async () => {
    const { context, page } = await open('en-US', `share?roomNo=${encodeURIComponent('\u202E123ABC\u2066')}`);
    expect(await page.getByTestId('code').textContent()).toBe('123ABC');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => clipboard(page)).toBe('123ABC');
    await page.getByRole('button', { name: TEXT['en-US'].open }).click();
    expect(await launches(page)).toEqual(['couplesapp://share?roomNo=123ABC']);
    await context.close();
  });

  it('the step cards have a 1px border, and a stylesheet thins it to 0.5px where hairlines render', async () => {
    const { context, page } = await openPage(browser());
    await page.route(/\/assets\/.*\.js$/, (r) => r.abort()); // inline CSS only: what the first paint has
    await page.goto(url('share?roomNo=1'));
    const seen = await page.evaluate(() => {
      const steps = [...document.querySelectorAll('ol > li')];
      const widths = steps.map((li) => getComputedStyle(li).borderTopWidth);
      // Chromium snaps a 0.5px border to 1px at any DPR, and its probe (flexible.ts) says so, so the
      // class is not set here; with it set, each card must match a rule that thins its border.
      const before = document.documentElement.classList.contains('hairlines');
      document.documentElement.classList.add('hairlines');
      const rules = [...document.styleSheets].flatMap((s) => [...s.cssRules]) as CSSStyleRule[];
      const thin = steps.map((li) =>
        rules
          .filter((r) => r.selectorText?.includes('.hairlines') && li.matches(r.selectorText))
          .map((r) => r.style.borderWidth),
      );
      return { before, widths, thin };
    });
    expect(seen).toEqual({ before: false, widths: ['1px', '1px', '1px'], thin: [['0.5px'], ['0.5px'], ['0.5px']] });
    await context.close();
  });

  it('h. a 200-character code wraps at 320 px with no horizontal scroll, and the page is the window height', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 320, height: 568 } });
    await gotoApp(page, url(`share?roomNo=${'W'.repeat(200)}`));
    await page.getByTestId('code').waitFor();
    const m = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      main: document.querySelector('main')!.getBoundingClientRect().height,
      inner: innerHeight,
      codeLines: document.querySelector('[data-testid=code]')!.getClientRects().length,
      codeHeight: document.querySelector('[data-testid=code]')!.getBoundingClientRect().height,
    }));
    expect(m.scroll).toBeLessThanOrEqual(m.client);
    expect(m.main).toBe(m.inner);
    expect(m.codeHeight).toBeGreaterThan(60); // more than one line
    await page.setViewportSize({ width: 320, height: 480 });
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().height))
      .toBe(480);
    await context.close();
  });

  it.each(LOCALES)(
    'in %s, the alert closes when the page is hidden while it shows (the app opened late); confirmed instead, the page points at Download',
    async (locale) => {
      const { context, page } = await openPage(browser(), { locale });
      await page.clock.install();
      await page.addInitScript(RECORD);
      await gotoApp(page, url('joinRoom?roomNo=42'));
      await page.getByRole('button', { name: TEXT[locale].open }).waitFor();
      await page.clock.pauseAt(Date.now() + 1000);
      const alertShown = async () => {
        await page.getByRole('button', { name: TEXT[locale].open }).click();
        await page.clock.runFor(500);
        await page.getByRole('alertdialog', { name: ALERT[locale].title }).waitFor();
      };
      await alertShown();
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
      expect(await page.locator('li[data-pointed]').count()).toBe(0); // the app opened: nothing to point at
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await alertShown();
      await page.getByRole('button', { name: ALERT[locale].confirm }).click();
      const download = page.getByRole('link', { name: TEXT[locale].download });
      await expect.poll(() => download.evaluate((a) => a === document.activeElement)).toBe(true);
      expect(await page.locator('li[data-pointed]').getByRole('link').textContent()).toBe(TEXT[locale].download);
      await context.close();
    },
  );

  it.each([
    ['WeChat', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40'],
    [
      'Weibo',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__13.6.2__iphone__os16.5)',
    ],
    [
      'Alipay',
      'Mozilla/5.0 (Linux; U; Android 12; zh-CN; M2102J2SC Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 Mobile Safari/537.36 AliApp(AP/10.3.0.8000) AlipayClient/10.3.0.8000 Language/zh-Hans',
    ],
    [
      'DingTalk',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/28520310 WK',
    ],
    [
      'Baidu',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 baiduboxapp/13.20.0.10 (Baidu; P2 16.0)',
    ],
  ])(
    'inside %s, the alert comes at once with a pointer to the menu, and no scheme is tried',
    async (_app, userAgent) => {
      const { context, page } = await openPage(browser(), { locale: 'zh-CN', userAgent });
      await page.addInitScript(RECORD);
      await gotoApp(page, url('share?roomNo=1'));
      await page.getByRole('button', { name: TEXT['zh-CN'].open }).click();
      await page.getByRole('alertdialog', { name: '提示' }).waitFor();
      expect(await page.getByTestId('menu-pointer').isVisible()).toBe(true);
      expect(await launches(page)).toEqual([]);
      await page.getByRole('button', { name: ALERT['zh-CN'].confirm }).click();
      expect(await page.locator('li[data-pointed]').count()).toBe(0); // the menu is the way, not Download
      await context.close();
    },
  );
});

describe('the big button picks the link that works where the visitor is (the build sets the app links)', () => {
  const browser = useBrowser();
  const ANDROID_CHROME =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

  it('Android Chrome: the intent link with the package; its fallback is this page, with the Download step shown at once', async () => {
    const { context, page, errors } = await openPage(browser(), { locale: 'en-US', userAgent: ANDROID_CHROME });
    await page.addInitScript(RECORD);
    await gotoApp(page, url('joinRoom?roomNo=42%2043'));
    expect(await page.locator('li[data-pointed]').count()).toBe(0);
    await page.getByRole('button', { name: TEXT['en-US'].open }).click();
    const [link] = await launches(page);
    const m =
      /^intent:\/\/joinRoom\?roomNo=42%2043#Intent;scheme=couplesapp;package=([^;]+);S\.browser_fallback_url=([^;]+);end$/.exec(
        link ?? '',
      );
    expect(m, link).not.toBeNull();
    expect(m![1]).toBe(TEST_SETTINGS.ANDROID_PACKAGE);
    const fallback = decodeURIComponent(m![2]!);
    expect(fallback).toBe(url('joinRoom?roomNo=42+43&noApp=1'));
    // Chrome follows the fallback when the app is missing: the same code, and the Download step pointed at.
    await gotoApp(page, fallback);
    await page.locator('li[data-pointed]').waitFor();
    expect(await page.getByTestId('code').textContent()).toBe('42 43');
    const download = page.getByRole('link', { name: TEXT['en-US'].download, exact: true });
    expect(await download.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('iPhone Safari: the Universal Link on APP_LINK_ORIGIN, the same path and code', async () => {
    const { context, page } = await openPage(browser(), { locale: 'en-US', userAgent: IPHONE_SAFARI });
    await page.addInitScript(RECORD);
    // With no app, Safari opens the link as a page: APP_LINK_ORIGIN's copy of this one.
    await page.route(`${TEST_SETTINGS.APP_LINK_ORIGIN}/**`, (r) =>
      r.fulfill({ body: 'the page on APP_LINK_ORIGIN', contentType: 'text/plain' }),
    );
    await gotoApp(page, url('joinRoomTemplate?tempCode=T%209'));
    await page.getByRole('button', { name: TEXT['en-US'].open }).click();
    const link = `${TEST_SETTINGS.APP_LINK_ORIGIN}/h5/joinRoomTemplate?tempCode=T%209`;
    await page.waitForURL(link);
    expect(await page.textContent('body')).toBe('the page on APP_LINK_ORIGIN');
    await context.close();
  });
});

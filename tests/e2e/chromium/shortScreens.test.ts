// The game and the landing pages on every screen and with no host (issue #74): popups that fit a phone on its
// side, the board using its room, the landing page on a phone, a plain tab that never waits for an app, what
// Revive costs, a ranking that keeps its size, and targets of at least 24 × 24 px. WebKit runs the same checks
// (tests/e2e/webkit/shortScreens.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dropAt, freezeTime, world } from './gameProbe';
import { LOCALES, openPage, saveShot, url, useBrowser, type Locale } from './harness';
import {
  checkCaption,
  checkDialogReach,
  checkShortBoard,
  dialogSettled,
  measureDialog,
  measureLandingCaption,
  measureLanding,
  measureTopLine,
  scrollDialogToEnd,
  smallTargets,
  SHORT_SCREENS,
  type DialogMeasure,
} from '../shared/screenChecks';

const TEXT = {
  'en-US': { back: 'Back', ranking: 'Ranking', home: 'Home', total: 'Total', close: 'Close', bomb: /^Bomb/ },
  'zh-CN': { back: '返回', ranking: '排行榜', home: '返回首页', total: '总榜', close: '关闭', bomb: /^炸弹/ },
} as const;
const REVIVE = {
  'en-US': (n: number) => `Revive: watch a video (${n} left)`,
  'zh-CN': (n: number) => `看视频复活（还剩 ${n} 次）`,
} as const;
const IN_APP = {
  'en-US': { ranking: /The ranking lives in the app/, revive: /Revives come with a video in the app/ },
  'zh-CN': { ranking: /排行榜请在App中查看/, revive: /复活需在App中看视频/ },
} as const;

/** The game at seed 7 in a plain tab of `width` × `height`, its board shown, page time frozen. */
async function openGameAt(browser: Parameters<typeof openPage>[0], locale: Locale, width: number, height: number) {
  const env = await openPage(browser, { locale, viewport: { width, height } });
  await env.page.clock.install();
  await env.page.goto(url('BigWatermelon?seed=7'));
  await env.page.getByTestId('board').waitFor();
  await freezeTime(env.page);
  await env.page.clock.runFor(600); // past the popup guards
  return env;
}

/** The open dialog as measured, and again scrolled to its end when it scrolls. */
async function dialogReach(page: Page): Promise<[DialogMeasure, DialogMeasure | null]> {
  // Its sign of more is measured in the frame after a ResizeObserver reports: page time runs a frame a look.
  await expect.poll(async () => (await page.clock.runFor(16), await page.evaluate(dialogSettled))).toBe(true);
  const m = (await page.evaluate(measureDialog))!;
  if (!m.scrolls) return [m, null];
  await page.evaluate(scrollDialogToEnd);
  await expect.poll(async () => (await page.evaluate(measureDialog))!.signShown).toBe(false);
  return [m, (await page.evaluate(measureDialog))!];
}

/** Drops at the left wall until the game is over, then lets the countdown report the score. */
async function toGameOver(page: Page): Promise<void> {
  for (let i = 0; i < 80 && (await world(page)).phase !== 'ended'; i++) await dropAt(page, page, 40);
  expect((await world(page)).phase).toBe('ended');
  await page.clock.runFor(3600);
}

describe('a phone on its side and short windows', () => {
  const browser = useBrowser();

  it.each(SHORT_SCREENS.flatMap(([w, h]) => LOCALES.map((l) => [w, h, l] as const)))(
    'at %i×%i in %s: the board as tall as the window with the HUD and props beside it, the danger line below the HUD, the pause and ranking popups whole',
    async (w, h, locale) => {
      const { context, page, errors } = await openGameAt(browser(), locale, w, h);
      const t = TEXT[locale];
      await expect.poll(async () => (await page.evaluate(measureTopLine)).board.height).toBeGreaterThan(h - 1);
      checkShortBoard(await page.evaluate(measureTopLine));
      await page.getByRole('button', { name: t.back }).click();
      await page.getByRole('dialog').waitFor();
      await page.clock.runFor(600);
      const [pause, pauseEnd] = await dialogReach(page);
      checkDialogReach(pause, pauseEnd);
      expect(pause.scrolls, 'the pause popup fits a phone on its side').toBe(false);
      await saveShot(page, `test-results/screenshots/short-pause-${locale}-${w}x${h}.png`);
      await page.getByRole('button', { name: t.ranking }).click();
      await page.getByRole('tab').first().waitFor();
      const [ranking, rankingEnd] = await dialogReach(page);
      checkDialogReach(ranking, rankingEnd);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(LOCALES)(
    'in %s: a window too short for the pause popup scrolls it, with a sign of more until its last control shows',
    async (locale) => {
      const { context, page, errors } = await openGameAt(browser(), locale, 480, 240);
      await page.getByRole('button', { name: TEXT[locale].back }).click();
      await page.getByRole('dialog').waitFor();
      const [m, atEnd] = await dialogReach(page);
      expect(m.scrolls).toBe(true);
      checkDialogReach(m, atEnd);
      await saveShot(page, `test-results/screenshots/short-pause-scrolls-${locale}.png`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(LOCALES)(
    'in %s at 844×390, the end popup whole, and Revive says it plays a video and how many are left',
    async (locale) => {
      const { context, page, errors } = await openGameAt(browser(), locale, 844, 390);
      // A host is there (its app shows the video), and gives the game the whole window.
      await page.evaluate((p) => (window as unknown as { initData(p: unknown): void }).initData(p), {
        type: 1,
        statusBarHeight: 0,
        statuswidth: 844,
        statusHeight: 390 + 110,
      });
      await toGameOver(page);
      const [end, endAtEnd] = await dialogReach(page);
      checkDialogReach(end, endAtEnd);
      expect(end.scrolls).toBe(false);
      await page.getByRole('button', { name: REVIVE[locale](2), exact: true }).waitFor();
      await saveShot(page, `test-results/screenshots/short-end-${locale}-844x390.png`);
      expect(await page.evaluate(smallTargets), "the end popup's targets").toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('with no host app (a plain browser tab)', () => {
  const browser = useBrowser();

  it.each(LOCALES)(
    'in %s: props and Ranking say at once that they live in the app, no Revive is offered and the end popup says where revives come from, sending nothing; Home goes to the landing page',
    async (locale) => {
      const { context, page, errors } = await openGameAt(browser(), locale, 390, 844);
      const t = TEXT[locale];
      const sent: string[] = [];
      page.on('console', (m) => void (/no host; would send/.test(m.text()) && sent.push(m.text())));
      await dropAt(page, page, 100);
      await page.getByRole('button', { name: t.bomb }).click();
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /app|App/ })
            .count(),
        )
        .toBe(1);
      expect(await page.getByRole('button', { name: t.bomb }).getAttribute('aria-busy')).toBeNull();
      await toGameOver(page);
      // No Revive to press: the popup says where revives come from, and asks nobody.
      await page.getByText(IN_APP[locale].revive).waitFor();
      expect(await page.getByRole('button', { name: /Revive|复活/ }).count()).toBe(0);
      expect(sent.filter((m) => /"msg":2\b/.test(m))).toEqual([]);
      await saveShot(page, `test-results/screenshots/nohost-end-${locale}.png`);
      // Ranking: no "Loading…", no 10 s wait: at once, in words.
      await page.getByRole('button', { name: t.ranking }).click();
      await page.getByRole('tabpanel').getByText(IN_APP[locale].ranking).waitFor();
      expect(await page.getByRole('tabpanel').getAttribute('aria-busy')).toBeNull();
      await page.clock.runFor(11_000);
      await page.getByRole('tabpanel').getByText(IN_APP[locale].ranking).waitFor();
      await page.getByRole('button', { name: t.close }).click();
      await page.clock.runFor(600);
      // Home: the landing page, and the game it left is not brought back.
      await page.getByRole('button', { name: t.home }).click();
      await page.waitForURL(url(''));
      await page.locator('html[data-ready] [data-page=desktop-landing]').waitFor();
      await page.goto(url('BigWatermelon?seed=7'));
      await page.getByTestId('board').waitFor();
      await page.clock.runFor(1000);
      expect(await page.getByTestId('score').textContent()).toBe('0');
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Home from the pause popup too.
      await page.getByRole('button', { name: t.back }).click();
      await page.clock.runFor(600);
      await page.getByRole('button', { name: t.home }).click();
      await page.waitForURL(url(''));
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the ranking popup keeps its size', () => {
  const browser = useBrowser();

  it.each([[390, 844] as const, [844, 390] as const])(
    'at %i×%i: loading, Today, loading Total and Total are one box',
    async (w, h) => {
      const { context, page, errors } = await openGameAt(browser(), 'en-US', w, h);
      const call = (name: string, p: unknown) =>
        page.evaluate(
          ([n, v]) => (window as unknown as Record<string, (p: unknown) => void>)[n as string]!(v),
          [name, p],
        );
      // A host is there: its requests wait for it.
      await call('initData', { type: 1, statusBarHeight: 0, statuswidth: w, statusHeight: h + 110 });
      const users = [
        { avatar: '', name: 'Ann' },
        { avatar: '', name: 'Bo' },
      ];
      const list = (n: number) => ({
        user: { rank: 1, users, scoreNum: 99, type: 2 },
        ranks: Array.from({ length: n }, (_, i) => ({ users, scoreNum: 99 - i })),
      });
      await page.getByRole('button', { name: 'Back' }).click();
      await page.clock.runFor(600);
      await page.getByRole('button', { name: 'Ranking' }).click();
      const box = async () => (await page.evaluate(measureDialog))!.box;
      await page.locator('[role=tabpanel][aria-busy=true]').waitFor();
      const boxes = [await box()];
      await call('rankingData', list(1));
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      boxes.push(await box());
      await page.getByRole('tab', { name: 'Total' }).click();
      await page.locator('[role=tabpanel][aria-busy=true]').waitFor();
      boxes.push(await box());
      await call('rankingData', list(12));
      await expect.poll(() => page.getByRole('tabpanel').getByRole('listitem').count()).toBe(12);
      boxes.push(await box());
      for (const b of boxes.slice(1)) {
        expect(b.height).toBeCloseTo(boxes[0]!.height, 0);
        expect(b.top).toBeCloseTo(boxes[0]!.top, 0);
      }
      checkDialogReach((await page.evaluate(measureDialog))!, null);
      expect(await page.evaluate(smallTargets), "the ranking popup's targets").toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the desktop landing page on every screen', () => {
  const browser = useBrowser();

  it.each([
    [844, 390],
    [667, 375],
    [390, 844],
    [932, 430],
  ] as const)('on a phone at %i×%i: no code to scan', async (w, h) => {
    for (const locale of LOCALES) {
      const { context, page } = await openPage(browser(), {
        locale,
        viewport: { width: w, height: h },
        hasTouch: true,
        isMobile: true,
      });
      await page.goto(url(''));
      await page.locator('html[data-ready] main').waitFor();
      expect((await page.evaluate(measureLanding)).qrShown, `${locale}`).toBe(false);
      await context.close();
    }
  });

  it.each([
    [760, 800],
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ] as const)(
    'on a computer at %i×%i: the caption beside the code as wide as its words, nothing over text',
    async (w, h) => {
      for (const locale of LOCALES) {
        const { context, page } = await openPage(browser(), { locale, viewport: { width: w, height: h } });
        await page.goto(url(''));
        await page.locator('html[data-ready] main').waitFor();
        expect((await page.evaluate(measureLanding)).qrShown).toBe(true);
        checkCaption(await page.evaluate(measureLandingCaption));
        await context.close();
      }
    },
  );
});

/** Every page, as a visitor meets it. */
const PAGES = [
  '',
  '移动官网首页',
  'share?roomNo=ABC-123456',
  'joinRoom?roomNo=88886666',
  'joinRoomTemplate?tempCode=T-42',
  'BigWatermelon?seed=7',
  'code',
] as const;

describe('every link and button at least 24 × 24 px (WCAG 2.2, 2.5.8)', () => {
  const browser = useBrowser();

  it.each([[360, 640] as const, [844, 390] as const, [1440, 900] as const])(
    'at %i×%i, on every page in both languages, the game with its popups open',
    async (w, h) => {
      const small: string[] = [];
      for (const locale of LOCALES) {
        const { context, page } = await openPage(browser(), { locale, viewport: { width: w, height: h } });
        for (const path of PAGES) {
          await page.goto(url(path));
          await page.locator('html[data-ready] #root *').first().waitFor();
          small.push(...(await page.evaluate(smallTargets)).map((s) => `${locale} /${path}: ${s}`));
        }
        await page.goto(url('BigWatermelon?seed=7'));
        await page.getByTestId('board').waitFor();
        await page.getByRole('button', { name: TEXT[locale].back }).click();
        await page.getByRole('dialog').waitFor();
        small.push(...(await page.evaluate(smallTargets)).map((s) => `${locale} pause popup: ${s}`));
        await context.close();
      }
      expect(small).toEqual([]);
    },
  );
});

// What a couple meets, finished (issue #85), in Chromium, by boxes on screen at a phone (390×844), a phone on its
// side (844×390) and a computer (1440×900), in both languages: the viewer's title names both partners; the
// ranking shows its list on a phone on its side; focus rings are whole; the score card names the couple from
// initData alone and shows the end whole, settled, at 2×; a plain tab offers no revive; a computer's share page
// points at its QR code; the viewer says what its controls do; the simulator's damaged replay is damaged.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameTexts } from '../../../src/i18n/gameTexts';
import { watchTexts } from '../../../src/i18n/watchTexts';
import { cardBoard } from '../../../src/play/scene/cardBoard';
import type { World } from '../../../src/game';
import { watchedBotGame } from '../../../fixtures/watched';
import { dropAt, openGame, world } from './gameProbe';
import { LOCALES, openPage, pageTimeUntil, saveShot, url, useBrowser, type Locale } from './harness';

const SHOTS = 'test-results/screenshots';
const SIZES = [
  [390, 844],
  [844, 390],
  [1440, 900],
] as const;
const USERS = [
  { avatar: '', name: '小明同学你好呀' },
  { avatar: '', name: 'Alexandra Constantinople' },
];
const { bot } = watchedBotGame();
const game = (l: Locale) => (l === 'zh-CN' ? gameTexts.zh.game : gameTexts.en.game);
const watch = (l: Locale) => (l === 'zh-CN' ? watchTexts.zh.watch : watchTexts.en.watch);
const call = (page: Page, name: string, payload: unknown) =>
  page.evaluate(
    ([n, p]) => (window as unknown as Record<string, (x: unknown) => void>)[n as string]!(p),
    [name, payload],
  );
const init = (w: number, h: number) => ({ type: 2, statusBarHeight: 0, statuswidth: w, statusHeight: h + 110 });
const rect = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
    }),
  );

mkdirSync(SHOTS, { recursive: true });

describe('what a couple meets, by boxes on screen', () => {
  const browser = useBrowser();

  for (const locale of LOCALES)
    for (const [width, height] of SIZES) {
      it(`${locale} ${width}×${height}: the viewer's title names both partners, each cut by its width`, async () => {
        const { context, page } = await openGame(browser(), { locale, viewport: { width, height } });
        await call(page, 'replayData', { replay: bot.replay, users: USERS });
        await page.clock.runFor(500);
        const title = page.locator('dialog[open] > h2');
        // The viewer's own title, not the popup that holds its place while its code loads.
        await title.locator('[data-name]').first().waitFor();
        const [box] = await rect(page, 'dialog[open] > h2');
        const names = await rect(page, 'dialog[open] > h2 [data-name]');
        expect(names).toHaveLength(2);
        for (const n of names) {
          expect(n.width, 'each name shows some of itself').toBeGreaterThan(16);
          expect(n.left).toBeGreaterThanOrEqual(box!.left - 0.5);
          expect(n.right).toBeLessThanOrEqual(box!.right + 0.5);
        }
        // Read whole by assistive tech.
        expect(await page.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
        expect(await title.textContent()).toContain(USERS[1]!.name);
        await saveShot(page, `${SHOTS}/couple-viewer-title-${locale}-${width}x${height}.png`);
        await context.close();
      });

      it(`${locale} ${width}×${height}: the ranking shows its list, the player's row smaller than it; a focused Watch's ring is whole`, async () => {
        const { context, page } = await openGame(browser(), { locale, viewport: { width, height } });
        await call(page, 'initData', init(width, height));
        await dropAt(page, page, 100);
        await page.getByRole('button', { name: game(locale).back }).click();
        await page.clock.runFor(600);
        await page.getByRole('button', { name: game(locale).ranking }).click();
        const row = (i: number) => ({
          users: [USERS[i % 2]!, { avatar: '', name: `B${i}` }],
          scoreNum: 900 - i,
          replay: bot.replay,
        });
        await call(page, 'rankingData', {
          user: { rank: 3, users: USERS, scoreNum: 897, type: 2, replay: bot.replay },
          ranks: Array.from({ length: 12 }, (_, i) => row(i)),
        });
        await page.clock.runFor(700);
        const [list] = await rect(page, '[role=tabpanel]');
        const rows = await rect(page, '[role=tabpanel] li');
        const whole = rows.filter((r) => r.top >= list!.top - 0.5 && r.bottom <= list!.bottom + 0.5);
        expect(whole.length, 'rows shown whole').toBeGreaterThanOrEqual(3);
        const [mine] = await rect(page, '[data-testid=my-rank]');
        expect(mine!.height).toBeLessThan(list!.height / 2);
        // A Watch focused by the keyboard: its ring (3 px outside it) inside the list that clips it.
        const watchButton = page.locator('[role=tabpanel] li button').first();
        await watchButton.focus();
        const ring = await watchButton.evaluate((b) => {
          const r = b.getBoundingClientRect();
          const clip = b.closest('[role=tabpanel]')!.getBoundingClientRect();
          const outline =
            parseFloat(getComputedStyle(b).outlineWidth) + parseFloat(getComputedStyle(b).outlineOffset || '0');
          return { right: r.right + outline, clipRight: clip.right, outline };
        });
        expect(ring.right).toBeLessThanOrEqual(ring.clipRight + 0.5);
        await saveShot(page, `${SHOTS}/couple-ranking-${locale}-${width}x${height}.png`);
        await context.close();
      });

      it(`${locale} ${width}×${height}: the score card names the couple from initData alone and shows the end whole, settled, at 2×`, async () => {
        const { context, page, errors } = await openGame(browser(), { locale, viewport: { width, height } });
        await call(page, 'initData', { ...init(width, height), users: USERS });
        for (let i = 0; i < 80 && (await world(page)).phase !== 'ended'; i++) await dropAt(page, page, 40);
        await page.clock.runFor(3100);
        const card = await page
          .waitForFunction(() => {
            type Node = { text(): string; name(): string; image(): { width: number; height: number } };
            const c = (
              window as unknown as {
                bigWatermelon: { card(): { find(s: string): Node[]; findOne(s: string): Node } | null };
              }
            ).bigWatermelon.card();
            if (!c) return null;
            const board = c.findOne('.board');
            return {
              names: c
                .find('Text')
                .filter((n) => n.name() === 'name')
                .map((n) => n.text()),
              board: board ? { width: board.image().width, height: board.image().height } : null,
            };
          })
          .then(async (h) => (await h.jsonValue())!);
        expect(card.names).toEqual(USERS.map((u) => u.name));
        // The picture's crop is the pile's: from just above its highest piece (over the line, whole) to the floor.
        const end = await page.evaluate(() =>
          (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon.world(),
        );
        const crop = cardBoard(end);
        const highest = Math.min(...end.pieces.filter((p) => p.explosion === null).map((p) => p.y - p.radius));
        expect(crop.top).toBeLessThan(highest);
        expect(card.board!.height / card.board!.width).toBeCloseTo((crop.height + 6) / 387, 2);
        // 2×: 720 × 1280, within msg 15's size.
        const png = await page.evaluate(() =>
          (window as unknown as { bigWatermelon: { card(): { toDataURL(o: object): string } } }).bigWatermelon
            .card()
            .toDataURL({ pixelRatio: 2 }),
        );
        expect(png.length).toBeLessThanOrEqual(307_200);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

  for (const locale of LOCALES)
    it(`${locale}: a plain tab offers no revive, and says where revives come from`, async () => {
      const { context, page } = await openGame(browser(), { locale, viewport: { width: 390, height: 844 } });
      for (let i = 0; i < 80 && (await world(page)).phase !== 'ended'; i++) await dropAt(page, page, 40);
      await page.clock.runFor(3100);
      const end = page.getByRole('dialog', { name: game(locale).gameOver });
      await end.waitFor();
      expect(await end.getByRole('button', { name: game(locale).reviveCost.replace('{{count}}', '2') }).count()).toBe(
        0,
      );
      await end.getByText(game(locale).reviveInApp, { exact: true }).waitFor();
      await context.close();
    });

  for (const locale of LOCALES) {
    it(`${locale}: on a phone on its side, the pointed Download step's ring is whole`, async () => {
      const { context, page } = await openPage(browser(), { locale, viewport: { width: 844, height: 390 } });
      await page.goto(url('share?roomNo=123456&noApp=1'));
      await page.locator('[data-pointed]').waitFor();
      const ring = await page.locator('li[data-pointed]').evaluate((li) => {
        const r = li.getBoundingClientRect();
        const clip = li.closest('ol')!.getBoundingClientRect();
        return { right: r.right + 2, left: r.left - 2, clipRight: clip.right, clipLeft: clip.left };
      });
      expect(ring.right).toBeLessThanOrEqual(ring.clipRight + 0.5);
      expect(ring.left).toBeGreaterThanOrEqual(ring.clipLeft - 0.5);
      await saveShot(page, `${SHOTS}/couple-share-pointed-${locale}-844x390.png`);
      await context.close();
    });

    it(`${locale}: on a computer, the alert confirmed points at the page's QR code, not at Download`, async () => {
      const { context, page } = await openPage(browser(), { locale, viewport: { width: 1440, height: 900 } });
      await page.goto(url('share?roomNo=123456'));
      await page.getByTestId('page-qr').waitFor();
      await page.locator('main > button').click();
      const alert = page.getByRole('alertdialog');
      await alert.waitFor();
      await alert.getByRole('button').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('page-qr');
      expect(await page.getByTestId('page-qr').getAttribute('data-pointed')).toBe('true');
      expect(await page.locator('li[data-pointed]').count()).toBe(0);
      await saveShot(page, `${SHOTS}/couple-share-computer-${locale}-1440x900.png`);
      await context.close();
    });

    it(`${locale}: the viewer says what its controls do: a key to its marks, the end of the moments, one frame, the score to beat`, async () => {
      const { context, page } = await openGame(browser(), { locale, viewport: { width: 390, height: 844 } });
      const t = watch(locale);
      await call(page, 'replayData', { replay: bot.replay });
      await page.clock.runFor(500);
      const viewer = page.getByRole('dialog');
      await pageTimeUntil(
        page,
        async () => (await viewer.getByTestId('watch-status').textContent()) === t.verified,
        'checked',
      );
      const keys = await viewer.getByTestId('moment-keys').textContent();
      expect(keys).toContain(t.marks.level9);
      await viewer.getByRole('button', { name: t.pause, exact: true }).click();
      await viewer.getByRole('slider').press('End');
      await viewer.getByRole('button', { name: t.next }).click();
      expect(await viewer.getByTestId('watch-status').textContent()).toBe(t.noLater);
      await viewer.getByRole('slider').press('Home');
      await viewer.getByRole('button', { name: t.previous }).click();
      expect(await viewer.getByTestId('watch-status').textContent()).toBe(t.noEarlier);
      expect(await viewer.getByRole('button', { name: t.stepFrame }).textContent()).toBe(t.stepFrameShort);
      const playSeed = viewer.getByRole('button', { name: t.playSeed, exact: true });
      expect(await playSeed.getAttribute('aria-describedby')).toBeTruthy();
      expect(await viewer.getByTestId('watch-to-beat').textContent()).toBe(
        t.toBeat.replace('{{score}}', String(bot.world.score)),
      );
      await context.close();
    });
  }

  it("the host simulator's damaged replay is one the viewer cannot show", async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await page.goto(url('host-simulator.html?seed=7'));
    const frame = page.frameLocator('#game');
    await frame.getByTestId('board').waitFor();
    await page.click('#watchDamaged');
    const alert = frame.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(watchTexts.en.watch.unreadable);
    await context.close();
  });
});

// The end popup's Share (issue #73, item 1) where only Chromium's driver reads it: the downloaded file itself
// (its name, its size, its QR code scanned from the PNG), the card in WeChat's browser (a user agent of its own),
// and msg 15 in the host simulator's log. What both engines show is tests/e2e/phone/scoreCard.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gameTexts } from '../../../src/i18n/gameTexts';
import { LOCALES, openPage, saveShot, url, useBrowser, type Locale } from './harness';
import { dropAt, freezeTime, openGame, world } from './gameProbe';
import { pngPixels } from '../shared/pngPixels';

const DOWNLOAD_URL = 'https://example.com/download'; // the build's default
const MAX_CARD_CHARS = 307_200;
const SHOTS = 'test-results/screenshots';
const text = (locale: Locale) => (locale === 'zh-CN' ? gameTexts.zh.game : gameTexts.en.game);
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN';

/** Plays seed 7 to its end and lets the countdown report the score: the end popup then offers Share. */
async function playToTheEnd(page: Page, f: Page | Frame = page): Promise<number> {
  for (let i = 0; i < 80 && (await world(f)).phase !== 'ended'; i++) await dropAt(page, f, 40);
  await page.clock.runFor(3100);
  return (await world(f)).score;
}

/** What the card's scene shows: each named text node's text, and which pictures it holds. */
const cardScene = (f: Page | Frame) =>
  f
    .waitForFunction(() => {
      type Node = { text(): string; name(): string; measureSize(t: string): { width: number }; width(): number };
      const card = (
        window as unknown as { bigWatermelon: { card(): { find(s: string): Node[]; findOne(s: string): Node } | null } }
      ).bigWatermelon.card();
      if (!card) return null;
      const texts = Object.fromEntries(card.find('Text').map((n) => [n.name() || n.text(), n.text()]));
      const names = card
        .find('Text')
        .filter((n) => n.name() === 'name')
        .map((n) => n.text());
      // A text cut short by its box (drawn with "…"): none may be, names aside (those are cut on purpose).
      const cut = card
        .find('Text')
        .filter((n) => n.name() && n.name() !== 'name' && n.measureSize(n.text()).width > n.width() + 0.5)
        .map((n) => n.name());
      return {
        texts,
        names,
        cut,
        board: Boolean(card.findOne('.board')),
        qr: Boolean(card.findOne('.qr')),
        avatars: card.find('.avatar').length,
        placeholders: card.find('.avatarPlaceholder').length,
      };
    })
    .then(async (h) => (await h.jsonValue())!);

/** A PNG's length as a data URL, its size, and what its QR code says (jsQR over the whole picture, as a phone scans). */
function readCard(png: Buffer) {
  const { width, height, data } = pngPixels(png);
  return {
    chars: 'data:image/png;base64,'.length + 4 * Math.ceil(png.length / 3),
    width,
    height,
    qr: jsQR(data, width, height)?.data ?? null,
  };
}

describe('the score card', () => {
  const browser = useBrowser();

  for (const locale of LOCALES) {
    it(`${locale}: with no host, Share downloads the card: its name, 720 × 1280, a QR code of the download page`, async () => {
      const { context, page, errors } = await openGame(browser(), { locale, acceptDownloads: true });
      const score = await playToTheEnd(page);
      const share = page.getByRole('button', { name: text(locale).share, exact: true });
      await share.waitFor();
      await cardScene(page);
      await saveShot(page, `${SHOTS}/share-end-popup-${locale}.png`);
      const downloading = page.waitForEvent('download');
      await share.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${text(locale).title} ${score}.png`);
      const png = readFileSync((await download.path())!);
      writeShot(`share-card-${locale}.png`, png);
      const card = readCard(png);
      expect(card.chars).toBeLessThanOrEqual(MAX_CARD_CHARS);
      expect([card.width, card.height]).toEqual([720, 1280]); // the sharpest ratio fits
      expect(card.qr).toBe(DOWNLOAD_URL);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("in WeChat's browser (no share sheet, no downloads), the card shows large to press and hold; Close goes back to the end popup", async () => {
    const { context, page } = await openGame(browser(), { locale: 'zh-CN', userAgent: WECHAT });
    await playToTheEnd(page);
    await cardScene(page);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const view = page.getByRole('dialog', { name: '我的成绩卡' });
    await view.waitFor();
    const img = view.getByRole('img', { name: /^我的合成大西瓜成绩卡：\d+ 分$/ });
    expect(await img.isVisible()).toBe(true);
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await view.textContent()).toContain('长按图片保存或发送给好友');
    await saveShot(page, `${SHOTS}/share-long-press-zh-CN.png`);
    await view.getByRole('button', { name: '关闭' }).click();
    expect(await page.getByRole('dialog', { name: '我的成绩卡' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: '游戏结束' }).isVisible()).toBe(true);
    await context.close();
  });

  it('in the host simulator, Share sends msg 15 with the card (the couple the ranking named on it), and the simulator shows it', async () => {
    const { context, page } = await openPage(browser(), { viewport: { width: 1000, height: 900 } });
    await page.clock.install();
    await page.goto(url('host-simulator.html?seed=7'));
    const frame = page.frame({ url: /BigWatermelon/ })!;
    await frame.locator('[data-testid=board]').waitFor();
    await freezeTime(page);
    // The ranking names the couple ("Answer like the app" answers msg 3).
    await frame.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600);
    await frame.getByRole('button', { name: 'Ranking' }).click();
    await expect.poll(() => frame.getByRole('tabpanel').textContent()).toContain('857');
    await frame.getByRole('button', { name: 'Close' }).first().click();
    await page.clock.runFor(600); // the pause popup again: a tap counts from 500 ms after it opened
    await frame.getByRole('button', { name: 'Continue' }).click();
    const score = await playToTheEnd(page, frame);
    const scene = await cardScene(frame);
    expect(scene.names).toEqual(['小明同学你好', 'Alexandra']); // whole: the card has room for them
    expect(scene.avatars + scene.placeholders).toBe(2);
    await frame.getByRole('button', { name: 'Share', exact: true }).click();
    const log = () => page.evaluate(() => (window as unknown as { hostLog: { msg: number }[] }).hostLog);
    await expect.poll(async () => (await log()).filter((m) => m.msg === 15).length).toBe(1);
    const sent = (await log()).find((m) => m.msg === 15) as { msg: 15; score: number; image: string };
    expect(sent.score).toBe(score);
    expect(sent.image.length).toBeLessThanOrEqual(MAX_CARD_CHARS);
    const card = readCard(Buffer.from(sent.image.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(card.qr).toBe(DOWNLOAD_URL);
    expect(await frame.getByRole('status').allTextContents()).toContain('Sent to the app');
    expect(await page.locator('#log img.card').getAttribute('src')).toBe(sent.image);
    await saveShot(page, `${SHOTS}/share-simulator.png`);
    await context.close();
  });
});

/** The card as made, to look at (the first server's run, as saveShot). */
function writeShot(name: string, png: Buffer) {
  if (inject('server') !== 'node') return;
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${name}`, png);
}

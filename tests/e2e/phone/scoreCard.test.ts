// The end popup's Share (issue #73) in Chromium and in WebKit: the score card is made on the device (canvas,
// Path2D, toBlob) and shows the score it was drawn with, the date, the app and the couple; with a host it goes
// out as msg 15 within its size, with a QR code of the download page that scans; with no host, the browser's
// ways: a download said, the share sheet, or the picture large to press and hold.
// What only Chromium reads (the downloaded file, WeChat's browser, the simulator's log) is chromium/scoreCardFile.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { Phone } from '../../../drivers/phone/phone';
import { gameTexts } from '../../../src/i18n/gameTexts';
import { pngPixels } from '../shared/pngPixels';
import { hostCall, openGame, playToTheEnd } from './game';
import { usePhone } from './harness';

const DOWNLOAD_URL = 'https://example.com/download'; // the build's default
const MAX_CARD_CHARS = 307_200;
const SITE = { 'en-US': 'Sweet Pet', 'zh-CN': '甜蜜萌宠' } as const;
const texts = { 'en-US': gameTexts.en.game, 'zh-CN': gameTexts.zh.game } as const;

/** Page-side: what the card's scene shows (each named text, the names, texts cut short, its pictures); null until made. */
function cardScene() {
  type Node = { text(): string; name(): string; measureSize(t: string): { width: number }; width(): number };
  type Card = { find(s: string): Node[]; findOne(s: string): Node | undefined };
  const card = (window as unknown as { bigWatermelon: { card(): Card | null } }).bigWatermelon.card();
  if (!card) return null;
  const named = card.find('Text').filter((n) => n.name());
  return {
    texts: Object.fromEntries(named.map((n) => [n.name(), n.text()])),
    names: named.filter((n) => n.name() === 'name').map((n) => n.text()),
    // A text cut short by its box (drawn with "…"): none may be, names aside (those are cut on purpose).
    cut: named
      .filter((n) => n.name() !== 'name' && n.measureSize(n.text()).width > n.width() + 0.5)
      .map((n) => n.name()),
    board: Boolean(card.findOne('.board')),
    qr: Boolean(card.findOne('.qr')),
    avatars: card.find('.avatar').length,
    placeholders: card.find('.avatarPlaceholder').length,
  };
}

/** The card's scene once made: the card is made in real time. */
async function madeCard(p: Phone) {
  await p.waitFor(async () => (await p.run(cardScene)) !== null, 'the score card made');
  return (await p.run(cardScene))!;
}

/** Page-side: the names of the popups open (their titles). */
const openPopups = () =>
  [...document.querySelectorAll('dialog[open]')].map(
    (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );

const bodySays = (p: Phone, text: string) =>
  p.waitFor(() => p.run((t) => !!document.body.textContent?.includes(t), text), `"${text}" said`);

describe('the score card', () => {
  const phone = usePhone();

  it.each(['en-US', 'zh-CN'] as const)(
    '%s, with no host: the card shows the score, the date, the app and placeholders; Share downloads it and says so',
    async (lang) => {
      const p = phone();
      const t = texts[lang];
      await openGame(p, 7, { lang });
      const { score } = await playToTheEnd(p);
      const scene = await madeCard(p);
      expect(scene.texts).toMatchObject({ score: String(score), appName: SITE[lang], points: t.card.points });
      expect(scene.texts.scan).toBe(t.card.scan);
      expect(scene.texts.date).toMatch(
        lang === 'zh-CN' ? /^\d{4}年\d{1,2}月\d{1,2}日$/ : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
      );
      expect(scene).toMatchObject({ board: true, qr: true, names: [], avatars: 0, placeholders: 2, cut: [] });
      await p.runFor(600); // a tap counts from 500 ms after the popup opened
      await p.tap(new RegExp(`^${t.share}$`));
      await bodySays(p, t.card.downloaded);
      expect((await p.sent()).map((m) => m.msg)).not.toContain(15);
      expect(await p.errors()).toEqual([]);
    },
  );

  it('with a host: the card names the couple from initData alone; Share sends msg 15, a PNG within 307,200 characters whose QR code scans to the download page', async () => {
    const p = phone();
    await openGame(p);
    // initData names the couple, and nothing else does: no ranking was ever asked for.
    const users = [
      { avatar: '', name: 'Ann' },
      { avatar: '', name: '小波' },
    ];
    await hostCall(p, 'initData', { type: 2, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, users });
    const { score } = await playToTheEnd(p);
    // A host page calling the globals: the page has a host from now on.
    await hostCall(p, 'propsData', {
      propertyList: [
        { prop: 1, quantity: 0, status: 1 },
        { prop: 2, quantity: 0, status: 1 },
      ],
      nextType: null,
    });
    const scene = await madeCard(p);
    expect(scene.texts).toMatchObject({ score: String(score), appName: 'Sweet Pet', scan: 'Scan to get the app' });
    expect(scene.names).toEqual(['Ann', '小波']);
    await p.runFor(600);
    await p.tap(/^Share$/);
    const card = async () => (await p.sent()).find((m) => m.msg === 15) as { score: number; image: string } | undefined;
    await p.waitFor(async () => (await card()) !== undefined, 'msg 15');
    const { score: sentScore, image } = (await card())!;
    expect(sentScore).toBe(score);
    expect(image.length).toBeLessThanOrEqual(MAX_CARD_CHARS);
    const { width, height, data } = pngPixels(Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(width / height).toBeCloseTo(360 / 640, 2);
    expect(jsQR(data, width, height)?.data).toBe(DOWNLOAD_URL);
    expect(await p.errors()).toEqual([]);
  });

  it('where the browser shares files, Share hands the card to the share sheet, and nothing downloads', async () => {
    const p = phone();
    await openGame(p);
    await p.run(() => {
      const w = window as unknown as { shared: { name: string; type: string; size: number }[] };
      w.shared = [];
      Object.assign(navigator, {
        canShare: (d: { files?: File[] }) => Boolean(d.files?.length),
        share: async (d: { files: File[] }) =>
          void w.shared.push(...d.files.map((f) => ({ name: f.name, type: f.type, size: f.size }))),
      });
    });
    const { score } = await playToTheEnd(p);
    await madeCard(p);
    await p.runFor(600);
    await p.tap(/^Share$/);
    const shared = () => p.run(() => (window as unknown as { shared: unknown[] }).shared);
    await p.waitFor(async () => (await shared()).length > 0, 'the card shared');
    expect(await shared()).toEqual([
      { name: `Big Watermelon ${score}.png`, type: 'image/png', size: expect.any(Number) },
    ]);
    expect(await p.run((t) => document.body.textContent!.includes(t), gameTexts.en.game.card.downloaded)).toBe(false);
    expect(await p.errors()).toEqual([]);
  });

  it('in Chinese, a share sheet that takes files but fails: the card shows large to press and hold; Close goes back to the end popup', async () => {
    const p = phone();
    await openGame(p, 7, { lang: 'zh-CN' });
    await p.run(
      () =>
        void Object.assign(navigator, {
          canShare: () => true,
          share: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
        }),
    );
    await playToTheEnd(p);
    await madeCard(p);
    await p.runFor(600);
    await p.tap(/^分享$/);
    const large = () =>
      p.run(() => {
        const img = document.querySelector<HTMLImageElement>('dialog[open] img[src^="data:image/png;base64,"]');
        return !!img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 200;
      });
    await p.waitFor(large, 'the card shown large');
    expect(await p.run(() => document.body.textContent)).toContain('长按图片保存或发送给好友');
    await p.runFor(600);
    await p.tap(/^关闭$/);
    const open = () => p.run(openPopups);
    await p.waitFor(async () => !(await open()).includes('我的成绩卡'), 'the card closed');
    expect(await open()).toContain('游戏结束');
    expect(await p.errors()).toEqual([]);
  });
});

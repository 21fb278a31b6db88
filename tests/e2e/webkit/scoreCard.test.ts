// The end popup's Share in WebKit, the engine of iOS WKWebView (issue #73): the score card is made on the
// device (canvas, Path2D, toBlob), reaches a host as msg 15 within its size, shows the score it was drawn with
// and carries a QR code of the download page that scans and the couple initData named; with no host, the
// browser’s ways in WebKit.
import jsQR from 'jsqr';
import type { WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { pngPixels } from '../shared/pngPixels';
import { dropAt, hostCall, openGame, tapPopup, world } from './game';
import { forgetLanguage, probe, readPage, runFor, setLanguage, useWebKit } from './harness';

const DOWNLOAD_URL = 'https://example.com/download';
const MAX_CARD_CHARS = 307_200;

/** Seed 7 played to its end, and the countdown run: the score is reported and Share offered. */
async function playToTheEnd(d: WebDriver, before?: () => Promise<unknown>): Promise<number> {
  const board = await openGame(d, 7);
  await before?.();
  let w = await world(d);
  for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40);
  expect(w.phase).toBe('ended');
  await runFor(d, 3100);
  return w.score;
}

/** The card's scene once made (its named texts), read from the page's probe; the card is made in real time. */
async function cardTexts(d: WebDriver): Promise<Record<string, string>> {
  const read = () =>
    readPage<Record<string, string> | null>(
      d,
      `const c = window.bigWatermelon.card();
      return c && Object.fromEntries(c.find('Text').filter((n) => n.name()).map((n) => [n.name(), n.text()]));`,
    );
  await d.wait(async () => (await read()) !== null, 15_000, 'the score card made');
  return (await read())!;
}

describe('the score card in WebKit', () => {
  const webkit = useWebKit();
  forgetLanguage(webkit);

  it('with a host: the card names the couple from initData alone; Share sends msg 15, a PNG within 307,200 characters whose QR code scans to the download page', async () => {
    const d = webkit();
    await setLanguage(d, 'en-US');
    // initData names the couple, and nothing else does: no ranking was ever asked for.
    const users = [
      { avatar: '', name: 'Ann' },
      { avatar: '', name: '小波' },
    ];
    const init = { type: 2, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, users };
    const score = await playToTheEnd(d, () => hostCall(d, 'initData', init));
    await hostCall(d, 'propsData', {
      propertyList: [
        { prop: 1, quantity: 0, status: 1 },
        { prop: 2, quantity: 0, status: 1 },
      ],
      nextType: null,
    }); // a host page calling the globals: the page has a host from now on
    expect(await cardTexts(d)).toMatchObject({
      score: String(score),
      appName: 'Sweet Pet',
      scan: 'Scan to get the app',
    });
    const names = await readPage<string[]>(
      d,
      "return window.bigWatermelon.card().find('Text').filter((n) => n.name() === 'name').map((n) => n.text())",
    );
    expect(names).toEqual(['Ann', '小波']);
    await tapPopup(d, /^Share$/);
    await d.wait(async () => (await probe(d)).sent.some((m) => m.msg === 15), 10_000, 'msg 15');
    const sent = (await probe(d)).sent.find((m) => m.msg === 15)!;
    expect(sent.score).toBe(score);
    const image = sent.image ?? '';
    expect(image.length).toBeLessThanOrEqual(MAX_CARD_CHARS);
    const { width, height, data } = pngPixels(Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(width / height).toBeCloseTo(360 / 640, 2);
    expect(jsQR(data, width, height)?.data).toBe(DOWNLOAD_URL);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('with no host, in Chinese: Share downloads the card and says so; a share sheet that fails shows it to press and hold', async () => {
    const d = webkit();
    await setLanguage(d, 'zh-CN');
    await playToTheEnd(d);
    expect(await cardTexts(d)).toMatchObject({ appName: '甜蜜萌宠', points: '分', scan: '扫码下载App' });
    await tapPopup(d, /^分享$/);
    await d.wait(
      () => readPage<boolean>(d, 'return document.body.textContent.includes("图片已下载")'),
      5000,
      'the download said',
    );
    expect((await probe(d)).sent.map((m) => m.msg)).not.toContain(15);
    // A share sheet that takes files but fails: the picture, large, to press and hold.
    await d.executeScript(`Object.assign(navigator, {
      canShare: () => true,
      share: () => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })),
    })`);
    await tapPopup(d, /^分享$/);
    await d.wait(
      () =>
        readPage<boolean>(
          d,
          `const img = document.querySelector('dialog[open] img[src^="data:image/png;base64,"]');
          return !!img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 200;`,
        ),
      5000,
      'the card shown large',
    );
    expect(await readPage<string>(d, 'return document.body.textContent')).toContain('长按图片保存或发送给好友');
    expect((await probe(d)).errors).toEqual([]);
  });
});

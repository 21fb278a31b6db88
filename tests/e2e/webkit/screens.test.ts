// The pages on the screens people open them on, in WebKit (iPhones, iPads, WeChat on a Mac): the same checks
// as Chromium's (tests/e2e/shared/screenChecks.ts), each page in a frame of the exact viewport size.
import { By, until, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { scanPath } from '../../pages/landing/qrScan';
import {
  asScript,
  checkGameBands,
  checkLandingPhone,
  checkSharePhone,
  checkShareSideways,
  checkShareWide,
  GAME_PHONES,
  gameSettled,
  measureGame,
  measureLanding,
  measureShare,
  SHARE_PHONES,
  SHARE_SIDEWAYS,
  SHARE_WIDE,
  type GameMeasure,
  type LandingMeasure,
  type ShareMeasure,
} from '../shared/screenChecks';
import { openFramed, probe, setLanguage, useWebKit } from './harness';

/** A page at `width` × `height`, ready (`ready` shown); the test is switched into its frame. */
async function open(d: WebDriver, path: string, width: number, height: number, ready = 'main') {
  await openFramed(d, path, { width, height });
  await d.wait(until.elementLocated(By.css(`html[data-ready] ${ready}`)), 20_000);
}

describe('pages on every screen, in WebKit', () => {
  const webkit = useWebKit();

  it.each(SHARE_WIDE)('share page at %i×%i: a centred column, all of it shown, nothing over the code', async (w, h) => {
    const d = webkit();
    await open(d, 'share?roomNo=ABC-123456', w, h);
    checkShareWide(await d.executeScript<ShareMeasure>(asScript(measureShare)));
    expect((await probe(d)).errors).toEqual([]);
  });

  it.each(SHARE_SIDEWAYS.flatMap(([w, h]) => (['en-US', 'zh-CN'] as const).map((l) => [w, h, l] as const)))(
    'share pages at %i×%i (a phone on its side) in %s: two columns, the app named, the code and the button on one screen',
    async (w, h, lang) => {
      const d = webkit();
      await setLanguage(d, lang);
      try {
        for (const path of ['share?roomNo=ABC-123456', 'joinRoom?roomNo=88886666', 'joinRoomTemplate?tempCode=T-42']) {
          await open(d, path, w, h);
          const m = await d.executeScript<ShareMeasure>(asScript(measureShare));
          expect(m.brandText.startsWith(lang === 'zh-CN' ? '甜蜜萌宠' : 'Sweet Pet')).toBe(true); // the language asked
          checkShareSideways(m);
        }
        expect((await probe(d)).errors).toEqual([]);
      } finally {
        await d.manage().deleteCookie('__lang'); // the file's other pages open in the browser's own language
      }
    },
  );

  it.each(SHARE_PHONES)(
    'share page at %i×%i (a phone): width / 10, full width, the button at the bottom',
    async (w, h) => {
      const d = webkit();
      await open(d, 'share?roomNo=ABC-123456', w, h);
      checkSharePhone(await d.executeScript<ShareMeasure>(asScript(measureShare)), w, h);
    },
  );

  it.each(GAME_PHONES)(
    'game at %i×%i (and at initData %i / %i): one screen, no empty band over a tenth of it',
    async (w, h, statusHeight, statusBarHeight) => {
      const d = webkit();
      await open(d, 'BigWatermelon?seed=7', w, h, '[data-testid=board] canvas');
      const settled = async (height: number) => {
        await d.wait(
          async () => gameSettled(await d.executeScript<GameMeasure>(asScript(measureGame))) === height,
          10_000,
        );
        checkGameBands(await d.executeScript<GameMeasure>(asScript(measureGame)), h);
      };
      await settled(h);
      await d.executeScript('window.initData(arguments[0])', {
        type: 1,
        statuswidth: w,
        statusHeight,
        statusBarHeight,
      });
      await settled(statusHeight - 110 + statusBarHeight);
      expect((await probe(d)).errors).toEqual([]);
    },
  );

  it('desktop landing at 390×844: one column, the button on one line, no code to scan', async () => {
    const d = webkit();
    await open(d, '', 390, 844);
    checkLandingPhone(await d.executeScript<LandingMeasure>(asScript(measureLanding)));
  });

  it('desktop landing at 1280×800: a QR code that scans to the download link, and what the app is for', async () => {
    const d = webkit();
    await open(d, '', 1280, 800);
    const m = await d.executeScript<LandingMeasure>(asScript(measureLanding));
    expect(m.qrShown).toBe(true);
    const size = m.qrBox![2]! + 2 * m.qrBox![0]!; // the viewBox adds the quiet zone on both sides
    expect(scanPath(m.qrPath!, size)).toBe('https://example.com/download');
    expect(m.features).toEqual(expect.arrayContaining(['A pet for two', 'Flight chess in a room', 'Big Watermelon']));
  });
});

// What a share page visitor reads, finished (issue #73, item 6), in WebKit: the same checks as Chromium's
// (tests/e2e/shared/screenChecks.ts), each page in a frame of the exact size; the WeChat hint in a MiniBrowser that
// says it is WeChat; the QR code of the page on a computer, read back from the path the page drew.
import { mkdirSync, writeFileSync } from 'node:fs';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { scanPath } from '../../pages/landing/qrScan';
import {
  asScript,
  checkMenuHint,
  checkOpenLabel,
  checkStatusCoversNothing,
  measureShareText,
  type ShareTextMeasure,
} from '../shared/screenChecks';
import { button } from './game';
import { forgetLanguage, openFramed, probe, readPage, setLanguage, useWebKit } from './harness';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN';
const SHOTS = 'test-results/screenshots';
/** The window as it is, to look at. */
async function shot(d: WebDriver, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/${name}`, await d.takeScreenshot(), 'base64');
}
const measure = (d: WebDriver) => readPage<ShareTextMeasure>(d, asScript(measureShareText));

async function open(d: WebDriver, path: string, width: number, height: number) {
  await openFramed(d, path, { width, height });
  await d.wait(until.elementLocated(By.css('html[data-ready] main')), 20_000);
}

describe('what a share page visitor reads, in WebKit', () => {
  const webkit = useWebKit();
  forgetLanguage(webkit);

  it.each(
    [
      [375, 667],
      [844, 390],
      [1280, 800],
    ].flatMap(([w, h]) => (['en-US', 'zh-CN'] as const).map((l) => [w!, h!, l] as const)),
  )(
    '%i×%i in %s: the big button leaves no word alone; "Copy Successful" covers nothing',
    async (width, height, lang) => {
      const d = webkit();
      await setLanguage(d, lang);
      await open(d, 'joinRoom?roomNo=88886666', width, height);
      checkOpenLabel(await measure(d));
      await (await button(d, lang === 'en-US' ? /^Copy$/ : /^复制$/)).click();
      await d.wait(async () => (await measure(d)).status !== null, 5000, 'the status shown');
      checkStatusCoversNothing(await measure(d));
      await shot(d, `webkit-share-copied-${lang}-${width}x${height}.png`);
      expect((await probe(d)).errors).toEqual([]);
    },
  );

  it('on a computer: a QR code of this very page, its code included, that scans', async () => {
    const d = webkit();
    await setLanguage(d, 'en-US');
    await open(d, `joinRoomTemplate?tempCode=${encodeURIComponent('T 42&x')}`, 1280, 800);
    await d.wait(until.elementLocated(By.css('[data-testid=page-qr] path')), 10_000);
    const { href, path, box } = await readPage<{ href: string; path: string; box: string }>(
      d,
      `const f = document.querySelector('[data-testid=page-qr]');
      return { href: f.dataset.href, path: f.querySelector('path').getAttribute('d'), box: f.querySelector('svg').getAttribute('viewBox') };`,
    );
    expect(href).toMatch(/\/h5\/joinRoomTemplate\?tempCode=T%2042%26x$/);
    expect(href.startsWith('http')).toBe(true);
    const size = Number(box.split(' ')[2]) - 4; // the viewBox holds 2 modules of margin on each side
    expect(scanPath(path, size)).toBe(href);
  });
});

describe('inside WeChat, in WebKit', () => {
  const webkit = useWebKit(() => [`--user-agent=${WECHAT}`]);
  forgetLanguage(webkit);

  it.each([
    [375, 667, 'zh-CN'],
    [320, 568, 'en-US'],
    [667, 375, 'zh-CN'],
  ] as const)(
    'at %i×%i in %s: the menu hint on its own, clear of the alert, whole phrases',
    async (width, height, lang) => {
      const d = webkit();
      await setLanguage(d, lang);
      await open(d, 'joinRoom?roomNo=88886666', width, height);
      await (await button(d, lang === 'en-US' ? /open the.app$/ : /并打开App$/)).click();
      await d.wait(until.elementLocated(By.css('[data-testid=menu-hint]')), 5000);
      checkMenuHint(await measure(d));
      expect((await probe(d)).launched).toEqual([]); // no scheme tried
      await shot(d, `webkit-share-wechat-${lang}-${width}x${height}.png`);
    },
  );
});

// What a share page visitor reads, finished (issue #73, item 6), in Chromium and in WebKit, checked by the boxes
// and lines on screen: the big button's label never leaves a word alone; "Copy Successful" covers nothing; inside
// WeChat the hint to use the menu is a bubble of its own, clear of the alert, with no lone word or broken quoted
// phrase, and no app link tried; on a computer, a QR code of this very page, its code included, that scans.
import { describe, expect, it } from 'vitest';
import type { Phone } from '../../../drivers/phone/phone';
import { scanPath } from '../../pages/landing/qrScan';
import { checkMenuHint, checkOpenLabel, checkStatusCoversNothing, measureShareText } from '../shared/screenChecks';
import { engine, usePhone } from './harness';

const SHOTS = 'test-results/screenshots';
const PATHS = ['share?roomNo=ABC-123456', 'joinRoom?roomNo=88886666', 'joinRoomTemplate?tempCode=T-42'];
const LANGS = ['en-US', 'zh-CN'] as const;
/** Phones upright, phones on their side, computers. */
const SIZES = [
  [320, 568],
  [375, 667],
  [430, 932],
  [667, 375],
  [844, 390],
  [1280, 800],
] as const;
const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN';
const COPY = { 'en-US': /^Copy$/, 'zh-CN': /^复制$/ } as const;
const OPEN = { 'en-US': /open the.app$/, 'zh-CN': /并打开App$/ } as const;

const measure = (p: Phone) => p.run(measureShareText);
const shareReady = { ready: 'html[data-ready] main' };

describe('what a share page visitor reads', () => {
  const phone = usePhone();

  it.each(SIZES.flatMap(([w, h]) => LANGS.map((l) => [w, h, l] as const)))(
    '%i×%i in %s: the big button leaves no word alone; "Copy Successful" covers nothing',
    async (width, height, lang) => {
      const p = phone();
      for (const path of PATHS) {
        await p.open(path, { lang, width, height, ...shareReady });
        checkOpenLabel(await measure(p));
      }
      await p.tap(COPY[lang]);
      await p.waitFor(async () => (await measure(p)).status !== null, 'the status shown');
      checkStatusCoversNothing(await measure(p));
      await p.shot(`${SHOTS}/${engine()}-share-copied-${lang}-${width}x${height}.png`);
      expect(await p.errors()).toEqual([]);
    },
  );

  it.each([
    [1280, 800, 'en-US'],
    [1024, 768, 'zh-CN'],
    [768, 1024, 'en-US'],
  ] as const)(
    'on a computer at %i×%i in %s: a QR code of this very page, code included, that scans',
    async (width, height, lang) => {
      const p = phone();
      await p.open(`joinRoomTemplate?tempCode=${encodeURIComponent('T 42&x')}`, { lang, width, height, ...shareReady });
      // Its code comes after the page's first paint, by a timer (page time) and a chunk (real time).
      await p.pageTimeUntil(
        () => p.run(() => !!document.querySelector('[data-testid=page-qr] svg path')),
        'the QR code',
      );
      const href = `${await p.run(() => location.origin)}/h5/joinRoomTemplate?tempCode=T%2042%26x`;
      expect((await measure(p)).pageQr).toBe(href);
      // Scanned from the path the page drew (chromium/shareQr.test.ts scans Chromium's pixels of it too).
      const { path, box } = await p.run(() => {
        const svg = document.querySelector('[data-testid=page-qr] svg')!;
        return { path: svg.querySelector('path')!.getAttribute('d')!, box: svg.getAttribute('viewBox')! };
      });
      const size = Number(box.split(' ')[2]) - 4; // the viewBox holds 2 modules of margin on each side
      expect(scanPath(path, size)).toBe(href);
      await p.shot(`${SHOTS}/${engine()}-share-computer-${lang}-${width}x${height}.png`);
      expect(await p.errors()).toEqual([]);
    },
  );
});

describe('inside WeChat', () => {
  const phone = usePhone({ userAgent: WECHAT });

  it.each(
    [
      [320, 568],
      [375, 667],
      [667, 375],
    ].flatMap(([w, h]) => LANGS.map((l) => [w!, h!, l] as const)),
  )('at %i×%i in %s: the menu hint on its own, clear of the alert, whole phrases', async (width, height, lang) => {
    const p = phone();
    await p.open('joinRoom?roomNo=88886666', { lang, width, height, ...shareReady });
    // The app link, as it would be opened (launcher.ts announces it just before it navigates).
    await p.run(() => {
      const w = window as unknown as { launched: unknown[] };
      w.launched = [];
      addEventListener('app-launch', (e) => w.launched.push((e as CustomEvent).detail));
    });
    await p.tap(OPEN[lang]);
    await p.waitFor(() => p.run(() => !!document.querySelector('[data-testid=menu-hint]')), 'the menu hint');
    checkMenuHint(await measure(p));
    expect(await p.run(() => (window as unknown as { launched: unknown[] }).launched)).toEqual([]); // no scheme tried
    await p.shot(`${SHOTS}/${engine()}-share-wechat-${lang}-${width}x${height}.png`);
    expect(await p.errors()).toEqual([]);
  });
});

// The share pages in Chromium and in WebKit: Copy copies the code and says so (the async clipboard, or the
// textarea fallback where the browser refuses it); the big button copies, opens the app's link, and 500 ms later
// (the app did not come to the front) tells the visitor what to do; the alert closes when the page is hidden,
// and confirmed, the page points at Download. What only Chromium's driver reads (the clipboard's contents,
// scripts before the page's own, routes, axe, other user agents) is chromium/sharePages.test.ts.
import { describe, expect, it } from 'vitest';
import type { Language, Phone } from '../../../drivers/phone/phone';
import { usePhone } from './harness';

const TEXT = {
  'en-US': { copy: /^Copy$/, ok: 'Copy Successful', open: /open the app$/, confirm: /^Confirm$/ },
  'zh-CN': { copy: /^复制$/, ok: '复制成功', open: /并打开App$/, confirm: /^确定$/ },
} as const;
const ALERT = {
  'en-US': 'Please open this page in the default browser',
  'zh-CN': '请用默认浏览器打开该网页',
} as const;
const LANGS = ['en-US', 'zh-CN'] as const;

/** Page-side: the text of the first element `selector` shows, or null. */
const textOf = (selector: string) => document.querySelector(selector)?.textContent ?? null;

/** Opens a share page with its code shown, recording each app link as it is opened (launcher.ts announces it). */
async function openShare(p: Phone, path: string, lang: Language) {
  await p.open(path, { lang, width: 390, height: 700, ready: 'html[data-ready] [data-testid=code]' });
  await p.run(() => {
    const w = window as unknown as { launched: string[] };
    w.launched = [];
    addEventListener('app-launch', (e) => w.launched.push((e as CustomEvent<string>).detail));
  });
}
const launched = (p: Phone) => p.run(() => (window as unknown as { launched: string[] }).launched);
const says = (p: Phone, text: string) =>
  p.waitFor(async () => (await p.run(textOf, '[role=status]')) === text, `the status "${text}"`);

describe('the share pages', () => {
  const phone = usePhone();

  it.each(LANGS)('%s: Copy copies the code and says so; nothing goes wrong', async (lang) => {
    const p = phone();
    await openShare(p, 'joinRoom?roomNo=654321', lang);
    await p.tap(TEXT[lang].copy);
    await says(p, TEXT[lang].ok);
    expect(await p.errors()).toEqual([]);
  });

  it.each(LANGS)(
    "%s: the browser's clipboard refuses: the textarea fallback copies, and the page says so",
    async (lang) => {
      const p = phone();
      await openShare(p, 'share?roomNo=777', lang);
      await p.run(
        () =>
          Object.defineProperty(navigator, 'clipboard', {
            value: { writeText: () => Promise.reject(new DOMException('refused', 'NotAllowedError')) },
          }) && undefined,
      );
      await p.tap(TEXT[lang].copy);
      await says(p, TEXT[lang].ok);
      expect(await p.errors()).toEqual([]);
    },
  );

  it.each([
    ['en-US', `joinRoom?roomNo=${encodeURIComponent('12 34&x')}`, 'couplesapp://joinRoom?roomNo=12%2034%26x'],
    ['zh-CN', 'joinRoomTemplate?tempCode=T%2001', 'couplesapp://joinRoomTemplate?tempCode=T%2001'],
    ['en-US', 'share', 'couplesapp://share'],
  ] as const)(
    '%s, /h5/%s: the big button opens %s and alerts at 500 ms, not before; Confirm, focused, closes it',
    async (lang, path, link) => {
      const p = phone();
      await openShare(p, path, lang);
      await p.tap(TEXT[lang].open);
      expect(await launched(p)).toEqual([link]);
      await p.runFor(499);
      expect(await p.run(textOf, '[role=alertdialog]')).toBeNull();
      await p.runFor(1);
      await p.waitFor(async () => (await p.run(textOf, '[role=alertdialog]')) !== null, 'the alert');
      expect(await p.run(textOf, '[role=alertdialog]')).toContain(ALERT[lang]);
      expect(
        await p.run(() => {
          const buttons = [...document.querySelectorAll('[role=alertdialog] button')];
          return [buttons.length, buttons[0] === document.activeElement];
        }),
      ).toEqual([1, true]);
      // The code was copied on the way (a link with no code has nothing to copy).
      if (link.includes('?')) await says(p, TEXT[lang].ok);
      else expect(await p.run(textOf, '[role=status]')).toBe('');
      await p.tap(TEXT[lang].confirm);
      await p.waitFor(async () => (await p.run(textOf, '[role=alertdialog]')) === null, 'the alert closed');
      expect(await p.errors()).toEqual([]);
    },
  );

  it('the alert closes when the page is hidden while it shows; confirmed instead, the page points at Download', async () => {
    const p = phone();
    await openShare(p, 'joinRoom?roomNo=42', 'en-US');
    const visibility = (state: string) =>
      p.run((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, value: s });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    const shows = (selector: string) => p.run((s) => document.querySelector(s) !== null, selector);
    const alertShown = async () => {
      await p.tap(TEXT['en-US'].open);
      await p.runFor(500);
      // Page time moves while it is waited for: the alert's timer may start after the copy's real-time answer.
      await p.pageTimeUntil(() => shows('[role=alertdialog]'), 'the alert');
    };
    await alertShown();
    // Hidden, and told again each round while it is waited for: the alert listens from React's effect after it
    // shows, which a busy page may run after the first telling.
    await p.pageTimeUntil(
      async () => (await visibility('hidden'), !(await shows('[role=alertdialog]'))),
      'the alert closed',
    );
    expect(await shows('li[data-pointed]')).toBe(false);
    await visibility('visible');
    await alertShown();
    await p.tap(TEXT['en-US'].confirm);
    const pointed = () => p.run(() => document.activeElement === document.querySelector('li[data-pointed] a'));
    await p.pageTimeUntil(pointed, 'Download focused, its step marked');
    expect(await p.errors()).toEqual([]);
  });
});

// The game and the landing pages on every screen and with no host (issue #74), in Chromium and in WebKit: popups
// that fit a phone on its side, the board using its room, the landing page on a phone, a plain tab that never
// waits for an app, what Revive costs, a ranking that keeps its size, and targets of at least 24 × 24 px.
// A page of a size is framed, so the game has a host (the frame's parent); a page with none is a plain tab.
import { describe, expect, it } from 'vitest';
import type { Language, Phone } from '../../../drivers/phone/phone';
import {
  checkCaption,
  checkDialogReach,
  checkShortBoard,
  dialogSettled,
  measureDialog,
  measureLanding,
  measureLandingCaption,
  measureTopLine,
  scrollDialogToEnd,
  SHORT_SCREENS,
  smallTargets,
  type DialogMeasure,
} from '../shared/screenChecks';
import { dropAt, hostCall, openGame, playToTheEnd, tapPopup, world } from './game';
import { engine, usePhone } from './harness';

const LANGUAGES = ['en-US', 'zh-CN'] as const;

const TEXT = {
  'en-US': { back: /^Back$/, ranking: /^Ranking$/, close: /^Close$/, home: /^Home$/, bomb: /^Bomb/, total: /^Total$/ },
  'zh-CN': { back: /^返回$/, ranking: /^排行榜$/, close: /^关闭$/, home: /^返回首页$/, bomb: /^炸弹/, total: /^总榜$/ },
} as const;
const REVIVE = {
  'en-US': /^Revive: watch a video \(2 left\)$/,
  'zh-CN': /^看视频复活（还剩 2 次）$/,
} as const;
const IN_APP = {
  'en-US': {
    props: 'Props come from the app',
    ranking: 'The ranking lives in the app',
    revive: 'Revives come with a video in the app',
  },
  'zh-CN': { props: '道具需要在App中获取', ranking: '排行榜请在App中查看', revive: '复活需在App中看视频' },
} as const;

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

/** A screenshot to look at: `test-results/screenshots/<engine>-<name>.png`. */
const shot = (p: Phone, name: string) => p.shot(`test-results/screenshots/${engine()}-${name}.png`);

/** The open dialog as measured, and again scrolled to its end when it scrolls. */
async function dialogReach(p: Phone): Promise<[DialogMeasure, DialogMeasure | null]> {
  // Its sign of more is measured in the frame after a ResizeObserver reports: page time runs a frame a look.
  await p.waitFor(async () => (await p.runFor(16), await p.run(dialogSettled)), 'a dialog, its sign of more settled');
  const m = (await p.run(measureDialog))!;
  if (!m.scrolls) return [m, null];
  await p.run(scrollDialogToEnd);
  await p.waitFor(async () => !(await p.run(measureDialog))!.signShown, 'the sign of more gone at the end');
  return [m, (await p.run(measureDialog))!];
}

/** A host that gives the game the whole window of `width` × `height` (its status bar 0, as on its side). */
const wholeWindow = (p: Phone, width: number, height: number) =>
  hostCall(p, 'initData', { type: 1, statusBarHeight: 0, statuswidth: width, statusHeight: height + 110 });

/** Page-side: the page's path and query, less the phone's clock. */
const address = () => `${location.pathname}${location.search.replace(/[?&]fakeclock=1$/, '')}`;

/** Home from an open popup: the landing page, with nothing of the game's address. */
async function home(p: Phone, name: RegExp): Promise<void> {
  await tapPopup(p, name);
  await p.waitFor(async () => (await p.run(address)) === '/h5/', 'the landing page');
  // Opened with no held clock, the landing page runs on real time.
  await p.waitFor(
    () => p.run(() => !!document.querySelector('html[data-ready] [data-page=desktop-landing]')),
    'the landing page drawn',
  );
}

describe.each(LANGUAGES)('in %s', (lang: Language) => {
  const phone = usePhone();
  const t = TEXT[lang];

  it('a phone on its side: the board as tall as the window with the HUD and props beside it, the danger line below the HUD, the pause and ranking popups whole; a window too short scrolls the pause popup with a sign of more', async () => {
    const p = phone();
    for (const [w, h] of SHORT_SCREENS) {
      await openGame(p, 7, { lang, width: w, height: h });
      await p.waitFor(async () => (await p.run(measureTopLine)).board.height > h - 1, `the board ${h} px tall`);
      checkShortBoard(await p.run(measureTopLine));
      await p.tap(t.back);
      const [pause, pauseEnd] = await dialogReach(p);
      checkDialogReach(pause, pauseEnd);
      expect(pause.scrolls, `the pause popup fits ${w}×${h}`).toBe(false);
      await shot(p, `short-pause-${lang}-${w}x${h}`);
      await tapPopup(p, t.ranking);
      await p.waitFor(() => p.run(() => !!document.querySelector('[role=tab]')), 'the ranking tabs');
      checkDialogReach(...(await dialogReach(p)));
      expect(await p.errors()).toEqual([]);
    }
    await openGame(p, 7, { lang, width: 480, height: 240 });
    await p.tap(t.back);
    const [m, atEnd] = await dialogReach(p);
    expect(m.scrolls).toBe(true);
    checkDialogReach(m, atEnd);
    await shot(p, `short-pause-scrolls-${lang}-480x240`);
    expect(await p.errors()).toEqual([]);
  });

  it('at 844×390 the end popup is whole, its targets 24 px, and Revive says it plays a video and how many are left', async () => {
    const p = phone();
    await openGame(p, 7, { lang, width: 844, height: 390 });
    await wholeWindow(p, 844, 390);
    expect((await playToTheEnd(p)).phase).toBe('ended');
    const [end, endAtEnd] = await dialogReach(p);
    checkDialogReach(end, endAtEnd);
    expect(end.scrolls).toBe(false);
    await p.waitFor(() => p.shown(REVIVE[lang]), 'Revive, with its video and count');
    await shot(p, `short-end-${lang}-844x390`);
    expect(await p.run(smallTargets), "the end popup's targets").toEqual([]);
    expect(await p.errors()).toEqual([]);
  });

  it('a plain tab: props and Ranking say at once they live in the app, no Revive is offered and the end popup says where revives come from, sending nothing; Home goes to the landing page', async () => {
    const p = phone();
    await openGame(p, 7, { lang });
    await dropAt(p, 100);
    await p.tap(t.bomb);
    // The props' hint says it, and no other status says anything of the app.
    const hints = () =>
      p.run(() =>
        [...document.querySelectorAll('[role=status]')]
          .map((s) => `${s.className.includes('propHint') ? 'hint' : 'other'}: ${s.textContent ?? ''}`)
          .filter((s) => /app|App/.test(s)),
      );
    await p.waitFor(async () => (await hints()).length > 0, 'the hint on the bomb');
    expect(await hints()).toEqual([`hint: ${IN_APP[lang].props}`]);
    const busy = (source: string) =>
      p.run(
        (s: string) =>
          [...document.querySelectorAll('button')]
            .find((b) => new RegExp(s).test(b.getAttribute('aria-label') ?? b.textContent ?? ''))
            ?.getAttribute('aria-busy') ?? null,
        source,
      );
    expect(await busy(t.bomb.source), 'the bomb waits for nobody').toBeNull();
    await p.runFor(3000);
    expect((await playToTheEnd(p)).phase).toBe('ended');
    // No Revive to press: the popup says where revives come from, and asks nobody.
    const body = () => p.run(() => document.body.textContent ?? '');
    await p.waitFor(async () => (await body()).includes(IN_APP[lang].revive), 'where revives come from');
    expect(await p.shown(/Revive|复活/)).toBe(false);
    expect((await p.sent()).map((m) => m.msg)).not.toContain(2);
    await shot(p, `nohost-end-${lang}`);
    // Ranking: no "Loading…", no 10 s wait: at once, in words.
    await tapPopup(p, t.ranking);
    const panel = () =>
      p.run(() => {
        const e = document.querySelector('[role=tabpanel]');
        return { text: e?.textContent ?? '', busy: e?.getAttribute('aria-busy') ?? null };
      });
    await p.waitFor(async () => (await panel()).text.includes(IN_APP[lang].ranking), 'the ranking in the app');
    expect((await panel()).busy).toBeNull();
    await p.runFor(11_000);
    expect((await panel()).text).toContain(IN_APP[lang].ranking);
    await tapPopup(p, t.close);
    expect(await p.errors()).toEqual([]);
    // Home: the landing page, and the game it left is not brought back.
    await home(p, t.home);
    await openGame(p, 7, { lang });
    await p.runFor(400);
    expect((await world(p)).score).toBe(0);
    expect(await p.run(() => document.querySelectorAll('dialog[open]').length)).toBe(0);
    // Home from the pause popup too.
    await p.tap(t.back);
    await home(p, t.home);
    expect(await p.errors()).toEqual([]);
  });

  it('the ranking keeps its size between tabs and while a tab loads, in the simulator answering like the app', async () => {
    const p = phone();
    await p.open('host-simulator.html?seed=7', { lang, ready: '#game' });
    await p.frame('game');
    await p.pageTimeUntil(() => p.run(() => !!document.querySelector('[data-testid=board] canvas')), 'the board');
    await p.runFor(600);
    await p.tap(t.back);
    await tapPopup(p, t.ranking);
    const panel = () => p.run(() => document.querySelector('[role=tabpanel]')?.textContent ?? '');
    const boxes: DialogMeasure['box'][] = [];
    const box = async () => boxes.push((await p.run(measureDialog))!.box);
    await box(); // loading, or Today already there
    await p.waitFor(async () => (await panel()).includes('857'), "Today's list");
    await box();
    await p.tap(t.total);
    await box();
    await p.waitFor(async () => (await panel()).includes('4096'), "Total's list");
    await box();
    expect(await p.run(smallTargets), "the ranking popup's targets").toEqual([]);
    for (const b of boxes)
      expect([Math.round(b.top), Math.round(b.height)]).toEqual([
        Math.round(boxes[0]!.top),
        Math.round(boxes[0]!.height),
      ]);
    expect(await p.errors()).toEqual([]);
  });

  it('the landing page on a phone either way up offers no code to scan; on a computer, a caption beside the code as wide as its words', async () => {
    const p = phone();
    for (const [width, height] of [...SHORT_SCREENS, [390, 844] as const]) {
      await p.open('', { lang, width, height, ready: 'html[data-ready] main' });
      expect((await p.run(measureLanding)).qrShown, `${width}×${height}`).toBe(false);
    }
    for (const [width, height] of [
      [760, 800],
      [1024, 768],
      [1280, 800],
      [1440, 900],
    ] as const) {
      await p.open('', { lang, width, height, ready: 'html[data-ready] main' });
      expect((await p.run(measureLanding)).qrShown, `${width}×${height}`).toBe(true);
      checkCaption(await p.run(measureLandingCaption));
    }
  });

  it('every link and button is at least 24 × 24 px (WCAG 2.2, 2.5.8), on every page and in the pause popup', async () => {
    const p = phone();
    const small: string[] = [];
    for (const [width, height] of [
      [360, 640],
      [844, 390],
      [1440, 900],
    ] as const) {
      for (const path of PAGES) {
        await p.open(path, { lang, width, height, ready: 'html[data-ready] #root *' });
        small.push(...(await p.run(smallTargets)).map((s) => `${width}×${height} /${path}: ${s}`));
      }
      await openGame(p, 7, { lang, width, height });
      await p.tap(t.back);
      await dialogReach(p);
      small.push(...(await p.run(smallTargets)).map((s) => `${width}×${height} pause popup: ${s}`));
    }
    expect(small).toEqual([]);
  });
});

describe('the ranking popup keeps its size while the host answers', () => {
  const phone = usePhone();

  it.each([[390, 844] as const, [844, 390] as const])(
    'at %i×%i: loading, Today, loading Total and Total are one box',
    async (width, height) => {
      const p = phone();
      await openGame(p, 7, { width, height });
      await wholeWindow(p, width, height);
      const users = [
        { avatar: '', name: 'Ann' },
        { avatar: '', name: 'Bo' },
      ];
      const list = (n: number) => ({
        user: { rank: 1, users, scoreNum: 99, type: 2 },
        ranks: Array.from({ length: n }, (_, i) => ({ users, scoreNum: 99 - i })),
      });
      const count = (selector: string) => p.run((s: string) => document.querySelectorAll(s).length, selector);
      await p.tap(TEXT['en-US'].back);
      await tapPopup(p, TEXT['en-US'].ranking);
      const box = async () => (await p.run(measureDialog))!.box;
      await p.waitFor(async () => (await count('[role=tabpanel][aria-busy=true]')) === 1, 'Today loading');
      const boxes = [await box()];
      await hostCall(p, 'rankingData', list(1));
      await p.waitFor(async () => (await count('[role=tabpanel] li')) === 1, "Today's list");
      boxes.push(await box());
      await p.tap(TEXT['en-US'].total);
      await p.waitFor(async () => (await count('[role=tabpanel][aria-busy=true]')) === 1, 'Total loading');
      boxes.push(await box());
      await hostCall(p, 'rankingData', list(12));
      await p.waitFor(async () => (await count('[role=tabpanel] li')) === 12, "Total's list");
      boxes.push(await box());
      for (const b of boxes.slice(1)) {
        expect(b.height).toBeCloseTo(boxes[0]!.height, 0);
        expect(b.top).toBeCloseTo(boxes[0]!.top, 0);
      }
      checkDialogReach((await p.run(measureDialog))!, null);
      expect(await p.run(smallTargets), "the ranking popup's targets").toEqual([]);
      expect(await p.errors()).toEqual([]);
    },
  );
});

// Issue #74 in WebKit, the engine of iOS WKWebView: the same checks as Chromium's (tests/e2e/chromium/shortScreens.test.ts,
// tests/e2e/shared/screenChecks.ts). A framed page is a game with a host (its frame's parent); a page opened on its
// own is a plain tab with none.
import { mkdirSync, writeFileSync } from 'node:fs';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import {
  asScript,
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
  type LandingMeasure,
  type TopLineMeasure,
} from '../shared/screenChecks';
import { boardReady, button, dropAt, openGame, propHint, tapPopup, world } from './game';
import { forgetLanguage, intoFrame, openFramed, probe, readPage, runFor, setLanguage, url, useWebKit } from './harness';

const TEXT = {
  'en-US': { back: /^Back$/, ranking: /^Ranking$/, close: /^Close$/, home: /^Home$/, bomb: /^Bomb/ },
  'zh-CN': { back: /^返回$/, ranking: /^排行榜$/, close: /^关闭$/, home: /^返回首页$/, bomb: /^炸弹/ },
} as const;
const REVIVE = {
  'en-US': /^Revive: watch a video \(2 left\)$/,
  'zh-CN': /^看视频复活（还剩 2 次）$/,
} as const;
const IN_APP = {
  'en-US': {
    props: 'Props come from the app',
    ranking: 'The ranking lives in the app',
    revive: 'Revives come with a video',
  },
  'zh-CN': { props: '道具需要在App中获取', ranking: '排行榜请在App中查看', revive: '复活需在App中看视频' },
} as const;

/** A screenshot to look at, of the window holding the page's frame: `test-results/screenshots/webkit-<name>.png`. */
async function shot(d: WebDriver, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await d.switchTo().defaultContent();
  writeFileSync(`test-results/screenshots/webkit-${name}.png`, await d.takeScreenshot(), 'base64');
  await d.switchTo().frame(await d.findElement(By.id('page')));
}

const dialog = (d: WebDriver) => readPage<DialogMeasure | null>(d, asScript(measureDialog));

/** The open dialog as measured, and again scrolled to its end when it scrolls. */
async function dialogReach(d: WebDriver): Promise<[DialogMeasure, DialogMeasure | null]> {
  // Open, and its sign of more in step with how it lies: the sign follows a ResizeObserver, after layout.
  // Its sign of more is measured in the frame after a ResizeObserver reports: page time runs a frame a look.
  const settled = async () => (await runFor(d, 16), await readPage<boolean>(d, asScript(dialogSettled)));
  await d.wait(settled, 10_000, 'a dialog, its sign of more settled');
  const m = (await dialog(d))!;
  if (!m.scrolls) return [m, null];
  await d.executeScript(asScript(scrollDialogToEnd));
  await d.wait(async () => !(await dialog(d))!.signShown, 5000, 'the sign gone at the end');
  return [m, (await dialog(d))!];
}

/** The game in a frame of `w` × `h`, page time frozen, its board drawn. */
async function framedGame(d: WebDriver, w: number, h: number) {
  await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1', { width: w, height: h });
  return boardReady(d);
}

async function toGameOver(d: WebDriver, board: Awaited<ReturnType<typeof boardReady>>) {
  let w = await world(d);
  for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40);
  expect(w.phase).toBe('ended');
  await runFor(d, 3600);
}

describe.each(['en-US', 'zh-CN'] as const)('issue #74 in WebKit, in %s', (locale) => {
  const webkit = useWebKit();
  forgetLanguage(webkit);
  const t = TEXT[locale];

  it('a phone on its side: the board as tall as the window, the danger line below the HUD, the popups whole', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    await d.manage().window().setRect({ width: 1000, height: 600 }); // room for the largest frame, to look at
    for (const [w, h] of SHORT_SCREENS) {
      await framedGame(d, w, h);
      await d.wait(
        async () => (await readPage<TopLineMeasure>(d, asScript(measureTopLine))).board.height > h - 1,
        10_000,
        `the board at ${w}×${h} as tall as the window`,
      );
      checkShortBoard(await readPage<TopLineMeasure>(d, asScript(measureTopLine)));
      await (await button(d, t.back)).click();
      const [pause, pauseEnd] = await dialogReach(d);
      checkDialogReach(pause, pauseEnd);
      expect(pause.scrolls, `the pause popup fits ${w}×${h}`).toBe(false);
      await shot(d, `short-pause-${locale}-${w}x${h}`);
      await tapPopup(d, t.ranking);
      await d.wait(until.elementLocated(By.css('[role=tab]')), 5000);
      checkDialogReach(...(await dialogReach(d)));
      await shot(d, `short-ranking-${locale}-${w}x${h}`);
    }
    // A window too short for it: the pause popup scrolls, with a sign of more until its last control shows.
    await framedGame(d, 480, 240);
    await (await button(d, t.back)).click();
    const [m, atEnd] = await dialogReach(d);
    expect(m.scrolls).toBe(true);
    checkDialogReach(m, atEnd);
    await shot(d, `short-pause-scrolled-${locale}-480x240`);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('at 844×390 the end popup is whole, and Revive says it plays a video and how many are left', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    await d.manage().window().setRect({ width: 1000, height: 600 });
    const board = await framedGame(d, 844, 390);
    await toGameOver(d, board);
    const [end, endAtEnd] = await dialogReach(d);
    checkDialogReach(end, endAtEnd);
    expect(end.scrolls).toBe(false);
    await button(d, REVIVE[locale]);
    await shot(d, `short-end-${locale}-844x390`);
    expect(await readPage<string[]>(d, asScript(smallTargets)), "the end popup's targets").toEqual([]);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('a plain tab: props and Ranking say at once they live in the app, no Revive is offered; Home goes to the landing page', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    const board = await openGame(d, 7);
    await dropAt(d, board, 100);
    await (await button(d, t.bomb)).click();
    expect(await propHint(d)).toBe(IN_APP[locale].props);
    await runFor(d, 3000);
    await toGameOver(d, board);
    // No Revive to press: the popup says where revives come from.
    expect(await d.findElements(By.xpath("//button[contains(., 'Revive') or contains(., '复活')]"))).toEqual([]);
    await d.wait(
      async () => (await readPage<string>(d, 'return document.body.textContent')).includes(IN_APP[locale].revive),
      5000,
    );
    expect((await probe(d)).sent.map((m) => m.msg)).not.toContain(2);
    await tapPopup(d, t.ranking);
    const panel = () => d.findElement(By.css('[role=tabpanel]')).getText();
    await d.wait(async () => (await panel()).includes(IN_APP[locale].ranking), 5000, 'the ranking in the app');
    await runFor(d, 11_000);
    expect(await panel()).toContain(IN_APP[locale].ranking);
    await tapPopup(d, t.close);
    await tapPopup(d, t.home);
    await d.wait(until.urlIs(url('')), 10_000, 'the landing page');
    await d.wait(until.elementLocated(By.css('html[data-ready] [data-page=desktop-landing]')), 10_000);
    // A new game, not the one left; and Home from the pause popup too.
    await openGame(d, 7);
    expect((await world(d)).score).toBe(0);
    await (await button(d, t.back)).click();
    await tapPopup(d, t.home);
    await d.wait(until.urlIs(url('')), 10_000, 'the landing page from the pause popup');
  });

  it('the ranking keeps its size between tabs and while a tab loads, in the simulator answering like the app', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
    await intoFrame(d, 'game');
    await boardReady(d);
    await (await button(d, t.back)).click();
    await tapPopup(d, t.ranking);
    const panel = () => d.findElement(By.css('[role=tabpanel]')).getText();
    const boxes: DialogMeasure['box'][] = [];
    const seen = async () => boxes.push((await dialog(d))!.box);
    await seen(); // loading, or Today already there
    await d.wait(async () => (await panel()).includes('857'), 5000, "Today's list");
    await seen();
    await tapPopup(d, locale === 'en-US' ? /^Total$/ : /^总榜$/);
    await seen();
    await d.wait(async () => (await panel()).includes('4096'), 5000, "Total's list");
    await seen();
    expect(await readPage<string[]>(d, asScript(smallTargets)), "the ranking popup's targets").toEqual([]);
    for (const b of boxes)
      expect([Math.round(b.top), Math.round(b.height)]).toEqual([
        Math.round(boxes[0]!.top),
        Math.round(boxes[0]!.height),
      ]);
  });

  it('the landing page on a phone on its side offers no code to scan; on a computer, a caption as wide as its words', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    for (const [w, h] of SHORT_SCREENS) {
      await openFramed(d, '', { width: w, height: h });
      await d.wait(until.elementLocated(By.css('html[data-ready] main')), 20_000);
      expect((await readPage<LandingMeasure>(d, asScript(measureLanding))).qrShown, `${w}×${h}`).toBe(false);
    }
    for (const [w, h] of [
      [760, 800],
      [1024, 768],
      [1440, 900],
    ] as const) {
      await openFramed(d, '', { width: w, height: h });
      await d.wait(until.elementLocated(By.css('html[data-ready] main')), 20_000);
      expect((await readPage<LandingMeasure>(d, asScript(measureLanding))).qrShown, `${w}×${h}`).toBe(true);
      checkCaption(await readPage(d, asScript(measureLandingCaption)));
    }
  });

  it('every link and button on every page is at least 24 × 24 px', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    const small: string[] = [];
    for (const [w, h] of [
      [360, 640],
      [844, 390],
      [1440, 900],
    ] as const) {
      for (const path of ['', '移动官网首页', 'share?roomNo=ABC-123456', 'joinRoomTemplate?tempCode=T-42', 'code']) {
        await openFramed(d, path, { width: w, height: h });
        await d.wait(until.elementLocated(By.css('html[data-ready] #root *')), 20_000);
        small.push(...(await readPage<string[]>(d, asScript(smallTargets))).map((s) => `${w}×${h} /${path}: ${s}`));
      }
      await framedGame(d, w, h);
      await (await button(d, t.back)).click();
      await dialogReach(d);
      small.push(...(await readPage<string[]>(d, asScript(smallTargets))).map((s) => `${w}×${h} game: ${s}`));
    }
    expect(small).toEqual([]);
  });
});

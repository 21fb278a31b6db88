// Watching a game (issue #72) in WebKit, the engine of iOS WKWebView: replayData opens the viewer on the game's own
// board; a seek shows the game's own world, bit for bit as Node has it; every speed; a moment; the end card; the
// player's game exactly as it was once the viewer closes; host calls while watching apply to the player's game;
// a replay that cannot be shown; Watch on a ranking row, Play this seed and both curves. The Chromium twin:
// tests/e2e/chromium/watch.test.ts.
import { writeFileSync } from 'node:fs';
import { By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeReplay } from '../../../src/game/package';
import { duelTexts } from '../../../src/i18n/duelTexts';
import { watchTexts } from '../../../src/i18n/watchTexts';
import { watchedBotGame } from '../../../fixtures/watched';
import { readCorpus } from '../../../fixtures/corpus/corpus';
import { worldBits } from '../../game/engines/entry';
import { boardReady, button, countingDown, dropAt, hostCall, tapPopup, world } from './game';
import {
  forgetLanguage,
  openFramed,
  pageTimeUntil,
  probe,
  readPage,
  runFor,
  setLanguage,
  useWebKit,
  webkitOrigin,
} from './harness';

const { bot, replay, reference } = watchedBotGame();
const USERS = [
  { avatar: '', name: 'Ann' },
  { avatar: '', name: '小波' },
];

/** The world on the board (the page's probe), every number as its IEEE-754 bits: as worldBits has it in Node. */
const shownBits = (d: WebDriver) =>
  readPage<string>(
    d,
    `const n = new Float64Array(1); const u = new Uint32Array(n.buffer);
    return JSON.stringify(window.bigWatermelon.world(), (k, v) => {
      if (typeof v !== 'number') return v;
      n[0] = v;
      return u[1].toString(16) + ':' + u[0].toString(16);
    });`,
  );
const frameShown = (d: WebDriver) => readPage<number>(d, 'return window.bigWatermelon.world().frame');

/** The duel's result popup, once its chunk is in (over the network, in real time) and it is shown. */
async function duelResult(d: WebDriver): Promise<WebElement> {
  await pageTimeUntil(
    d,
    async () => (await d.findElements(By.css('[data-testid=duel-verdict]'))).length > 0,
    "the duel's result",
  );
  return d.findElement(By.xpath("//dialog[.//*[@data-testid='duel-verdict']]"));
}

/** The open viewer: its dialog, once its chunk is in and it has played the game through (page time meanwhile). */
async function openViewer(d: WebDriver, verified: string): Promise<WebElement> {
  await pageTimeUntil(
    d,
    async () => {
      const status = await d.findElements(By.css('[data-testid=watch-status]'));
      return status.length > 0 && (await status[0]!.getText()) === verified;
    },
    `the viewer saying "${verified}"`,
  );
  // Over another popup (the ranking) there are two: the viewer's holds the status.
  for (const dialog of await d.findElements(By.css('dialog[open]')))
    if ((await dialog.findElements(By.css('[data-testid=watch-status]'))).length) return dialog;
  throw new Error('no viewer');
}

/**
 * A button of the viewer by its accessible name (its aria-label, else its text), found in one page script so the
 * viewer's renders cannot leave the driver a detached one.
 */
async function control(viewer: WebElement, name: string): Promise<WebElement> {
  const b = await readPage<WebElement | null>(
    viewer.getDriver(),
    `return [...arguments[0].querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === arguments[1]) ?? null`,
    viewer,
    name,
  );
  if (!b) throw new Error(`no control named ${name}`);
  return b;
}

describe.each(['en-US', 'zh-CN'] as const)('watching a game in WebKit (%s)', (locale) => {
  const webkit = useWebKit();
  forgetLanguage(webkit);
  const t = locale === 'zh-CN' ? watchTexts.zh.watch : watchTexts.en.watch;

  it('replayData opens the viewer; seeks show the game’s own world; speeds, a moment, the end; close', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1', { width: 390, height: 844 });
    const board = await boardReady(d);
    for (const x of [60, 200, 300]) await dropAt(d, board, x);
    const before = await shownBits(d);
    await hostCall(d, 'replayData', { replay: bot.replay, users: USERS, scoreNum: bot.world.score });
    const viewer = await openViewer(d, t.verified);
    // The title as it is read (its names are laid out apart for the eye, each cut by its width: issue #85).
    const title = await readPage<string>(
      d,
      "const h = arguments[0].querySelector('h2'); return (h.querySelector('.visually-hidden') ?? h).textContent",
      viewer,
    );
    expect(title).toBe(t.title.replace('{{names}}', 'Ann & 小波'));
    await (await control(viewer, t.pause)).click();
    const slider = await viewer.findElement(By.css('[role=slider]'));
    expect(await slider.getAttribute('aria-label')).toBe(t.time);
    await slider.sendKeys(Key.HOME, Key.PAGE_UP, Key.ARROW_RIGHT);
    const want = reference.positionAt(35 * 60).world;
    expect(await shownBits(d)).toBe(worldBits(want));
    expect(await slider.getAttribute('aria-valuenow')).toBe('35');
    expect(await viewer.findElement(By.css('[data-testid=watch-score]')).getText()).toBe(String(want.score));
    // Every speed: a second of page time plays that many seconds of game, each frame the game's own.
    for (const [name, speed] of [
      ['16×', 16],
      ['0.5×', 0.5],
      ['4×', 4],
      ['1×', 1],
      ['2×', 2],
      ['8×', 8],
    ] as const) {
      await slider.sendKeys(Key.HOME);
      await (await control(viewer, name)).click();
      expect(await (await control(viewer, name)).getAttribute('aria-pressed')).toBe('true');
      await (await control(viewer, t.play)).click();
      await runFor(d, 1000);
      await (await control(viewer, t.pause)).click();
      const frame = await frameShown(d);
      expect(frame / 60, `${name}: seconds of game in a second`).toBeCloseTo(speed, 0);
      expect(await shownBits(d)).toBe(worldBits(reference.positionAt(frame).world));
    }
    await slider.sendKeys(Key.HOME);
    await (await control(viewer, t.next)).click();
    const first = reference.moments()[0]!;
    expect(await shownBits(d)).toBe(worldBits(reference.positionAt(first.frame - 60).world));
    expect(await viewer.findElement(By.css('[data-testid=watch-status]')).getText()).toContain(t.moments[first.kind]);
    await slider.sendKeys(Key.END);
    await runFor(d, 100);
    expect(await viewer.findElement(By.css('[data-testid=watch-reported]')).getText()).toContain(
      t.matches.replace('{{score}}', String(bot.world.score)),
    );
    await d.switchTo().defaultContent();
    writeFileSync(`test-results/watch-webkit-${locale}-390x844.png`, await d.takeScreenshot(), 'base64');
    await d.switchTo().frame(await d.findElement(By.id('page')));
    await (await control(await d.findElement(By.css('dialog[open]')), t.close)).click();
    expect(await d.findElements(By.css('dialog[open]'))).toHaveLength(0);
    expect(await shownBits(d)).toBe(before);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('a replay that cannot be shown is said in words, with one console error naming why', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1', { width: 390, height: 844 });
    await boardReady(d);
    const forged = encodeReplay({ ...replay, seed: replay.seed + 1 });
    let errors = 0;
    for (const [text, words] of [
      ['4.garbage', t.unreadable],
      [bot.replay.replace(/^\d+/, '9'), t.newerRules],
      [forged, t.notVerified],
    ] as const) {
      await hostCall(d, 'replayData', { replay: text });
      // The viewer's chunk comes over the network (real time), and React shows it after page time.
      await pageTimeUntil(
        d,
        async () => (await d.findElements(By.css('dialog[open] [role=alert]'))).length > 0,
        'the viewer saying why',
      );
      // The viewer's dialog: the player's own game may be on its pause popup below it (a game the test before kept).
      const viewer = await d.findElement(By.xpath("//dialog[@open][.//*[@role='alert']]"));
      expect(await viewer.findElement(By.css('[role=alert]')).getText()).toBe(words);
      const logged = (await probe(d)).errors;
      expect(logged).toHaveLength(++errors);
      expect(logged.at(-1)).toMatch(/^replay not shown: /);
      await (await control(viewer, t.close)).click();
    }
    expect(await readPage<number>(d, 'return window.bigWatermelon.world().seed')).toBe(7);
  });
});

describe('host calls while watching, in WebKit', () => {
  const webkit = useWebKit();

  it('propsData, initData with another seed and rankingData apply to the player’s game, never the watched one', async () => {
    const d = webkit();
    await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1', { width: 390, height: 844 });
    const board = await boardReady(d);
    for (const x of [60, 200, 300]) await dropAt(d, board, x);
    await hostCall(d, 'replayData', { replay: bot.replay, users: USERS });
    const t = watchTexts.en.watch;
    const viewer = await openViewer(d, t.verified);
    await (await control(viewer, t.pause)).click();
    const watched = await shownBits(d);
    // A grant with a bomb, the layout with another seed, a ranking nobody asked for.
    await hostCall(d, 'propsData', {
      propertyList: [
        { prop: 1, quantity: 2, status: 1 },
        { prop: 2, quantity: 0, status: 1 },
      ],
      nextType: 'bomb',
    });
    await hostCall(d, 'initData', { type: 1, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, gameSeed: 99 });
    await hostCall(d, 'rankingData', { user: { rank: 1, users: USERS, scoreNum: 1, type: 2 }, ranks: [] });
    await runFor(d, 500);
    expect(await shownBits(d)).toBe(watched);
    await (await control(viewer, t.close)).click();
    // The player's game took the bomb and the counts; it had drops, so the host's seed waits for the next game.
    const mine = await readPage<{ kind: string; seed: number }>(
      d,
      'const w = window.bigWatermelon.world(); return { kind: w.current.kind, seed: w.seed }',
    );
    expect(mine).toEqual({ kind: 'bomb', seed: 7 });
    expect(await (await button(d, /^Bomb/)).getText()).toContain('2');
    expect((await probe(d)).errors).toEqual([]);
  });
});

describe('from the ranking to the same seed, in WebKit', () => {
  const webkit = useWebKit();

  it('Watch on a ranking row, Play this seed: a ghost duel, its result’s two curves', async () => {
    const d = webkit();
    const t = watchTexts.en.watch;
    await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1', { width: 390, height: 844 });
    const board = await boardReady(d);
    for (const x of [60, 200]) await dropAt(d, board, x);
    await (await button(d, /^Back$/)).click();
    await tapPopup(d, /^Ranking$/);
    const row = { rank: 1, users: USERS, scoreNum: bot.world.score, replay: bot.replay };
    await hostCall(d, 'rankingData', { user: { ...row, rank: 3, type: 2 }, ranks: [row] });
    await tapPopup(d, /^Watch Ann & 小波’s game$/);
    const viewer = await openViewer(d, t.verified);
    await (await control(viewer, t.playSeed)).click();
    await countingDown(d);
    expect(await d.findElements(By.css('dialog[open]'))).toHaveLength(0); // the ranking closed with it
    expect(await readPage<number>(d, 'return window.bigWatermelon.world().seed')).toBe(replay.seed);
    // A ghost duel against the watched game: its countdown, then the player's game to its end.
    await runFor(d, 3100);
    // Focus moving through the popups scrolled the host page (taller than the window here): the board in view.
    await d.executeScript('window.parent.scrollTo(0, 0)');
    for (let i = 0; i < 80 && (await world(d)).phase !== 'ended'; i++) await dropAt(d, board, 40);
    // The result is a chunk of its own: over the network (real time), shown in page time.
    await runFor(d, 3500);
    const result = await duelResult(d);
    expect(await result.findElements(By.css('polyline'))).toHaveLength(2);
    await d.switchTo().defaultContent();
    writeFileSync('test-results/watch-webkit-ghost-en-US.png', await d.takeScreenshot(), 'base64');
    await d.switchTo().frame(await d.findElement(By.id('page')));
    const mine = (await world(d)).score;
    const shown = (id: string) => result.findElement(By.css(`[data-testid=${id}]`)).getText();
    expect([await shown('duel-mine'), await shown('duel-theirs')]).toEqual([String(mine), String(bot.world.score)]);
    expect(await shown('duel-verdict')).toMatch(/^(Ann & 小波 won by|You won by) \d+$|^A draw$/);
    expect((await probe(d)).errors).toEqual([]);
  });
});

describe('a game still being checked, in WebKit (issue #85)', () => {
  const webkit = useWebKit();
  const long = readCorpus('v4').reduce((a, b) => (b.frames > a.frames ? b : a));
  const max = Math.floor(long.frames / 60);
  const t = watchTexts.en.watch;
  // This worker's probe serves the watch worker as slow as a slow phone's (tests/e2e/shared/slowWorker.ts).
  const slow = (ms: number) => fetch(`${webkitOrigin()}/__webkit/slowWorker?ms=${ms}`);
  beforeAll(() => slow(150));
  afterAll(() => slow(0));

  /** The viewer on the corpus's 30-minute game, still checking it (a 390 × 700 phone: all of it in the window). */
  async function slowViewer(d: WebDriver): Promise<WebElement> {
    await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1');
    await boardReady(d);
    await hostCall(d, 'replayData', { replay: long.replay, users: USERS });
    await pageTimeUntil(
      d,
      async () => (await d.findElements(By.css('[data-testid=watch-status]'))).length > 0,
      'the viewer',
    );
    expect(await d.findElement(By.css('[data-testid=watch-status]')).getAttribute('data-check')).toBe('checking');
    return d.findElement(By.css('dialog[open]'));
  }

  it('a seek past what is checked shows as far as is checked, says so, then lands where it was asked', async () => {
    const d = webkit();
    const viewer = await slowViewer(d);
    const slider = await viewer.findElement(By.css('[role=slider]'));
    await slider.sendKeys(Key.END);
    await runFor(d, 50);
    const [before, after] = t.checkedTo.split('{{at}}');
    expect(await d.findElement(By.css('[data-testid=watch-status]')).getText()).toMatch(
      new RegExp(`^${before}\\d+:\\d\\d${after}$`),
    );
    const valueNow = () =>
      readPage<string>(d, "return document.querySelector('[role=slider]').getAttribute('aria-valuenow')");
    expect(Number(await valueNow())).toBeLessThan(max);
    await pageTimeUntil(d, async () => (await valueNow()) === String(max), 'the end');
    expect(await frameShown(d)).toBe(long.frames);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('Play this seed while the check goes on: the duel’s result has their whole game’s score, never a part of it', async () => {
    const d = webkit();
    const viewer = await slowViewer(d);
    await (await control(viewer, t.playSeed)).click();
    await countingDown(d);
    expect(await readPage<number>(d, 'return window.bigWatermelon.world().seed')).toBe(long.seed);
    const board = await boardReady(d);
    await runFor(d, 3100); // the ghost duel's countdown
    for (let i = 0; i < 80 && (await world(d)).phase !== 'ended'; i++) await dropAt(d, board, 40);
    await runFor(d, 3500);
    const result = await duelResult(d);
    // Their score is the whole game's once it is checked, and nothing before: never a part of it.
    const seen = new Set<string>();
    await pageTimeUntil(
      d,
      async () => {
        const theirs = await readPage<string>(
          d,
          "return document.querySelector('[data-testid=duel-theirs]').textContent",
        );
        seen.add(theirs);
        return theirs !== '…';
      },
      'their game checked',
    );
    expect([...seen].filter((s) => s !== '…')).toEqual([String(long.score)]);
    const diff = (await world(d)).score - long.score;
    const v = duelTexts.en.duel;
    expect(await result.findElement(By.css('[data-testid=duel-verdict]')).getText()).toBe(
      diff === 0
        ? v.draw
        : (diff > 0 ? v.youWon : v.theyWon).replace('{{n}}', String(Math.abs(diff))).replace('{{name}}', 'Ann & 小波'),
    );
    expect((await probe(d)).errors).toEqual([]);
  });
});

// Watching a game (issue #72), in Chromium: replayData and a ranking row's Watch open the viewer on the game's own
// board; a seek shows the game's own world at that time, bit for bit; every speed; moments; the end card; the
// player's game stands still and comes back exactly (a reload while watching brings back the player's, never the
// watched one); a replay that cannot be shown; Play this seed and both games' curves. Screenshots to look at.
import { mkdirSync } from 'node:fs';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeReplay, type World } from '../../../src/game/package';
import { duelTexts } from '../../../src/i18n/duelTexts';
import { watchTexts } from '../../../src/i18n/watchTexts';
import { clockTime } from '../../../src/play/view/watch/Viewer';
import { watchedBotGame } from '../../../fixtures/watched';
import { readCorpus } from '../../../fixtures/corpus/corpus';
import { slowWorkerPrefix, WATCH_WORKER } from '../shared/slowWorker';
import { worldBits } from '../../game/engines/entry';
import { dropAt, freezeTime, openGame, world } from './gameProbe';
import { LOCALES, openPage, pageTimeUntil, saveShot, url, useBrowser, type Locale } from './harness';

const SHOTS = 'test-results/screenshots';
const ANN = { avatar: '', name: 'Ann' };
const BO = { avatar: '', name: '小波' };
const { bot, replay, reference } = watchedBotGame();
const texts = (locale: Locale) => (locale === 'zh-CN' ? watchTexts.zh.watch : watchTexts.en.watch);

/** The world on the board (the page's probe), every number as its IEEE-754 bits: as worldBits has it in Node. */
const shownBits = (f: Page | Frame) =>
  f.evaluate(() => {
    const w = (window as unknown as { bigWatermelon: { world(): unknown } }).bigWatermelon.world();
    const n = new Float64Array(1);
    const u = new Uint32Array(n.buffer);
    return JSON.stringify(w, (_k, v: unknown) => {
      if (typeof v !== 'number') return v;
      n[0] = v;
      return `${u[1]!.toString(16)}:${u[0]!.toString(16)}`;
    });
  });

const frameShown = (f: Page | Frame) =>
  f.evaluate(() => (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon.world().frame);

/** The game at seed 7 with three pieces dropped, then replayData: the viewer, its play-through done. */
async function watching(locale: Locale, viewport = { width: 390, height: 844 }) {
  const env = await openGame(browser(), { locale, viewport });
  for (const x of [60, 200, 300]) await dropAt(env.page, env.page, x);
  const before = await shownBits(env.page);
  await env.page.evaluate((game) => (window as unknown as { replayData(p: unknown): void }).replayData(game), {
    replay: bot.replay,
    users: [ANN, BO],
    scoreNum: bot.world.score,
  });
  // Page time for the viewer's chunk to render, and its play-through.
  await env.page.clock.runFor(500);
  const viewer = env.page.getByRole('dialog', { name: texts(locale).title.replace('{{names}}', 'Ann & 小波') });
  await viewer.waitFor();
  await playedThrough(env.page, viewer, locale);
  return { ...env, viewer, before };
}

/** Page time until the viewer has played the whole game through (its check: a few ms of each frame). */
async function playedThrough(page: Page, viewer: Locator, locale: Locale = 'en-US') {
  const status = viewer.getByTestId('watch-status');
  await pageTimeUntil(page, async () => (await status.textContent()) === texts(locale).verified, 'the viewer verified');
}

mkdirSync(SHOTS, { recursive: true });
let browser: () => Browser;

describe('watching a game (Chromium)', () => {
  browser = useBrowser();

  for (const locale of LOCALES) {
    it(`${locale}: replayData opens the viewer; seeks show the game's own world; speeds, moments, the end; close`, async () => {
      const t = texts(locale);
      const { context, page, viewer, before, errors } = await watching(locale);
      await saveShot(page, `${SHOTS}/watch-playing-${locale}-390x844.png`);
      await viewer.getByRole('button', { name: t.pause, exact: true }).click();
      const slider = viewer.getByRole('slider', { name: t.time });
      expect(await slider.getAttribute('aria-valuemax')).toBe(String(Math.floor(replay.frames / 60)));
      await slider.press('Home');
      await slider.press('PageUp');
      await slider.press('ArrowRight');
      // 30 s and 5 s on: the game's own world at 35 s, and its score in the slider's words.
      const at = 35 * 60;
      const want = reference.positionAt(at).world;
      expect(await shownBits(page)).toBe(worldBits(want));
      expect(await slider.getAttribute('aria-valuenow')).toBe('35');
      expect(await slider.getAttribute('aria-valuetext')).toBe(
        t.timeText
          .replace('{{at}}', '0:35')
          .replace('{{length}}', clockTime(Math.floor(replay.frames / 60)))
          .replace('{{score}}', String(want.score)),
      );
      expect(await viewer.getByTestId('watch-score').textContent()).toBe(String(want.score));
      // Every speed: the one in force is pressed, and a second of page time plays that many seconds of game.
      const speeds = viewer.getByRole('group', { name: t.speed });
      for (const [name, speed] of [
        ['16×', 16],
        ['0.5×', 0.5],
        ['8×', 8],
        ['2×', 2],
        ['4×', 4],
        ['1×', 1],
      ] as const) {
        await slider.press('Home');
        await speeds.getByRole('button', { name, exact: true }).click();
        expect(await speeds.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
        await viewer.getByRole('button', { name: t.play, exact: true }).click();
        await page.clock.runFor(1000);
        await viewer.getByRole('button', { name: t.pause, exact: true }).click();
        const frame = await frameShown(page);
        expect(frame / 60, `${name}: seconds of game in a second`).toBeCloseTo(speed, 0);
        expect(await shownBits(page)).toBe(worldBits(reference.positionAt(frame).world));
      }
      // The next moment lands a second before it, and says what it is.
      await slider.press('Home');
      await viewer.getByRole('button', { name: t.next }).click();
      const first = reference.moments()[0]!;
      expect(await shownBits(page)).toBe(worldBits(reference.positionAt(first.frame - 60).world));
      expect(await viewer.getByTestId('watch-status').textContent()).toContain(t.moments[first.kind]);
      await saveShot(page, `${SHOTS}/watch-moment-${locale}-390x844.png`);
      // The end: the final score, the same as the host's.
      await slider.press('End');
      await page.clock.runFor(100);
      expect(await viewer.getByTestId('watch-end').textContent()).toContain(String(bot.world.score));
      expect(await viewer.getByTestId('watch-reported').textContent()).toContain(
        t.matches.replace('{{score}}', String(bot.world.score)),
      );
      await saveShot(page, `${SHOTS}/watch-end-${locale}-390x844.png`);
      await viewer.getByRole('button', { name: t.close, exact: true }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await shownBits(page)).toBe(before);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.each([
    [844, 390],
    [1280, 800],
  ])('at %i×%i the viewer fits: board, slider and every control on screen', async (width, height) => {
    for (const locale of LOCALES) {
      const { context, page, viewer } = await watching(locale, { width, height });
      for (const role of ['slider', 'group'] as const)
        expect(await viewer.getByRole(role).first().isVisible()).toBe(true);
      const boxes = await viewer.getByRole('button').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { bottom: r.bottom, right: r.right, name: e.getAttribute('aria-label') ?? e.textContent };
        }),
      );
      for (const b of boxes) {
        expect(b.bottom, `${b.name} on screen`).toBeLessThanOrEqual(height);
        expect(b.right, `${b.name} on screen`).toBeLessThanOrEqual(width);
      }
      // Nothing to scroll to: the box is the window's size, its content within it.
      expect(await viewer.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
      await saveShot(page, `${SHOTS}/watch-${locale}-${width}x${height}.png`);
      await context.close();
    }
  });

  it('host calls while watching apply to the player’s game, never to the watched one', async () => {
    const { context, page, viewer, errors } = await watching('en-US');
    await viewer.getByRole('button', { name: 'Pause', exact: true }).click();
    const watched = await shownBits(page);
    const call = (name: string, payload: unknown) =>
      page.evaluate(
        ([n, p]) => (window as unknown as Record<string, (x: unknown) => void>)[n as string]!(p),
        [name, payload],
      );
    // A grant with a bomb, the layout with another seed, a ranking nobody asked for.
    await call('propsData', {
      propertyList: [
        { prop: 1, quantity: 2, status: 1 },
        { prop: 2, quantity: 0, status: 1 },
      ],
      nextType: 'bomb',
    });
    await call('initData', { type: 1, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, gameSeed: 99 });
    await call('rankingData', { user: { rank: 1, users: [ANN, BO], scoreNum: 1, type: 2 }, ranks: [] });
    await page.clock.runFor(500);
    expect(await shownBits(page)).toBe(watched);
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    // The player's game took the bomb and the counts; it had drops, so the host's seed waits for the next game.
    const mine = JSON.parse(await shownBits(page)) as { current: { kind: string }; seed: string };
    expect(mine.current.kind).toBe('bomb');
    expect(JSON.parse(worldBits({ seed: 7 } as unknown as World)).seed).toBe(mine.seed);
    expect(await page.getByRole('button', { name: /^Bomb/ }).textContent()).toContain('2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reload while watching brings back the player’s game, not the watched one', async () => {
    const { context, page, before } = await watching('en-US');
    await page.clock.runFor(1500); // past the kept game's first save
    await page.reload();
    await page.getByTestId('board').waitFor();
    await page.getByRole('dialog', { name: 'Paused' }).waitFor();
    const back = JSON.parse(await shownBits(page)) as { seed: string; nextId: string };
    const was = JSON.parse(before) as { seed: string; nextId: string };
    expect([back.seed, back.nextId]).toEqual([was.seed, was.nextId]);
    expect(await page.getByRole('dialog', { name: /^Watching/ }).count()).toBe(0);
    await context.close();
  });

  it('a replay that cannot be shown is said in words, with one console error naming why', async () => {
    const { context, page } = await openGame(browser(), { viewport: { width: 390, height: 844 } });
    const forged = encodeReplay({ ...replay, seed: replay.seed + 1 });
    for (const [text, words] of [
      ['4.garbage', watchTexts.en.watch.unreadable],
      [bot.replay.replace(/^\d+/, '9'), watchTexts.en.watch.newerRules],
      [forged, watchTexts.en.watch.notVerified],
    ]) {
      const errors: string[] = [];
      const onConsole = (m: { type(): string; text(): string }) => void (m.type() === 'error' && errors.push(m.text()));
      page.on('console', onConsole);
      await page.evaluate(
        (r) => (window as unknown as { replayData(p: unknown): void }).replayData({ replay: r }),
        text,
      );
      const viewer = page.getByRole('dialog', { name: 'Watching a game' });
      // Its chunk, then its check (in a worker, in real time): page time until it says so.
      await pageTimeUntil(page, async () => (await viewer.getByRole('alert').count()) > 0, 'the viewer saying why');
      expect(await viewer.getByRole('alert').textContent()).toBe(words);
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]).toMatch(/^replay not shown: /);
      page.off('console', onConsole);
      await viewer.getByRole('button', { name: 'Close' }).click();
    }
    expect(
      await page.evaluate(
        () => (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon.world().seed,
      ),
    ).toBe(7);
    await context.close();
  });
});

describe('a viewer whose code cannot load', () => {
  const own = useBrowser();
  it('offline with no worker to hold it: the dialog says so with Reload; Escape goes back to the game as it was', async () => {
    const { context, page, errors } = await openGame(own(), { viewport: { width: 390, height: 844 } });
    for (const x of [60, 200]) await dropAt(page, page, x);
    const before = await shownBits(page);
    await page.route(/\/assets\/Viewer-[^/]*\.js$/, (r) => r.abort('internetdisconnected'));
    await page.evaluate(
      (replay) => (window as unknown as { replayData(p: unknown): void }).replayData({ replay }),
      bot.replay,
    );
    const opening = page.getByRole('dialog', { name: 'Opening the game…' });
    await pageTimeUntil(page, async () => (await opening.getByRole('alert').count()) > 0, 'the dialog saying why');
    expect(await opening.getByRole('alert').getByRole('button', { name: 'Reload' }).count()).toBe(1);
    await page.clock.runFor(600);
    expect(await shownBits(page)).toBe(before); // the player's game stood still all along
    await page.keyboard.press('Escape');
    await page.clock.runFor(100);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(JSON.parse(await shownBits(page))).toMatchObject({ seed: JSON.parse(before).seed });
    // The browser's own line for the refused request, and nothing else: nothing thrown, no rejection unhandled.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });
});

describe('watching from the ranking, then the same seed (host simulator, answering like the app)', () => {
  const ownBrowser = useBrowser();
  it('Watch on the player’s own row, Play this seed: a ghost duel, its result’s two curves', async () => {
    const env = await openPage(ownBrowser(), { viewport: { width: 1000, height: 900 } });
    const { page, context } = env;
    await page.clock.install();
    await page.goto(url('host-simulator.html?seed=7'));
    const game = page.frame({ url: /BigWatermelon/ })!;
    await game.locator('[data-testid=board]').waitFor();
    await freezeTime(page);
    for (const x of [60, 300, 180, 120]) await dropAt(page, game, x);
    await game.getByRole('button', { name: 'Back' }).click();
    await page.clock.runFor(600);
    await game.getByRole('button', { name: 'Ranking' }).click();
    await game
      .getByRole('button', { name: /^Watch .* game$/ })
      .first()
      .waitFor();
    await page.clock.runFor(600); // a tap counts from 500 ms after the popup opened
    // The app's answer carries the player's best reported game on their rows.
    await game
      .getByTestId('my-rank')
      .getByRole('button', { name: /^Watch/ })
      .click();
    await page.clock.runFor(500);
    const viewer = game.getByRole('dialog', { name: /^Watching .*’s game$/ });
    await viewer.waitFor();
    await playedThrough(page, viewer);
    const sentBefore = await page.evaluate(() => (window as unknown as { hostLog: unknown[] }).hostLog.length);
    await viewer.getByRole('button', { name: 'Play this seed' }).click();
    expect(await game.getByRole('dialog').count()).toBe(0);
    // A ghost duel against the watched game: its board counts down beside the player's.
    await game.getByTestId('duel-countdown').waitFor();
    await game.getByTestId('partner-board').waitFor();
    // Its score was already reported (Back): nothing is reported twice, no 10, and a ghost sends no moves.
    const sent = await page.evaluate(
      (n) => (window as unknown as { hostLog: { msg: number }[] }).hostLog.slice(n),
      sentBefore,
    );
    expect(sent.map((m) => m.msg).filter((m) => m !== 11 && m !== 12)).toEqual([]);
    await page.clock.runFor(3100);
    for (let i = 0; i < 80 && (await world(game)).phase !== 'ended'; i++) await dropAt(page, game, 40);
    await page.clock.runFor(3500);
    const result = game.getByRole('dialog', { name: 'The duel' });
    await result.waitFor();
    expect(await result.locator('polyline').count()).toBe(2);
    const mine = (await world(game)).score;
    expect(await result.getByTestId('duel-mine').textContent()).toBe(String(mine));
    await saveShot(page, `${SHOTS}/watch-ghost-result-en-US.png`);
    expect(env.errors).toEqual([]);
    await context.close();
  });
});

describe('a game still being checked (issue #85)', () => {
  const own = useBrowser();
  const long = readCorpus('v4').reduce((a, b) => (b.frames > a.frames ? b : a));
  const max = Math.floor(long.frames / 60);

  /** The viewer on the corpus's 30-minute game, its check in a worker as slow as a slow phone's. */
  async function slowViewer(locale: Locale) {
    const env = await openGame(own(), { locale, viewport: { width: 390, height: 844 } });
    await env.page.route(WATCH_WORKER, async (route) => {
      const r = await route.fetch();
      await route.fulfill({ response: r, body: slowWorkerPrefix(150) + (await r.text()) });
    });
    await env.page.evaluate((game) => (window as unknown as { replayData(p: unknown): void }).replayData(game), {
      replay: long.replay,
      users: [ANN, BO],
    });
    await env.page.clock.runFor(500);
    const viewer = env.page.getByRole('dialog');
    await viewer.getByTestId('watch-status').waitFor();
    expect(await viewer.getByTestId('watch-status').getAttribute('data-check')).toBe('checking');
    return { ...env, viewer };
  }

  for (const locale of LOCALES)
    it(`${locale}: a seek past what is checked shows as far as is checked, says so, then lands where it was asked`, async () => {
      const t = texts(locale);
      const { context, page, viewer, errors } = await slowViewer(locale);
      const slider = viewer.getByRole('slider', { name: t.time });
      await slider.press('End');
      await page.clock.runFor(50);
      const [before, after] = t.checkedTo.split('{{at}}');
      expect(await viewer.getByTestId('watch-status').textContent()).toMatch(
        new RegExp(`^${before}\\d+:\\d\\d${after}$`),
      );
      expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(max);
      await saveShot(page, `${SHOTS}/watch-seek-checking-${locale}.png`);
      // As the check goes on, the board goes with it, and it lands on the end the player asked for.
      await pageTimeUntil(page, async () => (await slider.getAttribute('aria-valuenow')) === String(max), 'the end');
      expect(await frameShown(page)).toBe(long.frames);
      expect(await viewer.getByTestId('watch-status').textContent()).toBe(t.verified);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('Play this seed while the check goes on: the duel’s result has their whole game’s score, never a part of it', async () => {
    const { context, page, viewer, errors } = await slowViewer('en-US');
    await viewer.getByRole('button', { name: 'Play this seed', exact: true }).click();
    await page.getByTestId('duel-countdown').waitFor(); // the duel's code, over the network
    expect(
      (await page.evaluate(() => (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon.world()))
        .seed,
    ).toBe(long.seed);
    await page.clock.runFor(3100); // the ghost duel's countdown
    for (let i = 0; i < 80 && (await world(page)).phase !== 'ended'; i++) await dropAt(page, page, 40);
    await page.clock.runFor(3500);
    const result = page.getByRole('dialog', { name: 'The duel' });
    await result.waitFor();
    // Their score is the whole game's once it is checked, and nothing before: never a part of it.
    const seen = new Set<string>();
    await pageTimeUntil(
      page,
      async () => {
        const theirs = (await result.getByTestId('duel-theirs').textContent()) ?? '';
        seen.add(theirs);
        return theirs !== '…';
      },
      'their game checked',
    );
    expect([...seen].filter((s) => s !== '…')).toEqual([String(long.score)]);
    const diff = (await world(page)).score - long.score;
    const d = duelTexts.en.duel;
    expect(await result.getByTestId('duel-verdict').textContent()).toBe(
      diff === 0
        ? d.draw
        : (diff > 0 ? d.youWon : d.theyWon).replace('{{n}}', String(Math.abs(diff))).replace('{{name}}', 'Ann & 小波'),
    );
    await saveShot(page, `${SHOTS}/watch-ghost-checked-en-US.png`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

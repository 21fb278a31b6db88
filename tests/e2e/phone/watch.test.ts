// Watching a game (issue #72), in Chromium and in WebKit: replayData and a ranking row's Watch open the viewer on
// the game's own board; a seek shows the game's own world at that time, bit for bit as Node has it; every speed;
// a moment; the end card; the viewer fits the window; the player's game stands still and comes back exactly (the
// page opened again while watching brings back the player's, never the watched one); host calls while watching
// apply to the player's game; a replay that cannot be shown; Play this seed and both games' curves; a game still
// being checked (issue #85). A viewer whose code cannot load is Chromium's (chromium/viewerLoad.test.ts).
import { describe, expect, it } from 'vitest';
import type { Language, Phone } from '../../../drivers/phone/phone';
import { readCorpus } from '../../../fixtures/corpus/corpus';
import { watchedBotGame } from '../../../fixtures/watched';
import { encodeReplay } from '../../../src/game/package';
import { duelTexts } from '../../../src/i18n/duelTexts';
import { watchTexts } from '../../../src/i18n/watchTexts';
import { clockTime } from '../../../src/play/view/watch/Viewer';
import { worldBits } from '../../game/engines/entry';
import { countingDown, dropAt, hostCall, openGame, tapPopup, world, worldsShown } from './game';
import { engine, usePhone } from './harness';

const { bot, replay, reference } = watchedBotGame();
const USERS = [
  { avatar: '', name: 'Ann' },
  { avatar: '', name: '小波' },
];
const LANGUAGES = ['en-US', 'zh-CN'] as const;
const texts = (lang: Language) => (lang === 'zh-CN' ? watchTexts.zh.watch : watchTexts.en.watch);

/** A button's accessible name, exactly. */
const exactly = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A screenshot to look at: `test-results/screenshots/<engine>-watch-<name>.png`. */
const shot = (p: Phone, name: string) => p.shot(`test-results/screenshots/${engine()}-watch-${name}.png`);

/** The world on the board (the page's probe), every number as its IEEE-754 bits, as worldBits has it in Node. */
const shownBits = async (p: Phone) => (await p.run(worldsShown)).mine;
const frameShown = (p: Phone) =>
  p.run(() => (window as unknown as { bigWatermelon: { world(): { frame: number } } }).bigWatermelon.world().frame);
const seedShown = (p: Phone) =>
  p.run(() => (window as unknown as { bigWatermelon: { world(): { seed: number } } }).bigWatermelon.world().seed);

/** Page-side: the viewer as a person reads it (the open dialog holding its status), or null with none open. */
function viewerShown() {
  const d = [...document.querySelectorAll('dialog[open]')].find((x) => x.querySelector('[data-testid=watch-status]'));
  if (!d) return null;
  const text = (id: string) => d.querySelector(`[data-testid=${id}]`)?.textContent ?? null;
  const slider = d.querySelector('[role=slider]');
  const h = d.querySelector('h2');
  return {
    title: h ? (h.querySelector('.visually-hidden') ?? h).textContent : null,
    status: text('watch-status'),
    check: d.querySelector('[data-testid=watch-status]')!.getAttribute('data-check'),
    score: text('watch-score'),
    end: text('watch-end'),
    reported: text('watch-reported'),
    slider: {
      label: slider?.getAttribute('aria-label') ?? null,
      now: slider?.getAttribute('aria-valuenow') ?? null,
      max: slider?.getAttribute('aria-valuemax') ?? null,
      text: slider?.getAttribute('aria-valuetext') ?? null,
    },
    /** The pressed speed's name. */
    pressed: [...d.querySelectorAll('[aria-pressed=true]')].map((b) => b.getAttribute('aria-label') ?? b.textContent),
  };
}
const viewer = async (p: Phone) => {
  const v = await p.run(viewerShown);
  if (!v) throw new Error('no viewer open');
  return v;
};
const dialogsOpen = (p: Phone) => p.run(() => document.querySelectorAll('dialog[open]').length);

/** Presses a key on the viewer's slider, as a keyboard would: the slider takes the focus first. */
async function slide(p: Phone, key: 'Home' | 'End' | 'PageUp' | 'ArrowRight'): Promise<void> {
  await p.run(() => (document.querySelector('dialog[open] [role=slider]') as HTMLElement).focus());
  await p.press(key);
}

/** Page time until the viewer has played the game through (its check: a few ms of each frame, in a worker). */
const playedThrough = (p: Phone, lang: Language = 'en-US') =>
  p.pageTimeUntil(async () => (await p.run(viewerShown))?.status === texts(lang).verified, 'the viewer verified');

/** The game at seed 7 with three pieces dropped, then replayData: the viewer, played through; the world before. */
async function watching(p: Phone, lang: Language, width = 390, height = 844): Promise<string> {
  await openGame(p, 7, { lang, width, height });
  // The frame's parent is the game's host: it gives the game the whole window, as the app does.
  await hostCall(p, 'initData', { type: 1, statusBarHeight: 0, statuswidth: width, statusHeight: height + 110 });
  for (const x of [60, 200, 300]) await dropAt(p, x);
  const before = await shownBits(p);
  await hostCall(p, 'replayData', { replay: bot.replay, users: USERS, scoreNum: bot.world.score });
  await playedThrough(p, lang);
  return before;
}

/** Drops at x = 40 until the game is over, then the end's countdown and the duel's result (its own chunk). */
async function duelToItsResult(p: Phone): Promise<void> {
  let w = await world(p);
  for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(p, 40);
  await p.runFor(3500);
  await p.pageTimeUntil(() => p.run(() => !!document.querySelector('[data-testid=duel-verdict]')), 'the result');
}

/** Page-side: the duel's result as shown: both scores, the verdict, and its curves. */
const resultShown = () => {
  const text = (id: string) => document.querySelector(`[data-testid=${id}]`)?.textContent ?? null;
  const d = document.querySelector('[data-testid=duel-verdict]')!.closest('dialog')!;
  return {
    mine: text('duel-mine'),
    theirs: text('duel-theirs'),
    verdict: text('duel-verdict'),
    curves: d.querySelectorAll('polyline').length,
  };
};

describe.each(LANGUAGES)('watching a game, in %s', (lang) => {
  const phone = usePhone();
  const t = texts(lang);

  it('replayData opens the viewer; seeks show the game’s own world; every speed, a moment, the end; close', async () => {
    const p = phone();
    const before = await watching(p, lang);
    // The title as it is read (its names are laid out apart for the eye, each cut by its width: issue #85).
    expect((await viewer(p)).title).toBe(t.title.replace('{{names}}', 'Ann & 小波'));
    await shot(p, `playing-${lang}-390x844`);
    await p.tap(exactly(t.pause));
    expect((await viewer(p)).slider).toMatchObject({ label: t.time, max: String(Math.floor(replay.frames / 60)) });
    for (const key of ['Home', 'PageUp', 'ArrowRight'] as const) await slide(p, key);
    // 30 s and 5 s on: the game's own world at 35 s, and its score in the slider's words.
    const want = reference.positionAt(35 * 60).world;
    expect(await shownBits(p)).toBe(worldBits(want));
    const at35 = await viewer(p);
    expect(at35.slider.now).toBe('35');
    expect(at35.slider.text).toBe(
      t.timeText
        .replace('{{at}}', '0:35')
        .replace('{{length}}', clockTime(Math.floor(replay.frames / 60)))
        .replace('{{score}}', String(want.score)),
    );
    expect(at35.score).toBe(String(want.score));
    // Every speed: the one in force is pressed, and a second of page time plays that many seconds of game.
    for (const [name, speed] of [
      ['16×', 16],
      ['0.5×', 0.5],
      ['8×', 8],
      ['2×', 2],
      ['4×', 4],
      ['1×', 1],
    ] as const) {
      await slide(p, 'Home');
      await p.tap(exactly(name));
      expect((await viewer(p)).pressed).toEqual([name]);
      await p.tap(exactly(t.play));
      await p.runFor(1000);
      await p.tap(exactly(t.pause));
      const frame = await frameShown(p);
      expect(frame / 60, `${name}: seconds of game in a second`).toBeCloseTo(speed, 0);
      expect(await shownBits(p)).toBe(worldBits(reference.positionAt(frame).world));
    }
    // The next moment lands a second before it, and says what it is.
    await slide(p, 'Home');
    await p.tap(exactly(t.next));
    const first = reference.moments()[0]!;
    expect(await shownBits(p)).toBe(worldBits(reference.positionAt(first.frame - 60).world));
    expect((await viewer(p)).status).toContain(t.moments[first.kind]);
    await shot(p, `moment-${lang}-390x844`);
    // The end: the final score, the same as the host's.
    await slide(p, 'End');
    await p.runFor(100);
    const end = await viewer(p);
    expect(end.end).toContain(String(bot.world.score));
    expect(end.reported).toContain(t.matches.replace('{{score}}', String(bot.world.score)));
    await shot(p, `end-${lang}-390x844`);
    await p.tap(exactly(t.close));
    expect(await dialogsOpen(p)).toBe(0);
    expect(await shownBits(p)).toBe(before);
    expect(await p.errors()).toEqual([]);
  });

  // A size each: the phone keeps the game in progress, which a second open would bring back on its pause popup.
  it.each([
    [844, 390],
    [1280, 800],
  ] as const)('at %i×%i the viewer fits: board, slider and every control on screen', async (width, height) => {
    const p = phone();
    await watching(p, lang, width, height);
    const fit = await p.run(() => {
      const d = document.querySelector('dialog[open]')!;
      const shown = (e: Element | null) => !!e && e.getClientRects().length > 0;
      return {
        slider: shown(d.querySelector('[role=slider]')),
        speeds: shown(d.querySelector('[role=group]')),
        buttons: [...d.querySelectorAll('button')].map((b) => {
          const r = b.getBoundingClientRect();
          return { bottom: r.bottom, right: r.right, name: b.getAttribute('aria-label') ?? b.textContent };
        }),
        // Nothing to scroll to: the box is the window's size, its content within it.
        scrolls: d.scrollHeight > d.clientHeight + 1,
      };
    });
    expect(fit).toMatchObject({ slider: true, speeds: true, scrolls: false });
    for (const b of fit.buttons) {
      expect(b.bottom, `${b.name} on screen at ${width}×${height}`).toBeLessThanOrEqual(height);
      expect(b.right, `${b.name} on screen at ${width}×${height}`).toBeLessThanOrEqual(width);
    }
    await shot(p, `${lang}-${width}x${height}`);
    expect(await p.errors()).toEqual([]);
  });

  it('a replay that cannot be shown is said in words, with one console error naming why', async () => {
    const p = phone();
    await openGame(p, 7, { lang, width: 390, height: 844 });
    const forged = encodeReplay({ ...replay, seed: replay.seed + 1 });
    let errors = 0;
    for (const [text, words] of [
      ['4.garbage', t.unreadable],
      [bot.replay.replace(/^\d+/, '9'), t.newerRules],
      [forged, t.notVerified],
    ] as const) {
      await hostCall(p, 'replayData', { replay: text });
      const alert = () => p.run(() => document.querySelector('dialog[open] [role=alert]')?.textContent ?? null);
      // The viewer's chunk comes over the network, its check runs in a worker (real time), shown in page time.
      await p.pageTimeUntil(async () => (await alert()) !== null, 'the viewer saying why');
      expect(await alert()).toBe(words);
      const logged = await p.errors();
      expect(logged).toHaveLength(++errors);
      expect(logged.at(-1)).toMatch(/^replay not shown: /);
      await p.tap(exactly(t.close));
    }
    expect(await seedShown(p)).toBe(7);
  });

  it('a seek past what is checked shows as far as is checked, says so, then lands where it was asked', async () => {
    const p = phone();
    const long = await slowViewer(p, lang);
    const max = Math.floor(long.frames / 60);
    await slide(p, 'End');
    await p.runFor(50);
    const [before, after] = t.checkedTo.split('{{at}}');
    const seeking = await viewer(p);
    expect(seeking.status).toMatch(new RegExp(`^${before}\\d+:\\d\\d${after}$`));
    expect(Number(seeking.slider.now)).toBeLessThan(max);
    await shot(p, `seek-checking-${lang}`);
    // As the check goes on, the board goes with it, and it lands on the end the player asked for.
    await p.pageTimeUntil(async () => (await viewer(p)).slider.now === String(max), 'the end');
    expect(await frameShown(p)).toBe(long.frames);
    expect((await viewer(p)).status).toBe(t.verified);
    expect(await p.errors()).toEqual([]);
  });
});

/** The corpus's 30-minute game. */
const long = readCorpus('v4').reduce((a, b) => (b.frames > a.frames ? b : a));

/** The viewer on the corpus's 30-minute game, still checking it in a worker as slow as a slow phone's. */
async function slowViewer(p: Phone, lang: Language = 'en-US'): Promise<typeof long> {
  await p.slowWorker(150);
  await openGame(p, 7, { lang, width: 390, height: 844 });
  await hostCall(p, 'replayData', { replay: long.replay, users: USERS });
  await p.pageTimeUntil(async () => (await p.run(viewerShown)) !== null, 'the viewer');
  expect((await viewer(p)).check).toBe('checking');
  return long;
}

describe('watching, and the player’s own game', () => {
  const phone = usePhone();
  const t = watchTexts.en.watch;

  it('host calls while watching apply to the player’s game, never to the watched one', async () => {
    const p = phone();
    await watching(p, 'en-US');
    await p.tap(exactly(t.pause));
    const watched = await shownBits(p);
    // A grant with a bomb, the layout with another seed, a ranking nobody asked for.
    await hostCall(p, 'propsData', {
      propertyList: [
        { prop: 1, quantity: 2, status: 1 },
        { prop: 2, quantity: 0, status: 1 },
      ],
      nextType: 'bomb',
    });
    await hostCall(p, 'initData', { type: 1, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, gameSeed: 99 });
    await hostCall(p, 'rankingData', { user: { rank: 1, users: USERS, scoreNum: 1, type: 2 }, ranks: [] });
    await p.runFor(500);
    expect(await shownBits(p)).toBe(watched);
    await p.tap(exactly(t.close));
    // The player's game took the bomb and the counts; it had drops, so the host's seed waits for the next game.
    expect(await world(p)).toMatchObject({ currentKind: 'bomb' });
    expect(await seedShown(p)).toBe(7);
    const bomb = await p.run(
      () =>
        [...document.querySelectorAll('button')].find((b) => /^Bomb/.test(b.getAttribute('aria-label') ?? ''))
          ?.textContent ?? '',
    );
    expect(bomb).toContain('2');
    expect(await p.errors()).toEqual([]);
  });

  it('the page opened again while watching brings back the player’s game, not the watched one', async () => {
    const p = phone();
    const before = JSON.parse(await watching(p, 'en-US')) as { seed: string; nextId: string };
    await p.runFor(1500); // past the kept game's first save
    await p.open('BigWatermelon?seed=7', { width: 390, height: 844, ready: 'html[data-ready] dialog[open]' });
    await p.waitFor(async () => (await world(p)).phase === 'paused', 'the kept game back');
    const back = JSON.parse(await shownBits(p)) as { seed: string; nextId: string };
    expect([back.seed, back.nextId]).toEqual([before.seed, before.nextId]);
    expect(await p.run(viewerShown)).toBeNull();
    expect(await p.errors()).toEqual([]);
  });
});

describe('from the ranking to the same seed', () => {
  const phone = usePhone();
  const t = watchTexts.en.watch;

  it('Watch on a ranking row, Play this seed: a ghost duel against it, its result’s two curves and both scores', async () => {
    const p = phone();
    await openGame(p, 7, { width: 390, height: 844 });
    for (const x of [60, 200]) await dropAt(p, x);
    await p.tap(/^Back$/);
    await tapPopup(p, /^Ranking$/);
    const row = { rank: 1, users: USERS, scoreNum: bot.world.score, replay: bot.replay };
    await hostCall(p, 'rankingData', { user: { ...row, rank: 3, type: 2 }, ranks: [row] });
    await tapPopup(p, /^Watch Ann & 小波’s game$/);
    await playedThrough(p);
    await p.tap(exactly(t.playSeed));
    await countingDown(p);
    expect(await dialogsOpen(p)).toBe(0); // the ranking closed with it
    expect(await seedShown(p)).toBe(replay.seed);
    await p.runFor(3100); // the ghost duel's countdown
    await duelToItsResult(p);
    await shot(p, 'ghost-en-US');
    const shown = await p.run(resultShown);
    expect(shown).toMatchObject({ curves: 2, mine: String((await world(p)).score), theirs: String(bot.world.score) });
    expect(shown.verdict).toMatch(/^(Ann & 小波 won by|You won by) \d+$|^A draw$/);
    expect(await p.errors()).toEqual([]);
  });

  it('in the host simulator answering like the app: Watch on the player’s own row, Play this seed: nothing sent twice', async () => {
    const p = phone();
    await p.open('host-simulator.html?seed=7', { width: 1000, height: 900, ready: '#game' });
    await p.frame('game');
    await p.pageTimeUntil(() => p.run(() => !!document.querySelector('[data-testid=board] canvas')), 'the board');
    await p.runFor(600);
    for (const x of [60, 300, 180, 120]) await dropAt(p, x);
    await p.tap(/^Back$/);
    await tapPopup(p, /^Ranking$/);
    // The app's answer carries the player's best reported game on their rows.
    const own = '[data-testid=my-rank] button[aria-label^="Watch"]';
    await p.waitFor(() => p.run((s: string) => !!document.querySelector(s), own), 'Watch on the own row');
    await p.runFor(600); // a tap counts from 500 ms after the popup opened
    await p.tapAt(own, 12, 12);
    await playedThrough(p);
    const log = async () => {
      await p.frame(null);
      const sent = await p.run(() => (window as unknown as { hostLog: { msg: number }[] }).hostLog);
      await p.frame('game');
      return sent;
    };
    const sentBefore = (await log()).length;
    await p.tap(exactly(t.playSeed));
    expect(await dialogsOpen(p)).toBe(0);
    // A ghost duel against the watched game: its board counts down beside the player's.
    await countingDown(p);
    expect(await p.run(() => !!document.querySelector('[data-testid=partner-board]'))).toBe(true);
    // Its score was already reported (Back): nothing is reported twice, no 10, and a ghost sends no moves.
    expect(
      (await log())
        .slice(sentBefore)
        .map((m) => m.msg)
        .filter((m) => m !== 11 && m !== 12),
    ).toEqual([]);
    await p.runFor(3100);
    await duelToItsResult(p);
    const shown = await p.run(resultShown);
    expect(shown).toMatchObject({ curves: 2, mine: String((await world(p)).score) });
    await shot(p, 'ghost-result-en-US');
    expect(await p.errors()).toEqual([]);
  });

  it('Play this seed while the check goes on: the duel’s result has their whole game’s score, never a part of it', async () => {
    const p = phone();
    await slowViewer(p);
    await p.tap(exactly(t.playSeed));
    await countingDown(p);
    expect(await seedShown(p)).toBe(long.seed);
    await p.runFor(3100); // the ghost duel's countdown
    await duelToItsResult(p);
    // Their score is the whole game's once it is checked, and nothing before: never a part of it.
    const seen = new Set<string>();
    await p.pageTimeUntil(async () => {
      const theirs = (await p.run(resultShown)).theirs ?? '';
      seen.add(theirs);
      return theirs !== '…';
    }, 'their game checked');
    expect([...seen].filter((s) => s !== '…')).toEqual([String(long.score)]);
    const diff = (await world(p)).score - long.score;
    const v = duelTexts.en.duel;
    expect((await p.run(resultShown)).verdict).toBe(
      diff === 0
        ? v.draw
        : (diff > 0 ? v.youWon : v.theyWon).replace('{{n}}', String(Math.abs(diff))).replace('{{name}}', 'Ann & 小波'),
    );
    await shot(p, 'ghost-checked-en-US');
    expect(await p.errors()).toEqual([]);
  });
});

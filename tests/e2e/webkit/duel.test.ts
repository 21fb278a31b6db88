// Playing together (issue #83) in WebKit, in the host simulator's two phones (?phones=2): phone A and phone B side by
// side, relayed by the simulator with its latency and jitter, page time the test's in all three pages (?fakeclock=1
// reaches both games through the simulator's query). Each page's partner board is the other page's own world, bit
// for bit (read in WebKit, compared in Node), in a race and a timed duel, with the same outcome on both; the
// simulator's faults (a message dropped then asked for again, one sent twice, a partner who leaves); and Play this
// seed starting a ghost duel. On one page, its host the test's calls: the partner named from initData alone, another
// duel's moves, and moves that are no game.
import { By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { TIMED_FRAMES } from '../../../src/play/duel/duel';
import { boardReady, button, countingDown, dropAt, hostCall, tapPopup, world } from './game';
import { intoFrame, openFramed, pageTimeUntil, probe, readPage, runFor, url, useWebKit } from './harness';

type PhoneId = 'A' | 'B';
const FRAME: Record<PhoneId, string> = { A: 'game', B: 'gameB' };

/** A world's every number as its IEEE-754 bits, read in the page (the same text worldBits makes in Node). */
const BITS = `const f = new Float64Array(1), u = new Uint32Array(f.buffer);
  const bits = (w) => w && JSON.stringify(w, (k, v) => {
    if (typeof v !== 'number') return v;
    f[0] = v;
    return u[1].toString(16) + ':' + u[0].toString(16);
  });`;

interface Worlds {
  score: number;
  mine: string;
  partner: string | null;
  frame: number;
  partnerFrame: number | null;
  phase: string;
}

/** The two phones of the simulator, and page time run in all three pages. */
async function twoPhones(d: WebDriver, mode: 'race' | 'timed' = 'race') {
  await d.manage().window().setRect({ width: 1300, height: 960 });
  await d.get(url('host-simulator.html?phones=2&seed=7&fakeclock=1'));
  const boards = {} as Record<PhoneId, WebElement>;
  for (const p of ['A', 'B'] as const) {
    await intoFrame(d, FRAME[p]);
    boards[p] = await boardReady(d);
  }
  await d.switchTo().defaultContent();
  await runFor(d, 1000); // the simulator's answers: initData naming the couple
  if (mode === 'timed') await d.executeScript(`document.getElementById('duelMode').value = 'timed'`);
  await d.findElement(By.id('startDuel')).click();
  // The duel's code and view come with the first duel, over the network (real time): page time runs once both
  // phones count down.
  for (const p of ['A', 'B'] as const) {
    await d.switchTo().frame(await d.findElement(By.id(FRAME[p])));
    await countingDown(d);
    await d.switchTo().defaultContent();
  }
  /** Runs `fn` in a phone's frame, and back to the simulator's page after. */
  const inPhone = async <T>(p: PhoneId, fn: () => Promise<T>): Promise<T> => {
    await d.switchTo().defaultContent();
    await d.switchTo().frame(await d.findElement(By.id(FRAME[p])));
    try {
      return await fn();
    } finally {
      await d.switchTo().defaultContent();
    }
  };
  const step = async (ms: number) => {
    for (const p of ['A', 'B'] as const) await inPhone(p, () => runFor(d, ms));
    await runFor(d, ms); // the relay's latency and jitter: the simulator's own timers
  };
  const worlds = (p: PhoneId) =>
    inPhone(p, () =>
      readPage<Worlds>(
        d,
        `${BITS}
        const g = window.bigWatermelon, w = g.world(), q = g.partnerWorld();
        return { score: w.score, mine: bits(w), partner: bits(q), frame: w.frame, partnerFrame: q && q.frame,
          phase: w.phase };`,
      ),
    );
  const drop = (p: PhoneId, x: number) =>
    inPhone(p, async () => ((await world(d)).phase === 'playing' ? dropAt(d, boards[p], x) : null));
  /** The keyboard's drop (the board's Enter, at its aim: the middle), then 300 ms of that phone's time. */
  const enter = (p: PhoneId) =>
    inPhone(p, async () => {
      await d.executeScript(`const b = document.querySelector('[data-testid=board]'); b.focus();
        b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));`);
      await runFor(d, 300);
    });
  const simLog = (which: 'hostLog' | 'hostLogB') =>
    readPage<{ msg: number; since?: number }[]>(d, `return window.${which}`);
  /**
   * The text a phone shows at `selector`, once it is `text` or after a few seconds of real time: React renders
   * in a task of its own after the page time that made it, and page time here moves both phones together.
   */
  const shown = (p: PhoneId, selector: string, text: string) =>
    inPhone(p, async () => {
      const read = () =>
        readPage<string | null>(d, `return document.querySelector(arguments[0])?.textContent ?? null`, selector);
      await d.wait(async () => (await read()) === text, 5000).catch(() => {});
      return read();
    });
  return { inPhone, step, worlds, drop, enter, simLog, shown };
}

/** The world as the pause of a popup leaves it, undone in its bits: a popup's hold is not a move of the game. */
const asPlaying = (bits: string) => bits.replace('"phase":"paused"', '"phase":"playing"');

describe('playing together in WebKit, in the simulator’s two phones', () => {
  const webkit = useWebKit();

  it('a race relayed with latency: each board is the other page’s world, bit for bit; the same outcome on both; a rematch', async () => {
    const d = webkit();
    const { inPhone, step, worlds, drop, enter, shown } = await twoPhones(d);
    await step(3200);
    // A few pieces by a finger, then by the keyboard in the middle, so both boxes fill in a minute or so of play.
    for (const [p, x] of [
      ['A', 60],
      ['B', 300],
      ['A', 320],
      ['B', 40],
    ] as const)
      await drop(p, x);
    for (let i = 0; i < 120; i++) {
      const [a, b] = [await worlds('A'), await worlds('B')];
      if (a.phase === 'ended' && b.phase === 'ended') break;
      if (a.phase === 'playing') await enter('A');
      if (b.phase === 'playing' && i % 3 !== 0) await enter('B');
      await step(400);
    }
    for (let i = 0; i < 10; i++) await step(500); // the countdowns, the last moves relayed
    const [a, b] = [await worlds('A'), await worlds('B')];
    expect([a.phase, b.phase]).toEqual(['ended', 'ended']);
    expect(a.partner).toBe(b.mine);
    expect(b.partner).toBe(a.mine);
    const diff = a.score - b.score;
    const verdictA = diff > 0 ? `You won by ${diff}` : diff < 0 ? `Bartholomew won by ${-diff}` : 'A draw';
    const verdictB = diff < 0 ? `You won by ${-diff}` : diff > 0 ? `Ann 小明 won by ${diff}` : 'A draw';
    expect(await shown('A', '[data-testid=duel-verdict]', verdictA)).toBe(verdictA);
    expect(await shown('B', '[data-testid=duel-verdict]', verdictB)).toBe(verdictB);
    for (const p of ['A', 'B'] as const) expect((await inPhone(p, () => probe(d))).errors).toEqual([]);
    // Rematch on both: msg 10 from each, and the simulator starts the next duel on a new seed.
    const seedBefore = JSON.parse(a.mine).seed as string;
    for (const p of ['A', 'B'] as const) await inPhone(p, () => tapPopup(d, /^Rematch$/));
    await step(1000);
    const again = await worlds('A');
    expect(again.frame).toBe(0);
    expect(JSON.parse(again.mine).seed).not.toBe(seedBefore);
    expect(JSON.parse(again.mine).seed).toBe(JSON.parse((await worlds('B')).mine).seed);
  }, 400_000);

  it('a timed duel: both end at frame 18,000 as a game over; each board is the other’s world there', async () => {
    const d = webkit();
    const { step, worlds, drop } = await twoPhones(d, 'timed');
    await step(3200);
    for (const [p, x] of [
      ['A', 80],
      ['B', 300],
      ['A', 200],
      ['B', 120],
    ] as const)
      await drop(p, x);
    for (let t = 0; t < 80 && (await worlds('A')).frame < TIMED_FRAMES; t++) await step(5000);
    for (let i = 0; i < 6; i++) await step(500);
    const [a, b] = [await worlds('A'), await worlds('B')];
    expect([a.frame, b.frame]).toEqual([TIMED_FRAMES, TIMED_FRAMES]);
    expect(a.partner).toBe(asPlaying(b.mine));
    expect(b.partner).toBe(asPlaying(a.mine));
  }, 400_000);

  it('the simulator’s faults: a message dropped is asked for again (msg 17) and caught up; one sent twice changes nothing; a partner who leaves is waiting, then gone', async () => {
    const d = webkit();
    const { inPhone, step, worlds, drop, simLog, shown } = await twoPhones(d);
    await step(3200);
    await drop('B', 100);
    await d.findElement(By.id('twiceNext')).click();
    await step(600);
    await drop('B', 250);
    await d.findElement(By.id('dropNext')).click();
    await step(300);
    await drop('B', 180);
    // The gap is noticed when B's next message reaches A; A asks 2 s later, and the relay sends them all again.
    for (let i = 0; i < 12; i++) await step(500);
    // The next message was one phone's or the other's (both send at least every 500 ms): the other asked.
    const asked = [...(await simLog('hostLog')), ...(await simLog('hostLogB'))].filter((m) => m.msg === 17);
    expect(asked.length).toBeGreaterThan(0);
    expect(await d.findElement(By.id('log')).getText()).toMatch(/relay: [AB] asked for [AB]'s messages from \d+/);
    await inPhone('B', async () => (await button(d, /^Back$/)).click()); // B stands still
    for (let i = 0; i < 6; i++) await step(500);
    const [a, b] = [await worlds('A'), await worlds('B')];
    expect(a.partnerFrame).toBe(b.frame - 1); // its last frame whose moves are all known
    expect(b.partnerFrame).toBeGreaterThan(a.frame - 60); // caught up, less a second of relaying
    expect((await inPhone('A', () => probe(d))).errors).toEqual([]);
    // Phone B's player leaves: A waits 10 s, then plays on alone.
    await d.findElement(By.id('leaveB')).click();
    const status = '[data-testid=partner-board] [role=status]';
    for (let i = 0; i < 11; i++) await step(1000);
    expect(await shown('A', status, 'Waiting for Bartholomew…')).toBe('Waiting for Bartholomew…');
    for (let i = 0; i < 10; i++) await step(5000);
    expect(await shown('A', status, 'Bartholomew has left: play on')).toBe('Bartholomew has left: play on');
  }, 400_000);

  it('Play this seed starts a ghost duel against the watched game: its board, named for the watched couple, in step', async () => {
    const d = webkit();
    const { inPhone, step, worlds, drop, simLog } = await twoPhones(d);
    await d.findElement(By.id('watchSample')).click(); // the top couple's game, on phone A
    await inPhone('A', async () => {
      await d.wait(
        async () => (await readPage<number>(d, 'return document.querySelectorAll("dialog").length')) > 0,
        10_000,
      );
      await tapPopup(d, /^Play this seed$/);
      await countingDown(d);
    });
    await step(3200);
    await drop('A', 150);
    await step(1000);
    const a = await worlds('A');
    expect(a.partnerFrame).toBe(a.frame);
    const named = await inPhone('A', () =>
      readPage<string>(d, `return document.querySelector('[data-testid=partner-board]').getAttribute('aria-label')`),
    );
    expect(named).toBe('😀😀😀😀😀 & 👨‍👩‍👧‍👦abcd’s board');
    expect((await simLog('hostLog')).filter((m) => m.msg === 16 || m.msg === 17)).toEqual([]);
  }, 300_000);
});

describe('one page in WebKit, its host the test’s calls', () => {
  const webkit = useWebKit();

  it('initData alone names the partner; another duel’s moves are warned of; moves that are no game are said, and the result marks them unverified', async () => {
    const d = webkit();
    await openFramed(d, 'BigWatermelon?seed=7&fakeclock=1', { width: 390, height: 844 });
    const board = await boardReady(d);
    const users = [
      { avatar: '', name: 'Ann' },
      { avatar: '', name: '小波' },
    ];
    await hostCall(d, 'initData', { type: 2, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, users });
    await hostCall(d, 'duelData', { duel: 'c', seed: 5, mode: 'race', partner: { avatar: '', name: '' } });
    // The duel's view is a chunk of its own: over the network (real time), shown in page time.
    await pageTimeUntil(
      d,
      async () => (await d.findElements(By.css('[data-testid=partner-board]'))).length > 0,
      'the partner’s board',
    );
    await runFor(d, 3100);
    // What React shows comes in a task of its own after the page time that made it: each is waited for, and a
    // read before it is there answers null (a read that throws would end the wait at once).
    const read = (script: string) => readPage<string | null>(d, script);
    const shows = async (script: string, text: string) => {
      await pageTimeUntil(d, async () => (await read(script)) === text, text).catch(() => {});
      expect(await read(script)).toBe(text);
    };
    await shows(
      `return document.querySelector('[data-testid=partner-board]')?.getAttribute('aria-label') ?? null`,
      '小波’s board',
    );
    await shows(
      `return document.querySelector('[data-testid=lead] .visually-hidden')?.textContent ?? null`,
      'Level with 小波',
    );
    await hostCall(d, 'partnerMoves', { duel: 'another', seq: 0, moves: '4.0.p.' });
    expect((await probe(d)).warnings).toContain('partnerMoves: duel "another" is not this one; ignored');
    expect(await readPage<number>(d, 'return window.bigWatermelon.partnerWorld().frame')).toBe(0);
    // A drop while a piece still falls: moves that decode, but no game on the seed.
    await hostCall(d, 'partnerMoves', { duel: 'c', seq: 0, moves: '4.10.p.AAAAAA' });
    await shows(
      `return document.querySelector('[data-testid=partner-board] [role=status]')?.textContent ?? null`,
      '小波’s board cannot be shown',
    );
    expect(await readPage<unknown>(d, 'return window.bigWatermelon.partnerWorld()')).toBeNull();
    const errors = (await probe(d)).errors;
    expect(errors.filter((e) => /^partnerMoves: their board cannot be shown: /.test(e))).toHaveLength(1);
    for (let i = 0; i < 80 && (await world(d)).phase !== 'ended'; i++) await dropAt(d, board, 40);
    await runFor(d, 3500);
    const unverified = '小波’s moves did not add up to a real game: their score is not verified.';
    await shows(
      `const p = [...document.querySelectorAll('dialog[open] p')].find((p) => p.textContent === arguments[0]);
      return p ? p.textContent : null`.replace('arguments[0]', JSON.stringify(unverified)),
      unverified,
    );
    expect((await probe(d)).errors.filter((e) => !/^partnerMoves: /.test(e))).toEqual([]);
  }, 200_000);
});

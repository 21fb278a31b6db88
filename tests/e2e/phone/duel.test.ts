// Playing together (issue #83), in Chromium and in WebKit. In the host simulator's two phones (?phones=2), relayed
// by the simulator with its latency and jitter, page time the test's in all three pages: each page's partner board
// is the other page's own world, bit for bit, in a race (frame for frame mid-game, against the other's msg 5 played
// in Node) and a timed duel, each msg 5 verifying to its score, with the same outcome on both; the
// simulator's faults (a message dropped then asked for again, one sent twice, a partner who leaves); and Play this
// seed starting a ghost duel. On one page, its host the test's calls: the partner named from initData alone, another
// duel's moves, moves that are no game; a ghost in duelData, and Play this seed from a watched game. Two pages
// relayed by the test itself, with the faults it chooses to the millisecond, are Chromium's (chromium/duelRelay).
import { describe, expect, it } from 'vitest';
import type { Phone } from '../../../drivers/phone/phone';
import { watchedBotGame, watchedFrom } from '../../../fixtures/watched';
import { duelTexts } from '../../../src/i18n/duelTexts';
import { gameTexts } from '../../../src/i18n/gameTexts';
import { verifyReplay } from '../../../src/game/package';
import { TIMED_FRAMES } from '../../../src/play/duel/duel';
import { worldBits } from '../../game/engines/entry';
import { boardDrawn, countingDown, dropAt, hostCall, openGame, tapPopup, world, worldsShown } from './game';
import { usePhone } from './harness';

type PhoneId = 'A' | 'B';
const FRAME: Record<PhoneId, string> = { A: 'game', B: 'gameB' };

const say = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** Page-side: the text at `selector`, or null. */
const textAt = (selector: string) => document.querySelector(selector)?.textContent ?? null;

/** The replay of the last msg 5 a phone posted (the simulator's log of it). */
const lastReplay = (log: { msg: number; replay?: string }[]) => log.filter((m) => m.msg === 5).at(-1)!.replay!;

/** The world as the pause of a popup leaves it, undone in its bits: a popup's hold is not a move of the game. */
const asPlaying = (bits: string) => bits.replace('"phase":"paused"', '"phase":"playing"');

/**
 * Presses one of the simulator's own controls (the test's panel, not the game): clicked by script, as it may lie
 * below the window, where WebKit's pointer cannot reach.
 */
const tapSimulator = (p: Phone, id: string) => p.run((i: string) => document.getElementById(i)!.click(), id);

/** The simulator's two phones counted down into a duel, and what a test does to each. */
async function twoPhones(p: Phone, mode: 'race' | 'timed' = 'race') {
  await p.open('host-simulator.html?phones=2&seed=7', { width: 1300, height: 960, ready: '#gameB' });
  /** Runs `fn` in a phone's frame, and back in the simulator's page after. */
  const inPhone = async <T>(id: PhoneId, fn: () => Promise<T>): Promise<T> => {
    await p.frame(FRAME[id]);
    try {
      return await fn();
    } finally {
      await p.frame(null);
    }
  };
  for (const id of ['A', 'B'] as const) await inPhone(id, () => p.pageTimeUntil(() => p.run(boardDrawn), 'the board'));
  await p.runFor(1000); // the simulator's answers: initData naming the couple
  if (mode === 'timed')
    await p.run(() => void ((document.getElementById('duelMode') as HTMLSelectElement).value = 'timed'));
  await tapSimulator(p, 'startDuel');
  // The duel's code and view come with the first duel, over the network (real time): page time runs once both
  // phones count down.
  for (const id of ['A', 'B'] as const) await inPhone(id, () => countingDown(p));
  const step = async (ms: number) => {
    for (const id of ['A', 'B'] as const) await inPhone(id, () => p.runFor(ms));
    await p.runFor(ms); // the relay's latency and jitter: the simulator's own timers
  };
  const worlds = (id: PhoneId) => inPhone(id, () => p.run(worldsShown));
  const drop = (id: PhoneId, x: number) =>
    inPhone(id, async () => ((await world(p)).phase === 'playing' ? dropAt(p, x) : null));
  /** The keyboard's drop (the board's Enter, at its aim: the middle), then 300 ms of that phone's time. */
  const enter = (id: PhoneId) =>
    inPhone(id, async () => {
      await p.run(() => {
        const b = document.querySelector('[data-testid=board]') as HTMLElement;
        b.focus();
        b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      });
      await p.runFor(300);
    });
  const simLog = (which: 'hostLog' | 'hostLogB') =>
    p.run((w: string) => (window as unknown as Record<string, { msg: number; replay?: string }[]>)[w]!, which);
  /**
   * The text a phone shows at `selector`, once it is `text` or after 30 s of real time: React renders in a task
   * of its own after the page time that made it, and page time here moves both phones together.
   */
  const shown = (id: PhoneId, selector: string, text: string) =>
    inPhone(id, async () => {
      await p.waitFor(async () => (await p.run(textAt, selector)) === text, text).catch(() => {});
      return p.run(textAt, selector);
    });
  return { inPhone, step, worlds, drop, enter, simLog, shown, tapSimulator: (id: string) => tapSimulator(p, id) };
}

describe('playing together in the simulator’s two phones', () => {
  const phone = usePhone();

  it('a race relayed with latency: each board is the other page’s world, bit for bit and frame for frame; the same outcome on both; a rematch', async () => {
    const p = phone();
    const { inPhone, step, worlds, drop, enter, shown, simLog } = await twoPhones(p);
    // Counting down: both boards stand at frame 0, and the countdown is gone once it has run.
    expect(await worlds('A')).toMatchObject({ frame: 0, partnerFrame: 0 });
    await step(3200);
    expect(await inPhone('A', () => p.run(() => !!document.querySelector('[data-testid=duel-countdown]')))).toBe(false);
    // A few pieces by a finger, then by the keyboard in the middle, so both boxes fill in a minute or so of play.
    for (const [id, x] of [
      ['A', 60],
      ['B', 300],
      ['A', 320],
      ['B', 40],
    ] as const)
      await drop(id, x);
    /** Each partner board as seen mid-game: checked against the other's game, played from its msg 5, at its frame. */
    const seen: { of: PhoneId; frame: number; bits: string }[] = [];
    for (let i = 0; i < 120; i++) {
      const [a, b] = [await worlds('A'), await worlds('B')];
      if (a.phase === 'ended' && b.phase === 'ended') break;
      if (i % 2 === 1)
        for (const [of, w] of [
          ['B', a],
          ['A', b],
        ] as const)
          if (w.partner && w.partnerFrame! > 0) seen.push({ of, frame: w.partnerFrame!, bits: w.partner });
      if (a.phase === 'playing') await enter('A');
      if (b.phase === 'playing' && i % 3 !== 0) await enter('B');
      await step(400);
    }
    for (let i = 0; i < 10; i++) await step(500); // the countdowns, the last moves relayed
    const [a, b] = [await worlds('A'), await worlds('B')];
    expect([a.phase, b.phase]).toEqual(['ended', 'ended']);
    expect(a.partner).toBe(b.mine);
    expect(b.partner).toBe(a.mine);
    // Each msg 5 verifies to its score on the duel's seed; each board seen mid-game was that game at its frame.
    const replays = { A: lastReplay(await simLog('hostLog')), B: lastReplay(await simLog('hostLogB')) };
    for (const [w, r] of [
      [a, replays.A],
      [b, replays.B],
    ] as const)
      expect(verifyReplay(r, { seed: a.seed })).toMatchObject({ ok: true, score: w.score });
    expect(seen.length).toBeGreaterThan(6);
    const games = { A: watchedFrom(replays.A), B: watchedFrom(replays.B) };
    for (const s of seen)
      expect(s.bits, `${s.of} at frame ${s.frame}`).toBe(worldBits(games[s.of].positionAt(s.frame).world));
    const diff = a.score - b.score;
    const verdictA = diff > 0 ? `You won by ${diff}` : diff < 0 ? `Bartholomew won by ${-diff}` : 'A draw';
    const verdictB = diff < 0 ? `You won by ${-diff}` : diff > 0 ? `Ann 小明 won by ${diff}` : 'A draw';
    expect(await shown('A', '[data-testid=duel-verdict]', verdictA)).toBe(verdictA);
    expect(await shown('B', '[data-testid=duel-verdict]', verdictB)).toBe(verdictB);
    for (const [id, mine, theirs] of [
      ['A', a.score, b.score],
      ['B', b.score, a.score],
    ] as const) {
      expect(await shown(id, '[data-testid=duel-mine]', String(mine))).toBe(String(mine));
      expect(await shown(id, '[data-testid=duel-theirs]', String(theirs))).toBe(String(theirs));
      expect(await inPhone(id, () => p.errors())).toEqual([]);
    }
    // Rematch: msg 10 from A, whose result waits for the partner; then B's, and the simulator starts the next duel
    // on a new seed.
    await inPhone('A', () => tapPopup(p, /^Rematch$/));
    // Its heartbeat's msg 16 may come after it: msg 10 is counted, not looked for last.
    const rematches = async () => (await simLog('hostLog')).filter((m) => m.msg === 10).length;
    await p.waitFor(async () => (await rematches()) > 0, 'msg 10 from A');
    expect(await rematches()).toBe(1);
    const waiting = say(duelTexts.en.duel.rematchWaiting, { name: 'Bartholomew' });
    const saysWaiting = (text: string) =>
      [...document.querySelectorAll('dialog[open] [role=status]')].some((e) => e.textContent === text);
    await inPhone('A', () => p.waitFor(() => p.run(saysWaiting, waiting), waiting));
    await inPhone('B', () => tapPopup(p, /^Rematch$/));
    await step(1000);
    const again = await worlds('A');
    expect(again.frame).toBe(0);
    expect(again.seed).not.toBe(a.seed);
    expect(again.seed).toBe((await worlds('B')).seed);
  }, 400_000);

  it('a timed duel: both end at frame 18,000 as a game over; each board is the other’s world there', async () => {
    const p = phone();
    const { inPhone, step, worlds, drop, simLog, shown } = await twoPhones(p, 'timed');
    await step(3200);
    expect(await shown('A', '[data-testid=time-left] [aria-hidden]', '5:00')).toBe('5:00');
    expect(await shown('A', '[data-testid=time-left] .visually-hidden', '5:00 left')).toBe('5:00 left');
    for (const [id, x] of [
      ['A', 80],
      ['B', 300],
      ['A', 200],
      ['B', 120],
    ] as const)
      await drop(id, x);
    for (let t = 0; t < 80 && (await worlds('A')).frame < TIMED_FRAMES; t++) await step(5000);
    for (let i = 0; i < 6; i++) await step(500);
    // Time up is the end popup over the game at frame 18,000, standing still as any popup holds it.
    const [a, b] = [await worlds('A'), await worlds('B')];
    expect([a.frame, b.frame]).toEqual([TIMED_FRAMES, TIMED_FRAMES]);
    expect([a.phase, b.phase]).toEqual(['paused', 'paused']);
    expect(a.partner).toBe(asPlaying(b.mine));
    expect(b.partner).toBe(asPlaying(a.mine));
    for (const id of ['A', 'B'] as const)
      expect(
        await inPhone(id, () =>
          p.waitFor(
            () => p.run(() => !!document.querySelector('dialog[open] [data-testid=duel-verdict]')),
            'the duel’s result',
          ),
        ),
      ).toBeUndefined();
    expect(verifyReplay(lastReplay(await simLog('hostLog')), { seed: a.seed, maxFrames: TIMED_FRAMES })).toMatchObject({
      ok: true,
      frames: TIMED_FRAMES,
      score: a.score,
    });
    expect(await inPhone('A', () => p.errors())).toEqual([]);
  }, 400_000);

  it('the simulator’s faults: a message dropped is asked for again (msg 17) and caught up; one sent twice changes nothing; a partner who leaves is waiting, then gone', async () => {
    const p = phone();
    const { inPhone, step, worlds, drop, simLog, shown, tapSimulator } = await twoPhones(p);
    await step(3200);
    await drop('B', 100);
    await tapSimulator('twiceNext');
    await step(600);
    await drop('B', 250);
    await tapSimulator('dropNext');
    await step(300);
    await drop('B', 180);
    // The gap is noticed when B's next message reaches A; A asks 2 s later, and the relay sends them all again.
    for (let i = 0; i < 12; i++) await step(500);
    // The next message was one phone's or the other's (both send at least every 500 ms): the other asked.
    const asked = [...(await simLog('hostLog')), ...(await simLog('hostLogB'))].filter((m) => m.msg === 17);
    expect(asked.length).toBeGreaterThan(0);
    expect(await p.run(textAt, '#log')).toMatch(/relay: [AB] asked for [AB]'s messages from \d+/);
    await inPhone('B', () => p.tap(/^Back$/)); // B stands still
    for (let i = 0; i < 6; i++) await step(500);
    const [a, b] = [await worlds('A'), await worlds('B')];
    expect(a.partnerFrame).toBe(b.frame - 1); // its last frame whose moves are all known
    expect(b.partnerFrame).toBeGreaterThan(a.frame - 60); // caught up, less a second of relaying
    expect(await inPhone('A', () => p.errors())).toEqual([]);
    // Phone B's player leaves: A waits 10 s, then plays on alone.
    await tapSimulator('leaveB');
    const status = '[data-testid=partner-board] [role=status]';
    for (let i = 0; i < 11; i++) await step(1000);
    expect(await shown('A', status, 'Waiting for Bartholomew…')).toBe('Waiting for Bartholomew…');
    for (let i = 0; i < 10; i++) await step(5000);
    expect(await shown('A', status, 'Bartholomew has left: play on')).toBe('Bartholomew has left: play on');
  }, 400_000);

  it('Play this seed starts a ghost duel against the watched game: its board, named for the watched couple, in step', async () => {
    const p = phone();
    const { inPhone, step, worlds, drop, simLog, tapSimulator } = await twoPhones(p);
    await tapSimulator('watchSample'); // the top couple's game, on phone A
    await inPhone('A', async () => {
      await tapPopup(p, /^Play this seed$/);
      await countingDown(p);
    });
    await step(3200);
    await drop('A', 150);
    await step(1000);
    const a = await worlds('A');
    expect(a.partnerFrame).toBe(a.frame);
    const named = await inPhone('A', () =>
      p.run(() => document.querySelector('[data-testid=partner-board]')?.getAttribute('aria-label')),
    );
    expect(named).toBe('😀😀😀😀😀 & 👨‍👩‍👧‍👦abcd’s board');
    expect((await simLog('hostLog')).filter((m) => m.msg === 16 || m.msg === 17)).toEqual([]);
  }, 300_000);
});

describe.each(['en-US', 'zh-CN'] as const)('one page, its host the test’s calls, in %s', (lang) => {
  const phone = usePhone();
  const t = lang === 'zh-CN' ? duelTexts.zh.duel : duelTexts.en.duel;
  const level = lang === 'zh-CN' ? gameTexts.zh.game.levelName : gameTexts.en.game.levelName;

  it('initData alone names the partner; another duel’s moves are warned of; moves that are no game are said, partnerWorld() is null, and the result marks them unverified', async () => {
    const p = phone();
    await openGame(p, 7, { lang, width: 390, height: 844 });
    const users = [
      { avatar: '', name: 'Ann' },
      { avatar: '', name: '小波' },
    ];
    await hostCall(p, 'initData', { type: 2, statusBarHeight: 0, statuswidth: 390, statusHeight: 844, users });
    await hostCall(p, 'duelData', { duel: 'c', seed: 5, mode: 'race', partner: { avatar: '', name: '' } });
    // The duel's view is a chunk of its own: over the network (real time), shown in page time.
    const label = () => p.run(() => document.querySelector('[data-testid=partner-board]')?.getAttribute('aria-label'));
    await p.pageTimeUntil(async () => !!(await label()), 'the partner’s board');
    await p.runFor(3100);
    // What React shows comes in a task of its own after the page time that made it (the partner's moves are
    // taken in the game's frames): page time runs until each shows.
    const shows = async (selector: string, text: string) => {
      await p.pageTimeUntil(async () => (await p.run(textAt, selector)) === text, text).catch(() => {});
      expect(await p.run(textAt, selector)).toBe(text);
    };
    expect(await label()).toBe(say(t.board, { name: '小波' }));
    await shows('[data-testid=lead] .visually-hidden', say(level, { name: '小波' }));
    await hostCall(p, 'partnerMoves', { duel: 'another', seq: 0, moves: '4.0.p.' });
    expect(await p.warnings()).toContain('partnerMoves: duel "another" is not this one; ignored');
    expect(await p.run(worldsShown)).toMatchObject({ partnerFrame: 0 });
    // A drop while a piece still falls: moves that decode, but no game on the seed.
    await hostCall(p, 'partnerMoves', { duel: 'c', seq: 0, moves: '4.10.p.AAAAAA' });
    await shows('[data-testid=partner-board] [role=status]', say(t.broken, { name: '小波' }));
    expect((await p.run(worldsShown)).partner).toBeNull();
    const errors = await p.errors();
    expect(errors.filter((e) => /^partnerMoves: their board cannot be shown: /.test(e))).toHaveLength(1);
    await p.shot(`test-results/screenshots/${p.engine}-duel-broken-${lang}.png`);
    let w = await world(p);
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(p, 40);
    await p.runFor(3500);
    const unverified = say(t.unverifiedNote, { name: '小波' });
    await p.waitFor(
      () =>
        p.run(
          (text: string) => [...document.querySelectorAll('dialog[open] p')].some((e) => e.textContent === text),
          unverified,
        ),
      'the result saying unverified',
    );
    expect((await p.errors()).filter((e) => !/^partnerMoves: /.test(e))).toEqual([]);
  }, 200_000);
});

describe('a ghost', () => {
  const phone = usePhone();
  const { bot, replay, reference } = watchedBotGame();

  it("duelData with a ghost: its board is its game at the player's frame, no moves go out; the result compares with it whole", async () => {
    const p = phone();
    await openGame(p, 7); // a plain tab: what the page would send a host is its log
    await hostCall(p, 'duelData', {
      duel: 'g',
      seed: replay.seed,
      mode: 'race',
      partner: { avatar: '', name: 'Bo' },
      ghost: bot.replay,
    });
    await countingDown(p);
    await p.runFor(3100);
    for (let i = 0; i < 120 && (await world(p)).phase !== 'ended'; i++) {
      await dropAt(p, 60 + ((i * 71) % 260));
      await p.runFor(700);
      const w = await p.run(worldsShown);
      expect(w.partnerFrame).toBe(Math.min(w.frame, replay.frames));
      if (i % 10 === 0) expect(w.partner).toBe(worldBits(reference.positionAt(w.partnerFrame!).world));
    }
    const theirs = () => p.run(textAt, '[data-testid=duel-theirs]');
    await p.pageTimeUntil(async () => (await theirs()) !== null, 'the result');
    await p.pageTimeUntil(async () => (await theirs()) !== '…', 'the check');
    expect(await theirs()).toBe(String(bot.world.score));
    expect((await p.sent()).filter((m) => m.msg === 16 || m.msg === 17)).toEqual([]);
    expect(await p.errors()).toEqual([]);
  }, 200_000);

  it('Play this seed starts a ghost duel against the watched game, its board named after the watched couple', async () => {
    const p = phone();
    await openGame(p, 7);
    const users = [
      { avatar: '', name: 'Ann' },
      { avatar: '', name: 'Bo' },
    ];
    await hostCall(p, 'replayData', { replay: bot.replay, users });
    await tapPopup(p, /^Play this seed$/);
    await countingDown(p);
    const label = () => p.run(() => document.querySelector('[data-testid=partner-board]')?.getAttribute('aria-label'));
    await p.waitFor(async () => !!(await label()), 'the partner’s board');
    expect(await label()).toBe('Ann & Bo’s board');
    expect(await p.run(worldsShown)).toMatchObject({ seed: replay.seed, frame: 0 });
    await p.runFor(3100);
    await dropAt(p, 200);
    await p.runFor(2000);
    const w = await p.run(worldsShown);
    expect(w.partnerFrame).toBe(w.frame);
    expect(w.partner).toBe(worldBits(reference.positionAt(w.partnerFrame!).world));
    expect(await p.errors()).toEqual([]);
  });
});

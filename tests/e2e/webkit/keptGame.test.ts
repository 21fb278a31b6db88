// A game outlives its page in WebKit: the page opened again in the middle of a game, with no hide and no
// unload first (the app reloads its WebView). Played in the host simulator answering like the app (a revive
// watched, a granted bomb waiting). The restored world is compared bit for bit with the world its kept replay
// makes in Node, and the game's last msg 5 verifies in Node. (A killed web content process ends a WebDriver
// session here, so the kill itself is Chromium's test: tests/e2e/chromium/keptGame.test.ts.)
import { By, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { worldDigest } from '../../../fixtures/corpus/worldDigest';
import { KEPT_KEY } from '../../../src/play/kept/storage';
import { keptSave } from '../shared/keptSave';
import { boardReady, button, dropAt, tapPopup, world } from './game';
import { intoFrame, openApp, readPage, runFor, url, useWebKit } from './harness';

/** The whole world in the game's frame, -0 kept apart from 0 (WebDriver's JSON would make it 0). */
async function fullWorld(d: WebDriver): Promise<World> {
  const text = await d.executeScript<string>(
    `return JSON.stringify(window.bigWatermelon.world(), (k, v) => (Object.is(v, -0) ? '-0!' : v));`,
  );
  return JSON.parse(text, (_, v: unknown) => (v === '-0!' ? -0 : v)) as World;
}

/** The kept game's replay, as the page keeps it in IndexedDB, played in Node. */
async function keptReplayWorld(d: WebDriver): Promise<World> {
  const text = await d.executeAsyncScript<string>(`const done = arguments[arguments.length - 1];
    const open = indexedDB.open('bigWatermelon');
    open.onsuccess = () => {
      const get = open.result.transaction('kept').objectStore('kept').get('game');
      get.onsuccess = () => done(get.result);
    };`);
  const r = decodeReplay(JSON.parse(text).replay);
  if (!r.ok) throw new Error(r.reason);
  const p = playReplay(r.replay);
  if (!p.ok) throw new Error(p.reason);
  return p.world;
}

const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);

async function openSimulator(d: WebDriver) {
  await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
  await intoFrame(d, 'game');
  return boardReady(d);
}

async function hostLog(d: WebDriver) {
  await d.switchTo().defaultContent();
  const log = await d.executeScript<{ msg: number; score?: number; replay?: string }[]>('return window.hostLog');
  await d.switchTo().frame(d.findElement(By.id('game')));
  return log;
}

/** Runs page time in the simulator (its answers wait on timers), then returns to the game's frame. */
async function hostTime(d: WebDriver, ms: number) {
  await d.switchTo().defaultContent();
  await runFor(d, ms);
  await d.switchTo().frame(d.findElement(By.id('game')));
}

describe('a game outlives its page (WebKit)', () => {
  const webkit = useWebKit();

  it('opened with a game kept: from the first paint on, only its score and next piece, then its pause popup', async () => {
    const d = webkit();
    const kept = keptSave();
    // Written from another page of the site: a game page left would keep (or clear) its own game.
    await openApp(d, 'share?roomNo=1');
    await d.executeScript('localStorage.setItem(arguments[0], arguments[1])', KEPT_KEY, kept.text);
    await openApp(d, 'BigWatermelon?seed=9&fakeclock=1').catch(() => {}); // ready comes with page time
    await boardReady(d);
    await d.findElement(By.css('dialog[open]'));
    expect(await world(d)).toMatchObject({ phase: 'paused', score: kept.world.score });
    const p = await readPage<{ scores: string[]; nexts: string[]; errors: string[] }>(d, 'return window.__probe');
    const next = await d.findElement(By.css('[data-testid=preview]')).getAttribute('aria-label');
    expect({ scores: p.scores, nexts: p.nexts, errors: p.errors }).toEqual({
      scores: [String(kept.world.score)],
      nexts: [next],
      errors: [],
    });
  });

  it('the page opened again mid-game: back on the pause popup, the same game, its end verifies', async () => {
    const d = webkit();
    let board = await openSimulator(d);
    let w = await world(d);
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40);
    await tapPopup(d, /^Revive: watch a video \(\d left\)$/); // 2; the simulator's video ends after 1 s
    for (let t = 0; t < 20 && (await world(d)).revives === 0; t++) await hostTime(d, 100);
    expect(await world(d)).toMatchObject({ phase: 'playing', revives: 1 });
    await runFor(d, 1000);
    await dropAt(d, board, 300);
    await (await button(d, /^Bomb/)).click(); // none left: 8, and the app grants one
    await runFor(d, 3100); // the button's cooldown
    await (await button(d, /^Bomb/)).click(); // 6: the app sends the bomb
    await d.wait(async () => (await world(d)).currentKind === 'bomb', 5000, 'the bomb as the next piece');
    const before = await fullWorld(d);
    expect(before.current).toEqual({ kind: 'bomb' });
    await new Promise((ok) => setTimeout(ok, 250)); // the last write completes (IndexedDB, a few ms)

    // The app loads the page again, as after iOS ended its content process.
    await d.switchTo().defaultContent();
    board = await openSimulator(d);
    for (let t = 0; t < 50 && (await world(d)).phase !== 'paused'; t++) await new Promise((ok) => setTimeout(ok, 100));
    const back = await fullWorld(d);
    expect(back).toMatchObject({ phase: 'paused', seed: before.seed, revives: 1, current: { kind: 'bomb' } });
    expect(back.nextId).toBe(before.nextId); // no drop lost
    expect(before.frame - back.frame).toBeLessThan(60); // less than a second of play
    expect(worldDigest(asPlaying(back))).toBe(worldDigest(await keptReplayWorld(d)));

    await tapPopup(d, /^Continue$/);
    await runFor(d, 500);
    w = await world(d);
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40);
    await runFor(d, 3500); // the end popup's countdown, then msg 5
    const final = (await world(d)).score;
    const reported = async () => (await hostLog(d)).filter((m) => m.msg === 5);
    await d.wait(async () => (await reported()).length > 0, 5000, 'msg 5 at the host');
    const fives = await reported();
    const last = fives[fives.length - 1]!;
    expect(last.score).toBe(final);
    expect(verifyReplay(last.replay)).toMatchObject({ ok: true, score: final, bombs: 1, revives: 1 });
  });
});

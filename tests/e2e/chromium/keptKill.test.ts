// A game outlives its WebView, in Chromium as a phone ends it: the content (renderer) process killed with no
// warning, and the whole browser killed and started again on the same profile. Played in the host simulator
// answering like the app (a granted bomb waiting, a revive watched); each restored world is compared bit for
// bit with the world its kept replay makes in Node, and each game's last msg 5 verifies in Node. The page opened
// again with no kill is one test for both engines (tests/e2e/phone/keptGame.test.ts); WebKit's kill is
// webkit/keptKill.test.ts, as MiniBrowser killed takes its WebDriver session with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { worldDigest } from '../../../fixtures/corpus/worldDigest';
import { watchedBotGame } from '../../../fixtures/watched';
import { dropAt, freezeTime } from './gameProbe';
import { pageTimeUntil, url } from './harness';
import { partnerMessages } from '../../../fixtures/duelPartner';
import { worldBits } from '../../game/engines/entry';

/**
 * Real time for the page's last IndexedDB write to complete (a few ms here) before the process is killed. The
 * page's own part, writing the game at least each second of play, is what the tests measure: local storage
 * would not do, Chromium writes it to disk once a minute or so (docs/game.md).
 */
const WRITE_MS = 250;

interface Killable {
  browser: Browser;
  /** SIGKILL to the whole browser: no unload, no hide, nothing flushed. */
  kill(): void;
}

/** A Chromium of its own on `profile`, driven over CDP, whose process this test may kill. */
async function launch(profile: string): Promise<Killable> {
  const args = [
    ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    ...['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ...[`--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
  ];
  const p: ChildProcess = spawn(inject('chromium'), args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const ws = await new Promise<string>((ok, fail) => {
    let said = '';
    p.stderr!.on('data', (d: Buffer) => {
      said += String(d);
      const m = said.match(/DevTools listening on (ws:\S+)/);
      if (m) ok(m[1]!);
    });
    p.once('exit', () => fail(new Error(`chromium exited: ${said}`)));
  });
  const browser = await chromium.connectOverCDP(ws);
  return {
    browser,
    kill: () => {
      try {
        process.kill(-p.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

const live: Killable[] = [];
const profiles: string[] = [];
afterEach(() => {
  for (const k of live.splice(0)) k.kill();
  for (const p of profiles.splice(0)) rmSync(p, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

const fullWorld = (f: Frame) =>
  f.evaluate(() =>
    (window as unknown as { bigWatermelon: { world(): unknown } }).bigWatermelon.world(),
  ) as Promise<World>;
/** The world once the kept game is back on the board (read from IndexedDB after the game starts). */
async function restored(f: Frame): Promise<World> {
  await expect.poll(async () => (await fullWorld(f)).phase, { timeout: 5000 }).toBe('paused');
  return fullWorld(f);
}
const asPlaying = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);
const digest = (w: World) => worldDigest(asPlaying(w));

/** The host simulator answering like the app, in a new page of `browser`, its game's page time frozen. */
async function simulator(browser: Browser) {
  const page = await browser.contexts()[0]!.newPage();
  await page.setViewportSize({ width: 1000, height: 800 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.clock.install();
  await page.goto(url('host-simulator.html?seed=7'));
  const frame = page.frame({ url: /BigWatermelon/ })!;
  await frame.locator('[data-testid=board]').waitFor();
  await freezeTime(page);
  const log = () =>
    page.evaluate(() => (window as unknown as { hostLog: { msg: number; score?: number; replay?: string }[] }).hostLog);
  return { page, frame, log, errors };
}

/** A game with one revive watched and a granted bomb waiting at the top, pieces still moving. */
async function play(page: Page, frame: Frame) {
  for (let i = 0; i < 80 && (await fullWorld(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
  await page.clock.runFor(600);
  await frame.getByRole('button', { name: 'Revive' }).click(); // 2; the simulator's video ends after 1 s
  for (let t = 0; t < 1500 && (await fullWorld(frame)).revives === 0; t += 100) await page.clock.runFor(100);
  expect(await fullWorld(frame)).toMatchObject({ phase: 'playing', revives: 1 });
  await page.clock.runFor(1000); // the revive's grace
  await dropAt(page, frame, 300);
  await frame.getByRole('button', { name: /^Bomb/ }).click(); // none left: 8, and the app grants one
  await page.clock.runFor(3100);
  await frame.getByRole('button', { name: /^Bomb/ }).click(); // 6: the app sends the bomb
  await expect.poll(async () => (await fullWorld(frame)).current.kind).toBe('bomb');
  await page.clock.runFor(300);
  return fullWorld(frame);
}

/** The kept game's replay (as the page keeps it, in IndexedDB), played in Node: the world it makes. */
async function keptReplayWorld(frame: Frame): Promise<World> {
  const text = await frame.evaluate(
    () =>
      new Promise<string>((ok, fail) => {
        const open = indexedDB.open('bigWatermelon');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('kept').objectStore('kept').get('game');
          get.onsuccess = () => ok(get.result as string);
          get.onerror = () => fail(get.error);
        };
      }),
  );
  const d = decodeReplay(JSON.parse(text).replay);
  if (!d.ok) throw new Error(d.reason);
  const p = playReplay(d.replay);
  if (!p.ok) throw new Error(p.reason);
  return p.world;
}

/** Continue, play to a game over and its countdown: the last msg 5 verifies in Node at the score sent. */
async function finish(
  page: Page,
  frame: Frame,
  log: () => Promise<{ msg: number; score?: number; replay?: string }[]>,
) {
  await page.clock.runFor(600);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await page.clock.runFor(500);
  for (let i = 0; i < 80 && (await fullWorld(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
  await page.clock.runFor(3500);
  const final = (await fullWorld(frame)).score;
  await expect.poll(async () => (await log()).at(-1)?.score).toBe(final);
  const v = verifyReplay((await log()).at(-1)!.replay);
  expect(v).toMatchObject({ ok: true, score: final, bombs: 1, revives: 1 });
}

/** A browser of its own on a new profile, the game played in its simulator (a revive, a bomb waiting). */
async function played() {
  const profile = mkdtempSync(join(tmpdir(), 'kept-'));
  profiles.push(profile);
  const k = await launch(profile);
  live.push(k);
  const first = await simulator(k.browser);
  await play(first.page, first.frame);
  /** Kills the whole browser once its last write is done, starts it again on the profile: the simulator again. */
  const restart = async () => {
    await new Promise((ok) => setTimeout(ok, WRITE_MS));
    k.kill();
    const k2 = await launch(profile);
    live.push(k2);
    const again = await simulator(k2.browser);
    return { ...again, world: await restored(again.frame) };
  };
  return { k, first, restart };
}

describe('a game outlives its WebView (Chromium)', () => {
  it('the content process killed with no warning: back on the pause popup, at most a second of play missing, never a drop', async () => {
    const { k, first } = await played();
    const before = await fullWorld(first.frame);
    // Every renderer of the browser (the simulator and its game share one): as Android's onRenderProcessGone.
    const cdp = await k.browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const renderers = processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
    expect(renderers.length).toBeGreaterThan(0);
    const crashed = new Promise((ok) => first.page.once('crash', ok));
    for (const pid of renderers) process.kill(pid, 'SIGKILL');
    await crashed;
    // The app replaces its dead WebView with a new one (Android's onRenderProcessGone). Every page of the
    // browser died with its renderer; Playwright's clock reaches into every page, so the dead ones go first.
    for (const dead of k.browser.contexts()[0]!.pages()) await dead.close();
    const again = await simulator(k.browser);
    const w = await restored(again.frame);
    expect(w).toMatchObject({ phase: 'paused', seed: before.seed, revives: 1, current: { kind: 'bomb' } });
    expect(w.nextId).toBe(before.nextId); // no drop lost
    expect(before.frame - w.frame).toBeLessThan(60); // less than a second of play
    expect(w.frame).toBeLessThanOrEqual(before.frame);
    expect(digest(w)).toBe(digest(await keptReplayWorld(again.frame)));
    await again.frame.getByRole('button', { name: 'Continue' }).waitFor();
    await finish(again.page, again.frame, again.log);
    expect(again.errors).toEqual([]);
  });

  it('the whole browser killed (the app restarted): the same world digest, score, bomb and revive; its end verifies', async () => {
    const { first, restart } = await played();
    // Play goes on, no tap, for 2.5 s: the page writes the game each second of it, with no warning to come.
    await first.page.clock.runFor(2500);
    const before = await fullWorld(first.frame);
    const { world: w, ...again } = await restart();
    expect(w).toMatchObject({ phase: 'paused', seed: before.seed, score: before.score, revives: 1 });
    expect(w.current).toEqual({ kind: 'bomb' });
    expect(w.nextId).toBe(before.nextId);
    expect(before.frame - w.frame).toBeLessThan(60); // less than a second of play
    expect(w.frame).toBeLessThanOrEqual(before.frame);
    expect(digest(w)).toBe(digest(await keptReplayWorld(again.frame)));
    await finish(again.page, again.frame, again.log);
    expect(again.errors).toEqual([]);
  });

  it('hidden first, then the whole browser killed: nothing missing, the very world it had', async () => {
    const { first, restart } = await played();
    // The app goes to the background: the game's page is hidden (as the WebView says it).
    await first.frame.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const before = await fullWorld(first.frame);
    expect(before.phase).toBe('paused');
    const { world: w, ...again } = await restart();
    expect(w.frame).toBe(before.frame);
    expect(digest(w)).toBe(digest(before));
    await finish(again.page, again.frame, again.log);
    expect(again.errors).toEqual([]);
  });

  it('watching another game, then the whole browser killed: the player’s game comes back, not the watched one', async () => {
    const { first, restart } = await played();
    const before = await fullWorld(first.frame);
    const { bot } = watchedBotGame(); // seed 4242, the player's is 7
    await first.frame.evaluate(
      (replay) => (window as unknown as { replayData(p: unknown): void }).replayData({ replay }),
      bot.replay,
    );
    // The viewer's chunk and its play-through (a worker) take real time; what is shown moves in page time.
    const check = () =>
      first.frame.evaluate(() => document.querySelector('[data-testid=watch-status]')?.getAttribute('data-check'));
    await pageTimeUntil(first.page, async () => (await check()) === 'verified', 'the viewer verified');
    await first.page.clock.runFor(2500); // the watched game plays on at 1×; the player's stands still
    expect((await fullWorld(first.frame)).seed).not.toBe(before.seed); // the probe shows the watched game
    const { world: w, ...again } = await restart();
    expect(await again.frame.getByRole('dialog', { name: /^Watching/ }).count()).toBe(0);
    expect(w).toMatchObject({ phase: 'paused', seed: before.seed, score: before.score, revives: 1 });
    expect(w.frame).toBe(before.frame);
    expect(digest(w)).toBe(digest(before));
    await finish(again.page, again.frame, again.log);
    expect(again.errors).toEqual([]);
  });

  it('the whole browser killed mid-duel: back on its pause popup with the duel and the partner’s moves; duelData again goes on, repeats ignored, seq goes on', async () => {
    const partner = partnerMessages(7, 8);
    const profile = mkdtempSync(join(tmpdir(), 'kept-duel-'));
    profiles.push(profile);
    const k = await launch(profile);
    live.push(k);
    const first = await simulator(k.browser);
    const call = (f: Frame, name: string, payload: unknown) =>
      f.evaluate(([n, p]) => (window as unknown as Record<string, (x: unknown) => void>)[n as string]!(p), [
        name,
        payload,
      ] as const);
    const duel = { duel: 'k-1', seed: 7, mode: 'race', partner: { avatar: '', name: 'Bo' } };
    const relay = async (f: Frame, upTo: number) => {
      for (const m of partner.messages.slice(0, upTo)) await call(f, 'partnerMoves', { duel: 'k-1', ...m });
    };
    const partnerWorld = (f: Frame) =>
      f.evaluate(() =>
        (window as unknown as { bigWatermelon: { partnerWorld(): World } }).bigWatermelon.partnerWorld(),
      );
    const seqs = async (log: typeof first.log) =>
      (await log()).filter((m) => m.msg === 16).map((m) => (m as unknown as { seq: number }).seq);
    await call(first.frame, 'duelData', duel);
    await first.frame.getByTestId('duel-countdown').waitFor(); // the duel's code, over the network
    await first.page.clock.runFor(3100);
    await relay(first.frame, 4);
    for (const x of [60, 200, 320]) await dropAt(first.page, first.frame, x);
    await first.page.clock.runFor(1500);
    expect((await partnerWorld(first.frame)).frame).toBe(partner.reached[3]);
    const sentBefore = await seqs(first.log);
    expect(sentBefore.length).toBeGreaterThan(2);

    // The app is killed; opened again, the game is back on its pause popup, the duel with it.
    await new Promise((ok) => setTimeout(ok, WRITE_MS));
    k.kill();
    const k2 = await launch(profile);
    live.push(k2);
    const again = await simulator(k2.browser);
    const w = await restored(again.frame);
    expect(w.seed).toBe(7);
    await again.frame.getByRole('button', { name: 'Continue' }).waitFor();
    await again.frame.getByRole('region', { name: 'Bo’s board' }).waitFor();
    const back = await partnerWorld(again.frame);
    expect(back.frame).toBe(partner.reached[3]);
    expect(worldBits(back)).toBe(worldBits(partner.worldAt(partner.reached[3]!)));
    // The host sends the duel again and relays every move from the start: the repeats change nothing.
    await call(again.frame, 'duelData', duel);
    await relay(again.frame, 8);
    await again.page.clock.runFor(300);
    const caught = await partnerWorld(again.frame);
    expect(caught.frame).toBe(partner.reached[7]);
    expect(worldBits(caught)).toBe(worldBits(partner.worldAt(partner.reached[7]!)));
    // The player plays on: the messages go on from the last one sent (a kept one not known to be sent goes again).
    await again.page.clock.runFor(600);
    await again.frame.getByRole('button', { name: 'Continue' }).click();
    await dropAt(again.page, again.frame, 150);
    await again.page.clock.runFor(1500);
    const after = await seqs(again.log);
    expect(Math.min(...after)).toBeLessThanOrEqual(Math.max(...sentBefore) + 1);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(Math.max(...sentBefore) - 1);
    expect(Math.max(...after)).toBeGreaterThan(Math.max(...sentBefore));
    expect(again.errors).toEqual([]);
  });
});

// A game outlives its WebView's content process, in Chromium as Android ends it: every renderer killed with no
// warning, and the app's new WebView opened on the same browser. Played in the host simulator answering like the
// app (a granted bomb waiting, a revive watched); the restored world is compared bit for bit with the world its
// kept replay makes in Node, and the game's last msg 5 verifies in Node. The whole browser killed, in both
// engines, is tests/e2e/phone/keptKill.test.ts; WebKit's web process is not a thing a test can kill alone and
// keep its session (WebDriver ends it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { worldDigest } from '../../../fixtures/corpus/worldDigest';
import { dropAt, freezeTime } from './gameProbe';
import { url } from './harness';
import { launchChromium } from '../../../drivers/phone/killable';

type Killable = Awaited<ReturnType<typeof launchChromium>>;
const launch = (profile: string) => launchChromium(inject('chromium'), profile);

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
  return { k, first };
}

describe('a game outlives its WebView’s content process (Chromium)', () => {
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
});

// Hands that lose nothing, in real Chromium (issue #32): a held key is one press, a popup
// takes nothing meant for the board, one finger aims and drops, and a hide never loses a score.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dropAt, freezeTime, openGame, world } from './gameProbe';
import { openPage, url, useBrowser } from './harness';

type Logged = { msg: number; score?: number };

describe('hands and a careless host', () => {
  const browser = useBrowser();

  /** The game in the host simulator at seed 7, page time frozen; `log()` is what the host received. */
  async function sim() {
    const env = await openPage(browser(), { viewport: { width: 1000, height: 800 } });
    await env.page.clock.install();
    await env.page.goto(url('host-simulator.html?seed=7'));
    const frame = env.page.frame({ url: /BigWatermelon/ })!;
    await frame.locator('[data-testid=board]').waitFor();
    await freezeTime(env.page);
    const log = async () => {
      await env.page.clock.runFor(1); // lets the posted messages arrive
      return env.page.evaluate(() => (window as unknown as { hostLog: Logged[] }).hostLog.slice());
    };
    const count = async (msg: number) => (await log()).filter((m) => m.msg === msg).length;
    return { ...env, frame, log, count };
  }

  /** Drops with the keyboard (separate Enter presses at the board's aim) until the game is over. */
  async function enterUntilOver(page: Page, frame: Frame) {
    await frame.locator('[data-testid=board]').focus();
    for (let i = 0; i < 150 && (await world(frame)).phase !== 'ended'; i++) {
      await page.keyboard.press('Enter');
      await page.clock.runFor(300);
    }
    expect((await world(frame)).phase).toBe('ended');
  }

  it('held Enter on the board drops one piece, not one per key repeat', async () => {
    const { context, page, board } = await openGame(browser());
    await board.focus();
    await page.keyboard.down('Enter');
    for (let i = 0; i < 30; i++) {
      await page.keyboard.down('Enter'); // a key repeat: keydown with repeat set
      await page.clock.runFor(100);
    }
    await page.keyboard.up('Enter');
    await page.clock.runFor(2000);
    expect((await world(page)).pieces).toHaveLength(1);
    await context.close();
  });

  it('held Enter on Back sends one msg 5 and opens the pause popup once', async () => {
    const { context, page, frame, count } = await sim();
    await frame.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.down('Enter');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.down('Enter');
      await page.clock.runFor(80);
    }
    await page.keyboard.up('Enter');
    expect(await count(5)).toBe(1);
    expect(await frame.getByRole('dialog', { name: 'Paused' }).count()).toBe(1);
    await context.close();
  });

  it('Enter tapped fast through a game over presses nothing in the end popup: focus is on the dialog', async () => {
    const { context, page, frame, count } = await sim();
    await enterUntilOver(page, frame);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Enter');
      await page.clock.runFor(90);
    }
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter'); // held, too
    await page.keyboard.up('Enter');
    const dialog = frame.getByRole('dialog', { name: 'Game over' });
    expect(await dialog.evaluate((d) => d === document.activeElement)).toBe(true);
    expect(await count(10)).toBe(0); // not restarted
    expect(await frame.getByRole('button', { name: 'Revive' }).count()).toBe(1);
    await context.close();
  });

  it('a tap that lands on the end popup as it opens presses nothing; one 500 ms later does', async () => {
    const { context, page, frame, count } = await sim();
    for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
    const restart = frame.getByRole('button', { name: 'Restart' });
    await restart.click(); // the popup has just opened under the finger
    await page.clock.runFor(300);
    await restart.click();
    expect(await count(10)).toBe(0);
    await page.clock.runFor(300);
    await restart.click();
    await expect.poll(() => count(10)).toBe(1);
    await context.close();
  });

  it('two fingers: the first aims and drops where it lifts; the second finger changes nothing', async () => {
    const { context, page, board } = await openGame(browser(), { hasTouch: true });
    const box = (await board.boundingBox())!;
    const scale = box.width / (375 + 12);
    const at = (x: number) => ({ x: box.x + (x + 6) * scale, y: box.y + 40 });
    const a = { ...at(90), id: 0 };
    const b = { ...at(345), id: 1 };
    const cdp = await context.newCDPSession(page);
    type Point = { x: number; y: number; id: number };
    // CDP compares each call with the last: one event per point that appeared, moved or went away.
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
    await touch('touchStart', [a]);
    await touch('touchStart', [a, b]);
    await touch('touchMove', [a, { ...b, x: b.x - 5 }]);
    await touch('touchMove', [a]); // B lifts first (A stays down)
    await page.clock.runFor(100);
    expect((await world(page)).pieces).toHaveLength(0);
    await touch('touchEnd', []);
    await page.clock.runFor(2000);
    const [piece] = (await world(page)).pieces;
    expect(piece!.x).toBeGreaterThan(80);
    expect(piece!.x).toBeLessThan(100);
    await context.close();
  });

  it('a revived game in play, then the page hidden: its score goes out at once', async () => {
    const { context, page, frame, log } = await sim();
    for (let i = 0; i < 80 && (await world(frame)).phase !== 'ended'; i++) await dropAt(page, frame, 40);
    await page.clock.runFor(3500); // the countdown reports the first game over
    await frame.getByRole('button', { name: 'Revive' }).click();
    for (let t = 0; t < 2000 && (await world(frame)).revives === 0; t += 100) await page.clock.runFor(100);
    expect(await world(frame)).toMatchObject({ phase: 'playing', revives: 1 });
    await page.clock.runFor(500); // past the guard after the popup closed
    const before = (await world(frame)).score;
    for (let i = 0; i < 15 && (await world(frame)).score === before; i++) await dropAt(page, frame, 300 - i * 15);
    const now = await world(frame);
    expect(now.score).toBeGreaterThan(before);
    const sent = (await log()).length;
    await frame.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await expect
      .poll(async () => (await log()).slice(sent))
      .toEqual([{ msg: 5, score: now.score, replay: expect.any(String) }]);
    await context.close();
  });
});

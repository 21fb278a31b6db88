// The game in a host page in WebKit, through the real uni-app SDK: the project's host simulator frames it
// (it answers like the app) and keeps what the game posted (window.hostLog). Page time is the test's in
// both pages (?fakeclock=1 reaches the game through the simulator's query).
import { By, until, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { boardReady, button, dropAt, tapPopup, world } from './game';
import { probe, runFor, url, useWebKit } from './harness';

/** The msgs the host received so far (read in the simulator's page; back in the game's frame after). */
async function hostMsgs(d: WebDriver): Promise<number[]> {
  await d.switchTo().defaultContent();
  const log = await d.executeScript<{ msg: number }[]>('return window.hostLog');
  await d.switchTo().frame(d.findElement(By.id('game')));
  return log.map((m) => m.msg);
}

/** Runs page time in the simulator (its answers wait on timers), then returns to the game's frame. */
async function hostTime(d: WebDriver, ms: number) {
  await d.switchTo().defaultContent();
  await runFor(d, ms);
  await d.switchTo().frame(d.findElement(By.id('game')));
}

const text = async (d: WebDriver) => d.findElement(By.css('body')).getText();

describe('the game in a host page in WebKit', () => {
  const webkit = useWebKit();

  it('keyboard play, merges with their sounds, Back, the ranking, props, a revive, restart and home', async () => {
    const d = webkit();
    await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
    await d
      .switchTo()
      .frame(await d.wait(until.elementLocated(By.id('game')), 10_000, 'the simulator frames the game'));
    const board = await boardReady(d);

    // Keyboard: five steps left of the centre, Enter: the piece lands at 187.5 - 5 × 18.75.
    await board.sendKeys('\uE012'.repeat(5), '\uE007'); // ArrowLeft ×5, Enter
    for (let i = 0; i < 30 && (await world(d)).falling !== null; i++) await runFor(d, 100);
    const first = await d.executeScript<number>('return window.bigWatermelon.world().pieces[0].x');
    expect(first).toBeCloseTo(93.75, 0);

    // Drops in one spot until something merged: 11 for each landing, 12 for the merge.
    for (let i = 0; i < 12 && !(await hostMsgs(d)).includes(12); i++) await dropAt(d, board, 93.75);
    expect(await hostMsgs(d)).toEqual(expect.arrayContaining([11, 12]));

    // Back: the score so far (5) and the pause popup; its Ranking asks for Today (3), then Total (4).
    await (await button(d, /^Back$/)).click();
    await d.wait(async () => (await text(d)).includes('Paused'), 10_000, 'the pause popup');
    await tapPopup(d, /^Ranking$/);
    const panel = () => d.findElement(By.css('[role=tabpanel]')).getText();
    await d.wait(async () => (await panel()).includes('320'), 5000, "Today's list");
    await tapPopup(d, /^Total$/);
    // The host's answer comes back by postMessage and a render: real tasks, waited for, not timed.
    await d.wait(async () => (await panel()).includes('4096'), 5000, "Total's list");
    await tapPopup(d, /^Close$/);
    await tapPopup(d, /^Continue$/); // back on the pause popup, which counts taps afresh
    await runFor(d, 600);

    // Props: with none left, a press asks for a video (8) and the host grants one; the next press uses it
    // (6) and the host sends the bomb as the next piece.
    await (await button(d, /^Bomb/)).click();
    await runFor(d, 3100);
    await (await button(d, /^Bomb/)).click();
    await d.wait(async () => (await world(d)).currentKind === 'bomb', 5000, 'the bomb as the next piece');
    let w = await dropAt(d, board, 93.75);

    // Game over, a revive through the video (2, then videoFinished a second later), and the end again.
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40 + (i % 3) * 5);
    const asked = (await hostMsgs(d)).filter((m) => m === 2).length;
    await tapPopup(d, /^Revive$/);
    // msg 2 reaches the simulator by postMessage, a real task: its answer's timer starts only then, so the
    // simulator's clock runs after it has the message (run before it, the answer never came: one CI run).
    await d.wait(async () => (await hostMsgs(d)).filter((m) => m === 2).length > asked, 5000, 'msg 2 at the host');
    await hostTime(d, 1100);
    await d.wait(async () => (await world(d)).revives === 1, 5000, 'the revive');
    await runFor(d, 600); // drops count from 400 ms after the end popup closed
    w = await world(d);
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40 + (i % 3) * 5);
    expect(w.phase).toBe('ended');
    await runFor(d, 3500); // the countdown, then msg 5
    await tapPopup(d, /^Restart$/); // 10
    await runFor(d, 600);
    await (await button(d, /^Back$/)).click();
    await tapPopup(d, /^Home$/); // 1

    const msgs = await hostMsgs(d);
    for (const m of [5, 3, 4, 8, 6, 2, 10, 1]) expect(msgs).toContain(m);
    expect(msgs.filter((m) => m === 5).length).toBeGreaterThanOrEqual(3); // Back, the countdown, Back
    expect((await probe(d)).errors).toEqual([]);
  });
});

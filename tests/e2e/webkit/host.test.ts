// The game in a host page in WebKit, through the real uni-app SDK: the project's host simulator frames it
// (it answers like the app) and keeps what the game posted (window.hostLog). Page time is the test's in
// both pages (?fakeclock=1 reaches the game through the simulator's query).
import { By, until, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { bothRankings, boardReady, button, dropAt, grantedBombToGameOver, propHint, tapPopup, world } from './game';
import { intoFrame, probe, runFor, url, useWebKit } from './harness';

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

/** Whether a button says Waiting… (aria-busy): held by a request the host has not answered. */
const busy = async (d: WebDriver, name: RegExp) => (await (await button(d, name)).getAttribute('aria-busy')) === 'true';

/** How the simulator's app ends the next revive video. */
async function videoEnd(d: WebDriver, how: 'closed' | 'watched') {
  await d.switchTo().defaultContent();
  await d.executeScript(`document.getElementById('videoEnd').value = arguments[0]`, how);
  await d.switchTo().frame(d.findElement(By.id('game')));
}

/** Calls one of the game's globals from the simulator's page, as the app does. */
async function fromHost(d: WebDriver, name: string, payload: unknown) {
  await d.switchTo().defaultContent();
  await d.executeScript(`document.getElementById('game').contentWindow[arguments[0]](arguments[1])`, name, payload);
  await d.switchTo().frame(d.findElement(By.id('game')));
}

const PROPS = (bomb: number, wild: number, nextType: string | null) => ({
  propertyList: [
    { prop: 1, quantity: bomb, status: 1 },
    { prop: 2, quantity: wild, status: 1 },
  ],
  nextType,
});

describe('the game in a host page in WebKit', () => {
  const webkit = useWebKit();

  it('keyboard play, merges with their sounds, Back, the ranking, props, a revive, restart and home', async () => {
    const d = webkit();
    await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
    await intoFrame(d, 'game');
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
    await bothRankings(d);
    await tapPopup(d, /^Close$/);
    await tapPopup(d, /^Continue$/); // back on the pause popup, which counts taps afresh
    await runFor(d, 600);

    // Props: with none left, a press asks for a video (8) and the host grants one; the next press uses it
    // (6) and the host sends the bomb as the next piece.
    await (await button(d, /^Bomb/)).click();
    await runFor(d, 3100);
    await (await button(d, /^Bomb/)).click();
    await d.wait(async () => (await world(d)).currentKind === 'bomb', 5000, 'the bomb as the next piece');
    // The answer to 8 settled the 8, so the bomb's answer settles the 6: the button is free with no page time
    // passing (the clock is not run). Waited for in real time: React shows it in a task of its own, which
    // WebKit may run after the driver's next read.
    await d.wait(async () => !(await busy(d, /^Bomb/)), 5000, 'the Bomb button free, no page time passing');
    let w = await dropAt(d, board, 93.75);

    // Game over, a revive through the video (2, then videoFinished a second later), and the end again.
    for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40 + (i % 3) * 5);
    // The player closes the first video early: no revive, and Revive is offered again.
    await videoEnd(d, 'closed');
    const asked = (await hostMsgs(d)).filter((m) => m === 2).length;
    await tapPopup(d, /^Revive: watch a video \(\d left\)$/);
    // msg 2 reaches the simulator by postMessage, a real task: its answer's timer starts only then, so the
    // simulator's clock runs after it has the message (run before it, no timer is waiting and no answer comes).
    await d.wait(async () => (await hostMsgs(d)).filter((m) => m === 2).length > asked, 5000, 'msg 2 at the host');
    await hostTime(d, 1100);
    await d.wait(
      async () => (await busy(d, /^Revive: watch a video \(\d left\)$/)) === false,
      5000,
      'Revive offered again',
    );
    expect(await world(d)).toMatchObject({ phase: 'ended', revives: 0 });
    await videoEnd(d, 'watched');
    await tapPopup(d, /^Revive: watch a video \(\d left\)$/);
    await d.wait(async () => (await hostMsgs(d)).filter((m) => m === 2).length > asked + 1, 5000, 'msg 2 again');
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

  it('props through the real bridge, every order: each answer settles what it answers', async () => {
    const d = webkit();
    await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
    await d.wait(until.elementLocated(By.id('game')), 10_000, 'the simulator frames the game');
    await d.executeScript(`document.getElementById('auto').checked = false`); // the test answers
    await intoFrame(d, 'game');
    const board = await boardReady(d);
    // An empty board: Wildcard asks nothing of the host (it would charge for nothing) and says why, for 2.5 s.
    await (await button(d, /^Wildcard/)).click();
    await runFor(d, 100);
    await d.wait(async () => (await propHint(d)) === 'No fruit to upgrade yet', 5000, 'the wildcard hint');
    await runFor(d, 2500);
    await d.wait(async () => (await propHint(d)) === '', 5000, 'the hint gone');
    await dropAt(d, board, 187); // a fruit a wildcard can upgrade: Wildcard asks the host from now on
    const press = async (name: RegExp) => {
      await (await button(d, name)).click();
      await runFor(d, 3100); // past the cooldown
    };
    const held = async () => [await busy(d, /^Bomb/), await busy(d, /^Wildcard/)];
    // 8 → a grant with no nextType → 6 → the bomb: free the moment the bomb arrives.
    await fromHost(d, 'propsData', PROPS(0, 0, null));
    await press(/^Bomb/);
    await fromHost(d, 'propsData', PROPS(1, 0, null));
    await press(/^Bomb/);
    await d.wait(async () => (await held()).join() === 'true,false', 5000, 'the bomb button waiting');
    await fromHost(d, 'propsData', PROPS(0, 0, 'bomb'));
    await d.wait(async () => !(await busy(d, /^Bomb/)), 5000, 'the bomb button free');
    // 8 and 9 interleaved, answered in turn; then a 6 and a 7, answered out of order.
    await press(/^Bomb/);
    await press(/^Wildcard/);
    await fromHost(d, 'propsData', PROPS(1, 0, null));
    await fromHost(d, 'propsData', PROPS(1, 1, null));
    await press(/^Bomb/);
    await press(/^Wildcard/);
    await d.wait(async () => (await held()).join() === 'true,true', 5000, 'both buttons waiting');
    await fromHost(d, 'propsData', PROPS(0, 1, 'wildcard'));
    await d.wait(async () => (await held()).join() === 'true,false', 5000, 'the wildcard button free');
    await fromHost(d, 'propsData', PROPS(0, 0, 'bomb'));
    await d.wait(async () => (await held()).join() === 'false,false', 5000, 'both free');
    // Two 6s (the first unanswered past its 15 s), both answers, a repeat, and a grant nobody asked for.
    await fromHost(d, 'propsData', PROPS(2, 0, null));
    await press(/^Bomb/);
    await runFor(d, 15_000);
    await press(/^Bomb/);
    await fromHost(d, 'propsData', PROPS(1, 0, 'bomb'));
    await fromHost(d, 'propsData', PROPS(0, 0, 'bomb'));
    await fromHost(d, 'propsData', PROPS(0, 0, 'bomb'));
    await fromHost(d, 'propsData', PROPS(0, 0, 'wildcard'));
    await d.wait(async () => (await held()).join() === 'false,false', 5000, 'both buttons free');
    const granted = await d.executeScript<unknown[]>(
      'const w = window.bigWatermelon.world(); return [w.current.kind, ...w.specials];',
    );
    expect(granted).toEqual(['bomb', 'wildcard', 'bomb', 'bomb', 'bomb', 'wildcard']);
    expect((await hostMsgs(d)).filter((m) => m >= 6 && m <= 9)).toEqual([8, 6, 8, 9, 6, 7, 6, 6]);
    expect((await probe(d)).errors).toEqual([]);
  });

  it('answers by message, in the HOST_CALL envelope (issue #50): the seed, a bomb after a grant, a revive, both rankings', async () => {
    const d = webkit();
    await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
    await d.wait(until.elementLocated(By.id('game')), 10_000, 'the simulator frames the game');
    // The simulator answers like the app, every answer posted to the game's window instead of called.
    await d.executeScript(`document.getElementById('byMessage').checked = true;
      document.getElementById('gameSeed').value = '4242';`);
    await intoFrame(d, 'game');
    const board = await boardReady(d);
    await d.switchTo().defaultContent();
    await d.executeScript(`document.getElementById('sendInit').click()`); // no scroll: the board stays in view
    await d.switchTo().frame(d.findElement(By.id('game')));
    const seed = () => d.executeScript<number>('return window.bigWatermelon.world().seed');
    await d.wait(async () => (await seed()) === 4242, 5000, 'the seed sent by message');
    // 8, a grant by message; 6, the bomb by message; then to the game's end.
    await grantedBombToGameOver(d, board);
    await tapPopup(d, /^Revive: watch a video \(\d left\)$/);
    await d.wait(async () => (await hostMsgs(d)).includes(2), 5000, 'msg 2 at the host');
    await hostTime(d, 1100); // the simulator's video ends a second later: videoFinished by message
    await d.wait(async () => (await world(d)).revives === 1, 5000, 'the revive');
    await runFor(d, 600);
    await (await button(d, /^Back$/)).click();
    await d.wait(async () => (await text(d)).includes('Paused'), 10_000, 'the pause popup');
    await bothRankings(d);
    const msgs = await hostMsgs(d);
    for (const m of [8, 6, 2, 3, 4]) expect(msgs).toContain(m);
    await d.switchTo().defaultContent();
    expect(await d.findElement(By.id('log')).getText()).toMatch(/⇢ propsData\(.*by message/);
    await d.switchTo().frame(d.findElement(By.id('game')));
    expect((await probe(d)).errors).toEqual([]);
  });
});

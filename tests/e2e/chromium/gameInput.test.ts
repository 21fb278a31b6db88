// Playing without a mouse: the keyboard alone, and a finger that presses, drags and releases.
// And the merge juice: an effect node on the stage while a merge plays out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openGame, world, type Probe } from './gameProbe';
import { useBrowser } from './harness';

const effects = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { bigWatermelon: Probe }).bigWatermelon
      .stage()!
      .find('.effect')
      .map((n) => (n as unknown as { name(): string }).name()),
  );

/** Runs page time until the falling piece has landed; returns the new piece's x. */
async function landed(page: Page, before: number[]): Promise<number> {
  for (let i = 0; i < 40; i++) {
    await page.clock.runFor(100);
    const w = await world(page);
    if (w.falling === null) break;
  }
  const w = await world(page);
  const added = w.pieces.filter((p) => !before.includes(p.id));
  expect(added).toHaveLength(1);
  return added[0]!.x;
}

describe('game input in Chromium', () => {
  const browser = useBrowser();

  it('keyboard only: Tab to the board (focus ring shows), ←×5, Enter: a piece lands left of centre', async () => {
    const { context, page, errors } = await openGame(browser());
    const board = page.getByRole('application', { name: /Game board/ });
    for (let i = 0; i < 6 && !(await board.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await board.evaluate((b) => b === document.activeElement)).toBe(true);
    // The ring: drawn over the stage (a positioned layer above its canvas), all of it inside what shows at
    // 375 px (nothing that clips, an overflow other than visible or the window, cuts it).
    const ring = await board.evaluate((b) => {
      const after = getComputedStyle(b, '::after');
      const canvas = b.querySelector('.konvajs-content')!;
      const r = b.getBoundingClientRect();
      const box = { left: r.left + parseFloat(after.left), right: r.right - parseFloat(after.right) };
      const clips: { name: string; box: { left: number; right: number; top: number; bottom: number } }[] = [
        { name: 'window', box: { left: 0, right: innerWidth, top: 0, bottom: innerHeight } },
      ];
      for (let e = b.parentElement; e; e = e.parentElement)
        if (getComputedStyle(e).overflow !== 'visible')
          clips.push({ name: e.className, box: e.getBoundingClientRect() });
      const top = r.top + parseFloat(after.top);
      const bottom = r.bottom - parseFloat(after.bottom);
      return {
        border: `${after.borderTopStyle} ${after.borderTopWidth}`,
        above: after.position === 'absolute' && Number(after.zIndex) > (Number(getComputedStyle(canvas).zIndex) || 0),
        cut: clips
          .filter((c) => box.left < c.box.left || box.right > c.box.right || top < c.box.top || bottom > c.box.bottom)
          .map((c) => c.name),
      };
    });
    expect(ring).toEqual({ border: 'solid 3px', above: true, cut: [] });
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    // Five steps of 18.75 px (the width / 20) from the centre: aimed at 93.75, and a piece falling onto an
    // empty floor lands where it was aimed. Within 1 px: a step lost or added is 18.75 px off.
    const x = await landed(page, []);
    expect(x).toBeCloseTo(187.5 - 5 * 18.75, 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('touch: press, drag and release drops the piece at the release point', async () => {
    const { context, page, errors, board } = await openGame(browser(), { hasTouch: true, isMobile: true });
    const box = (await board.boundingBox())!;
    const scale = box.width / (375 + 12);
    const at = (x: number) => ({ x: box.x + (x + 6) * scale, y: box.y + 30 });
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [at(x)] });
    const waiting = () =>
      page.evaluate(() =>
        (window as unknown as { bigWatermelon: Probe }).bigWatermelon.stage()!.find('.waiting')[0]!.x(),
      );
    // React renders a pointermove at continuous priority, a moment after the event: poll for it.
    await touch('touchStart', 80);
    await expect.poll(waiting).toBeCloseTo(80, 0); // the piece is under the finger
    for (const x of [120, 180, 260]) await touch('touchMove', x);
    await expect.poll(waiting).toBeCloseTo(260, 0);
    expect((await world(page)).pieces).toHaveLength(0); // nothing dropped while the finger is down
    await touch('touchEnd');
    const x = await landed(page, []);
    expect(x).toBeCloseTo(260, 0); // where the finger lifted, as the waiting piece showed
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a merge shows its burst and "+N" as nodes on the stage, which go when they end', async () => {
    const { context, page, errors, board } = await openGame(browser());
    await board.focus();
    const seen = new Set<string>();
    // Drop in one column until two pieces merge, watching the stage every 50 ms of page time.
    for (let drop = 0; drop < 12 && seen.size === 0; drop++) {
      await page.keyboard.press('Enter');
      for (let i = 0; i < 30 && seen.size === 0; i++) {
        await page.clock.runFor(50);
        for (const name of await effects(page)) seen.add(name);
      }
    }
    expect([...seen].sort()).toEqual(['effect effect-burst', 'effect effect-points']);
    expect((await world(page)).score).toBeGreaterThan(0);
    await page.clock.runFor(2000);
    expect(await effects(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

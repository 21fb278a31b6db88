// Two watermelons merging, on the real board as a player sees it: the gold flash covers the whole field,
// the sky above the dashed top line included, on a phone and on a computer.
import { describe, expect, it } from 'vitest';
import { CELEBRATION } from '../../fixtures/celebration';
import { freezeTime, type Probe } from './gameProbe';
import { openPage, savedAs, url, useBrowser } from './harness';

/** The flash, the field and the top line, in the stage's px; null while no celebration is on the stage. */
const seen = () =>
  (window as unknown as { bigWatermelon: Probe }).bigWatermelon.stage() === null
    ? null
    : (() => {
        type Rect = { x: number; y: number; width: number; height: number };
        type Node = {
          getClientRect(o: { relativeTo: unknown }): { x: number; y: number; width: number; height: number };
          opacity(): number;
          isVisible(): boolean;
          findOne(sel: string): Node | undefined;
        };
        const stage = (window as unknown as { bigWatermelon: { stage(): Node } }).bigWatermelon.stage();
        const flash = stage.findOne('.effect-celebration')?.findOne('.flash');
        if (!flash) return null;
        const rect = (n: Node) => (n as unknown as { getClientRect(): Rect }).getClientRect();
        return {
          flash: rect(flash),
          opacity: flash.opacity(),
          visible: flash.isVisible(),
          field: stage.findOne('.field') ? rect(stage.findOne('.field')!) : null,
          topLine: stage.findOne('.topLine') ? rect(stage.findOne('.topLine')!) : null,
          stage: {
            width: (stage as unknown as { width(): number }).width(),
            height: (stage as unknown as { height(): number }).height(),
          },
        };
      })();

describe('the two-watermelon celebration on the board', () => {
  const browser = useBrowser();

  it.each([
    [390, 844],
    [1280, 800],
  ])('at %i×%i the flash covers the whole field, the sky above the top line included', async (width, height) => {
    const { context, page, errors } = await openPage(browser(), { viewport: { width, height } });
    await page.clock.install();
    await page.goto(url(`BigWatermelon?replay=${encodeURIComponent(CELEBRATION.replay)}`));
    await page.locator('[data-testid=board] canvas').first().waitFor();
    await freezeTime(page);
    // Up to just before the merge, then a frame at a time until the celebration is on the stage.
    await page.clock.runFor(Math.floor((CELEBRATION.frame - 60) * (1000 / 60)));
    let shown = await page.evaluate(seen);
    for (let i = 0; i < 120 && !shown; i++) {
      await page.clock.runFor(1000 / 60);
      shown = await page.evaluate(seen);
    }
    expect(shown, 'the celebration is on the stage').not.toBeNull();
    const { flash, field, topLine, opacity, visible } = shown!;
    expect(visible && opacity).toBeGreaterThan(0.3);
    const close = (r: { x: number; y: number; width: number; height: number }) => ({
      x: expect.closeTo(r.x, 2),
      y: expect.closeTo(r.y, 2),
      width: expect.closeTo(r.width, 2),
      height: expect.closeTo(r.height, 2),
    });
    expect(flash).toEqual(close(field!));
    // From the stage's top edge down: on a phone that is the sky above the dashed top line, and no seam.
    expect(flash.y).toBeCloseTo(0, 2);
    if (width < 500) expect(topLine!.y - flash.y, 'sky the flash covers (px)').toBeGreaterThan(100);
    await page.screenshot({ path: savedAs(`test-results/celebration-chromium-${width}x${height}.png`) }); // to look at
    expect(errors).toEqual([]);
    await context.close();
  });
});

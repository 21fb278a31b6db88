// Two watermelons merging, on the real board in WebKit: the gold flash covers the whole field, the sky
// above the dashed top line included (the Chromium twin: tests/browser/celebration.test.ts).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CELEBRATION } from '../../fixtures/celebration';
import { boardReady } from './game';
import { openFramed, probe, readPage, runFor, useWebKit } from './harness';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Seen {
  flash: Rect;
  field: Rect;
  topLine: Rect | null;
  opacity: number;
  visible: boolean;
}

/** The flash, the field and the top line, in canvas px; null while no celebration is on the stage. */
const SEEN = `const stage = window.bigWatermelon.stage();
  const flash = stage && stage.findOne('.effect-celebration') && stage.findOne('.effect-celebration').findOne('.flash');
  if (!flash) return null;
  const line = stage.findOne('.topLine');
  return { flash: flash.getClientRect(), field: stage.findOne('.field').getClientRect(),
    topLine: line ? line.getClientRect() : null, opacity: flash.opacity(), visible: flash.isVisible() };`;

describe('the two-watermelon celebration on the board, in WebKit', () => {
  const webkit = useWebKit();

  it.each([
    [390, 844],
    [1280, 800],
  ])('at %i×%i the flash covers the whole field, the sky above the top line included', async (width, height) => {
    const d = webkit();
    await openFramed(d, `BigWatermelon?replay=${encodeURIComponent(CELEBRATION.replay)}&fakeclock=1`, {
      width,
      height,
    });
    await boardReady(d); // 600 ms of play past the board's first frame
    await runFor(d, Math.floor((CELEBRATION.frame - 120) * (1000 / 60)));
    let seen = await readPage<Seen | null>(d, SEEN);
    for (let i = 0; i < 200 && !seen; i++) {
      await runFor(d, 1000 / 60);
      seen = await readPage<Seen | null>(d, SEEN);
    }
    expect(seen, 'the celebration is on the stage').not.toBeNull();
    const { flash, field, topLine, opacity, visible } = seen!;
    expect(visible && opacity).toBeGreaterThan(0.3);
    const close = (r: Rect) => ({
      x: expect.closeTo(r.x, 2),
      y: expect.closeTo(r.y, 2),
      width: expect.closeTo(r.width, 2),
      height: expect.closeTo(r.height, 2),
    });
    expect(flash).toEqual(close(field));
    // From the stage's top edge down: on a phone that is the sky above the dashed top line, and no seam.
    expect(flash.y).toBeCloseTo(0, 2);
    if (width < 500) expect(topLine!.y - flash.y, 'sky the flash covers (px)').toBeGreaterThan(100);
    expect((await probe(d)).errors).toEqual([]);
    await d.switchTo().defaultContent();
    writeFileSync(`test-results/celebration-webkit-${width}x${height}.png`, await d.takeScreenshot(), 'base64');
  });
});

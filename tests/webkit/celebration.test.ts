// Two watermelons merging, on the real board in WebKit: the gold flash covers the whole field, the sky
// above the dashed top line included (the Chromium twin: tests/browser/celebration.test.ts).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CELEBRATION } from '../../fixtures/celebration';
import { asScript } from '../browser/screenChecks';
import { checkCelebration, measureCelebration, type CelebrationMeasure } from '../browser/celebrationChecks';
import { boardReady } from './game';
import { openFramed, probe, readPage, runFor, useWebKit } from './harness';

const SEEN = asScript(measureCelebration);

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
    let seen = await readPage<CelebrationMeasure | null>(d, SEEN);
    for (let i = 0; i < 200 && !seen; i++) {
      await runFor(d, 1000 / 60);
      seen = await readPage<CelebrationMeasure | null>(d, SEEN);
    }
    expect(seen, 'the celebration is on the stage').not.toBeNull();
    checkCelebration(seen!, width);
    expect((await probe(d)).errors).toEqual([]);
    await d.switchTo().defaultContent();
    writeFileSync(`test-results/celebration-webkit-${width}x${height}.png`, await d.takeScreenshot(), 'base64');
  });
});

// Two watermelons merging, on the real board in WebKit: the gold flash covers the whole field, the sky
// above the dashed top line included (the Chromium twin: tests/e2e/chromium/celebration.test.ts).
import { writeFileSync } from 'node:fs';
import { By, Key } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { CELEBRATION } from '../../../fixtures/celebration';
import { asScript } from '../shared/screenChecks';
import { checkCelebration, measureCelebration, type CelebrationMeasure } from '../shared/celebrationChecks';
import { boardReady, button } from './game';
import { openFramed, pageTimeUntil, probe, readPage, runFor, useWebKit } from './harness';

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
    // The viewer opens on it over the game (its chunk comes in real time): once it has played it through, from its
    // start again.
    await pageTimeUntil(
      d,
      async () => (await d.findElements(By.css('[data-check=verified]'))).length > 0,
      'the viewer',
    );
    const viewer = await d.findElement(By.css('dialog[open]'));
    await (await button(d, /^Pause$/)).click();
    await viewer.findElement(By.css('[role=slider]')).sendKeys(Key.HOME);
    await (await button(d, /^Play$/)).click();
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

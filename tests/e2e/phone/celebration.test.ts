// Two watermelons merging, on the real board as a player sees it, in Chromium and in WebKit: the gold flash
// covers the whole field, the sky above the dashed top line included, on a phone and on a computer.
import { describe, expect, it } from 'vitest';
import { CELEBRATION } from '../../../fixtures/celebration';
import { checkCelebration, measureCelebration } from '../shared/celebrationChecks';
import { boardDrawn } from './game';
import { engine, usePhone } from './harness';

describe('the two-watermelon celebration on the board', () => {
  const phone = usePhone();

  it.each([
    [390, 844],
    [1280, 800],
  ])('at %i×%i the flash covers the whole field, the sky above the top line included', async (width, height) => {
    const p = phone();
    await p.open(`BigWatermelon?replay=${encodeURIComponent(CELEBRATION.replay)}`, { width, height });
    await p.pageTimeUntil(() => p.run(boardDrawn), 'the board');
    // The viewer opens on it over the game (its chunk comes in real time): once it has played it through, from
    // its start again.
    await p.pageTimeUntil(() => p.run(() => !!document.querySelector('[data-check=verified]')), 'the viewer');
    await p.tap(/^Pause$/);
    await p.run(() => (document.querySelector('dialog[open] [role=slider]') as HTMLElement).focus());
    await p.press('Home');
    await p.tap(/^Play$/);
    // Up to just before the merge, then a frame at a time until the celebration is on the stage.
    await p.runFor(Math.floor((CELEBRATION.frame - 120) * (1000 / 60)));
    let shown = await p.run(measureCelebration);
    for (let i = 0; i < 200 && !shown; i++) {
      await p.runFor(1000 / 60);
      shown = await p.run(measureCelebration);
    }
    expect(shown, 'the celebration is on the stage').not.toBeNull();
    checkCelebration(shown!, width);
    await p.shot(`test-results/celebration-${engine()}-${width}x${height}.png`); // to look at
    expect(await p.errors()).toEqual([]);
  });
});

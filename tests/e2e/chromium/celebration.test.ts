// Two watermelons merging, on the real board as a player sees it: the gold flash covers the whole field,
// the sky above the dashed top line included, on a phone and on a computer.
import { describe, expect, it } from 'vitest';
import { CELEBRATION } from '../../../fixtures/celebration';
import { checkCelebration, measureCelebration } from '../shared/celebrationChecks';
import { freezeTime } from './gameProbe';
import { openPage, pageTimeUntil, saveShot, url, useBrowser } from './harness';

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
    // The viewer opens on it over the game: once it has played it through, from its start again, paused.
    const viewer = page.getByRole('dialog', { name: 'Watching a game' });
    await pageTimeUntil(
      page,
      async () => (await page.locator('[data-check=verified]').count()) > 0,
      'the viewer verified',
    );
    await viewer.getByRole('button', { name: 'Pause', exact: true }).click();
    await viewer.getByRole('slider').press('Home');
    await viewer.getByRole('button', { name: 'Play', exact: true }).click();
    // Up to just before the merge, then a frame at a time until the celebration is on the stage.
    await page.clock.runFor(Math.floor((CELEBRATION.frame - 60) * (1000 / 60)));
    let shown = await page.evaluate(measureCelebration);
    for (let i = 0; i < 120 && !shown; i++) {
      await page.clock.runFor(1000 / 60);
      shown = await page.evaluate(measureCelebration);
    }
    expect(shown, 'the celebration is on the stage').not.toBeNull();
    checkCelebration(shown!, width);
    await saveShot(page, `test-results/celebration-chromium-${width}x${height}.png`); // to look at
    expect(errors).toEqual([]);
    await context.close();
  });
});

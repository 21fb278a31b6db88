// The ranking as a player meets it, in Chromium, in the host simulator answering like the app: the player's
// own row says who they are, a long name is cut with "…" inside its row, and the tabs follow the keys of the
// WAI-ARIA tabs pattern. WebKit checks the same (tests/e2e/webkit/ranking.test.ts).
import { describe, expect, it } from 'vitest';
import { freezeTime } from './gameProbe';
import { openPage, saveShot, url, useBrowser } from './harness';
import { expectOwnRow, measureRanking, RANKING_TEXT, type RankingMeasure } from '../shared/screenChecks';

describe.each(['en-US', 'zh-CN'] as const)('the ranking in %s', (locale) => {
  const browser = useBrowser();
  const t = RANKING_TEXT[locale];

  it('the own row labelled, names cut with "…" inside their rows, tabs by arrows, Home and End', async () => {
    const { context, page, errors } = await openPage(browser(), { locale, viewport: { width: 1000, height: 900 } });
    await page.clock.install();
    await page.goto(url('host-simulator.html?seed=7'));
    const frame = page.frame({ url: /BigWatermelon/ })!;
    await frame.locator('[data-testid=board]').waitFor();
    await freezeTime(page);
    await frame.getByRole('button', { name: t.back }).click();
    await page.clock.runFor(600);
    await frame.getByRole('button', { name: t.ranking }).click();
    const panel = frame.getByRole('tabpanel');
    await expect.poll(() => panel.textContent()).toContain('857');
    const m: RankingMeasure = await frame.evaluate(measureRanking);
    expect(m).toMatchObject({ label: t.you, listHasLabel: false, selected: t.today, tabStops: [0, -1] });
    expect(m.myNames).toEqual(['小明同学…', 'Alex…']);
    expect(m.spill).toBeLessThanOrEqual(0.5);
    // On phones from 360 to 430 px wide, the own row shows its pair's names as the list does, none cut short;
    // not matched (Total), one person, one avatar, and "Not matched" in the partner's place.
    for (const width of [360, 390, 430]) {
      // The simulator's frame is border-box, with a 10 px border: its window is `width` px wide.
      await page.evaluate(
        (w) => void ((document.getElementById('game') as HTMLIFrameElement).width = String(w + 20)),
        width,
      );
      await expect.poll(() => frame.evaluate(() => innerWidth)).toBe(width);
      await frame.getByRole('tab', { name: t.today }).click();
      await expect.poll(() => panel.textContent()).toContain('857');
      const today = await frame.evaluate(measureRanking);
      await saveShot(page, `test-results/ranking-own-row-${locale}-${width}.png`); // to look at
      await frame.getByRole('tab', { name: t.total }).click();
      await expect.poll(() => panel.textContent()).toContain('4096');
      const total = await frame.evaluate(measureRanking);
      expectOwnRow(width, today, total, t.notMatched);
    }
    await saveShot(page, `test-results/ranking-own-row-${locale}-total.png`);
    await frame.getByRole('tab', { name: t.today }).click();
    await expect.poll(() => panel.textContent()).toContain('857');
    await frame.getByRole('tab', { name: t.today }).focus();
    const keys = async (key: string) => {
      await page.keyboard.press(key);
      return frame.evaluate(measureRanking);
    };
    expect(await keys('ArrowRight')).toMatchObject({ selected: t.total, focused: t.total, tabStops: [-1, 0] });
    await expect.poll(() => panel.textContent()).toContain('4096');
    expect(await keys('ArrowRight')).toMatchObject({ selected: t.today, focused: t.today }); // wraps
    expect(await keys('End')).toMatchObject({ selected: t.total, focused: t.total });
    expect(await keys('Home')).toMatchObject({ selected: t.today, focused: t.today });
    expect(await keys('ArrowLeft')).toMatchObject({ selected: t.total, focused: t.total });
    expect(errors).toEqual([]);
    await context.close();
  });
});

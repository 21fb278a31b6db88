// The ranking as a player meets it, in WebKit, in the host simulator answering like the app: the same checks
// as Chromium's (tests/e2e/chromium/ranking.test.ts), in both languages (the phone's, through the probe's cookie).
import { By, Key, type WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { asScript, expectOwnRow, measureRanking, RANKING_TEXT, type RankingMeasure } from '../shared/screenChecks';
import { boardReady, button, tapPopup } from './game';
import { forgetLanguage, intoFrame, probe, setLanguage, url, useWebKit } from './harness';

const ranking = (d: WebDriver) => d.executeScript<RankingMeasure>(asScript(measureRanking));

describe.each(['en-US', 'zh-CN'] as const)('the ranking in %s', (locale) => {
  const webkit = useWebKit();
  forgetLanguage(webkit);
  const t = RANKING_TEXT[locale];

  it('the own row labelled, names cut with "…" inside their rows, tabs by arrows, Home and End', async () => {
    const d = webkit();
    await setLanguage(d, locale);
    await d.get(url('host-simulator.html?seed=7&fakeclock=1'));
    await intoFrame(d, 'game');
    await boardReady(d);
    await (await button(d, new RegExp(`^${t.back}$`))).click();
    await tapPopup(d, new RegExp(`^${t.ranking}$`));
    const panel = () => d.findElement(By.css('[role=tabpanel]')).getText();
    await d.wait(async () => (await panel()).includes('857'), 5000, "Today's list");
    const m = await ranking(d);
    expect(m).toMatchObject({ label: t.you, listHasLabel: false, selected: t.today, tabStops: [0, -1] });
    expect(m.myNames).toEqual(['小明同学…', 'Alex…']);
    expect(m.spill).toBeLessThanOrEqual(0.5);
    // On phones from 360 to 430 px wide, the own row shows its pair's names as the list does, none cut short;
    // not matched (Total), one person, one avatar, and "Not matched" in the partner's place.
    const tab = async (name: string, shows: string) => {
      await (await button(d, new RegExp(`^${name}$`))).click();
      await d.wait(async () => (await panel()).includes(shows), 5000, `${name}'s list`);
      return ranking(d);
    };
    for (const width of [360, 390, 430]) {
      // The simulator's frame is border-box, with a 10 px border: its window is `width` px wide.
      await d.switchTo().defaultContent();
      await d.executeScript(`document.getElementById('game').width = '${width + 20}'`);
      await d.switchTo().frame(d.findElement(By.id('game')));
      await d.wait(async () => (await d.executeScript<number>('return innerWidth')) === width, 5000, `${width} px`);
      const today = await tab(t.today, '857');
      const total = await tab(t.total, '4096');
      expectOwnRow(width, today, total, t.notMatched);
    }
    await tab(t.today, '857');
    const keys = async (key: string) => {
      await d.actions().sendKeys(key).perform(); // to the focused tab, as a keyboard would
      return ranking(d);
    };
    await d.executeScript('document.querySelector("[role=tab][aria-selected=true]").focus()');
    expect(await keys(Key.ARROW_RIGHT)).toMatchObject({ selected: t.total, focused: t.total, tabStops: [-1, 0] });
    await d.wait(async () => (await panel()).includes('4096'), 5000, "Total's list");
    expect(await keys(Key.ARROW_RIGHT)).toMatchObject({ selected: t.today, focused: t.today }); // wraps
    expect(await keys(Key.END)).toMatchObject({ selected: t.total, focused: t.total });
    expect(await keys(Key.HOME)).toMatchObject({ selected: t.today, focused: t.today });
    expect(await keys(Key.ARROW_LEFT)).toMatchObject({ selected: t.total, focused: t.total });
    expect((await probe(d)).errors).toEqual([]);
  });
});

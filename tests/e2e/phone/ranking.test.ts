// The ranking as a player meets it, in the host simulator answering like the app, in Chromium and in WebKit:
// the player's own row says who they are, a long name is cut with "…" inside its row, and the tabs follow the
// keys of the WAI-ARIA tabs pattern.
import { describe, expect, it } from 'vitest';
import { expectOwnRow, measureRanking, RANKING_TEXT } from '../shared/screenChecks';
import { engine, usePhone } from './harness';

const panelText = () => document.querySelector('[role=tabpanel]')?.textContent ?? '';

describe.each(['en-US', 'zh-CN'] as const)('the ranking in %s', (lang) => {
  const phone = usePhone();
  const t = RANKING_TEXT[lang];

  it('the own row labelled, names cut with "…" inside their rows, tabs by arrows, Home and End', async () => {
    const p = phone();
    await p.open('host-simulator.html?seed=7', { lang, width: 1000, height: 900, ready: '#game' });
    await p.frame('game');
    await p.pageTimeUntil(() => p.run(() => !!document.querySelector('[data-testid=board] canvas')), 'the board');
    await p.runFor(600); // past the popup guards
    await p.tap(new RegExp(`^${t.back}$`));
    await p.runFor(600); // a tap counts from 500 ms after the popup opened
    await p.tap(new RegExp(`^${t.ranking}$`));
    const shows = (text: string, what: string) => p.waitFor(async () => (await p.run(panelText)).includes(text), what);
    await shows('857', "Today's list");
    const m = await p.run(measureRanking);
    expect(m).toMatchObject({ label: t.you, listHasLabel: false, selected: t.today, tabStops: [0, -1] });
    expect(m.myNames).toEqual(['小明同学…', 'Alex…']);
    expect(m.spill).toBeLessThanOrEqual(0.5);
    const tab = async (name: string, text: string) => {
      await p.tap(new RegExp(`^${name}$`));
      await shows(text, `${name}'s list`);
      return p.run(measureRanking);
    };
    // On phones from 360 to 430 px wide, the own row shows its pair's names as the list does, none cut short;
    // not matched (Total), one person, one avatar, and "Not matched" in the partner's place.
    for (const width of [360, 390, 430]) {
      // The simulator's frame is border-box, with a 10 px border: its window is `width` px wide.
      await p.frame(null);
      await p.run((w) => void ((document.getElementById('game') as HTMLIFrameElement).width = String(w + 20)), width);
      await p.frame('game');
      await p.waitFor(async () => (await p.run(() => innerWidth)) === width, `${width} px`);
      const today = await tab(t.today, '857');
      if (width === 390) await p.shot(`test-results/ranking-own-row-${engine()}-${lang}-${width}.png`); // to look at
      const total = await tab(t.total, '4096');
      expectOwnRow(width, today, total, t.notMatched);
    }
    await tab(t.today, '857');
    await p.run(() => (document.querySelector('[role=tab][aria-selected=true]') as HTMLElement).focus());
    const keys = async (key: 'ArrowRight' | 'ArrowLeft' | 'Home' | 'End') => {
      await p.press(key);
      return p.run(measureRanking);
    };
    expect(await keys('ArrowRight')).toMatchObject({ selected: t.total, focused: t.total, tabStops: [-1, 0] });
    await shows('4096', "Total's list");
    expect(await keys('ArrowRight')).toMatchObject({ selected: t.today, focused: t.today }); // wraps
    expect(await keys('End')).toMatchObject({ selected: t.total, focused: t.total });
    expect(await keys('Home')).toMatchObject({ selected: t.today, focused: t.today });
    expect(await keys('ArrowLeft')).toMatchObject({ selected: t.total, focused: t.total });
    expect(await p.errors()).toEqual([]);
  });
});

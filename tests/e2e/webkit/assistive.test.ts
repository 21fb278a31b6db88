// A popup's buttons under a screen reader, in WebKit: the same event sequences as Chromium's suite
// (tests/e2e/chromium/assistive.test.ts; tests/e2e/shared/assistiveClicks.ts says where each comes from). VoiceOver's
// is what WebKit itself sends; TalkBack's is Chromium's, played here too so that either engine takes both.
import type { WebDriver } from 'selenium-webdriver';
import { describe, expect, it } from 'vitest';
import { PLAY_SCRIPT, SEQUENCES, type SequenceName } from '../shared/assistiveClicks';
import { openGame } from './game';
import { probe, runFor, useWebKit } from './harness';

const play = (d: WebDriver, name: string, sequence: SequenceName) =>
  d.executeScript<boolean>(PLAY_SCRIPT, name, null, SEQUENCES[sequence]);
const paused = (d: WebDriver) =>
  d.executeScript<number>(
    'return [...document.querySelectorAll("dialog[open]")].filter((e) => e.textContent.includes("Paused")).length',
  );
/** The popup drawn: React draws what page time opened in real time, after it. */
const opened = (d: WebDriver) => d.wait(async () => (await paused(d)) === 1, 10_000, 'the pause popup');
/** Back, pressed as a keyboard or a script would (a click with no press). */
const back = (d: WebDriver) => d.executeScript('document.querySelector("header button").click()');

describe("a screen reader's activation of a popup button", () => {
  const webkit = useWebKit();

  it.each(['voiceOver', 'voiceOverTouch', 'talkBack', 'clickWithoutPress'] as const)(
    '%s: Continue is pressed once the popup has been open 500 ms',
    async (sequence) => {
      const d = webkit();
      await openGame(d, 7);
      await back(d);
      await opened(d);
      if (sequence === 'talkBack') {
        await play(d, 'Continue', sequence); // its own press began within the guard: nothing
        await runFor(d, 16);
        expect(await paused(d)).toBe(1);
      }
      await runFor(d, 600);
      expect(await play(d, 'Continue', sequence)).toBe(true);
      await runFor(d, 16);
      expect(await paused(d)).toBe(0);
      expect((await probe(d)).errors).toEqual([]);
    },
  );

  it('a finger pressed on the board before the popup, lifted over Continue, presses nothing; VoiceOver after it does', async () => {
    const d = webkit();
    await openGame(d, 7);
    await d.executeScript(`const b = document.querySelector('[data-testid=board]'); const r = b.getBoundingClientRect();
      b.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: r.left + 50, clientY: r.top + 50,
        pointerId: 2, pointerType: 'touch' }));
      const show = (s) => { Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
        document.dispatchEvent(new Event('visibilitychange')); };
      show('hidden'); show('visible');`);
    await opened(d);
    await runFor(d, 600);
    await play(d, 'Continue', 'strayRelease');
    await runFor(d, 16);
    expect(await paused(d)).toBe(1);
    await play(d, 'Continue', 'voiceOver');
    await runFor(d, 16);
    expect(await paused(d)).toBe(0);
  });
});

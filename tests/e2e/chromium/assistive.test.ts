// A popup's buttons under a screen reader, in Chromium: the events TalkBack's and VoiceOver's activations
// put on the page (tests/e2e/shared/assistiveClicks.ts says where each sequence comes from) press the button,
// while a stray tap carried over from the board still presses nothing. WebKit plays the same sequences
// (tests/e2e/webkit/assistive.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playSequence, SEQUENCES, type SequenceName } from '../shared/assistiveClicks';
import { openGame } from './gameProbe';
import { useBrowser } from './harness';

const play = (page: Page, name: string | null, sequence: SequenceName, selector: string | null = null) =>
  page.evaluate<boolean>(
    `(${playSequence.toString()})(${JSON.stringify([name, selector, SEQUENCES[sequence]]).slice(1, -1)})`,
  );
const paused = (page: Page) => page.getByRole('dialog', { name: 'Paused' }).count();

describe("a screen reader's activation of a popup button", () => {
  const browser = useBrowser();

  it.each(['talkBack', 'voiceOver', 'voiceOverTouch', 'clickWithoutPress'] as const)(
    '%s: Continue is pressed once the popup has been open 500 ms',
    async (sequence) => {
      const { context, page, errors } = await openGame(browser());
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await paused(page)).toBe(1);
      await page.clock.runFor(600);
      expect(await play(page, 'Continue', sequence)).toBe(true);
      expect(await paused(page)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("TalkBack's click within 500 ms of the popup opening (its own press began then) presses nothing", async () => {
    const { context, page } = await openGame(browser());
    await page.getByRole('button', { name: 'Back' }).click();
    await play(page, 'Continue', 'talkBack');
    expect(await paused(page)).toBe(1);
    await page.clock.runFor(600);
    await play(page, 'Continue', 'talkBack');
    expect(await paused(page)).toBe(0);
    await context.close();
  });

  it('a finger pressed on the board before the popup, lifted over Continue, presses nothing; a screen reader after it does', async () => {
    const { context, page } = await openGame(browser());
    await page.evaluate(() => {
      const r = document.querySelector('[data-testid=board]')!.getBoundingClientRect();
      const at = { bubbles: true, clientX: r.left + 50, clientY: r.top + 50, pointerId: 2, pointerType: 'touch' };
      document.querySelector('[data-testid=board]')!.dispatchEvent(new PointerEvent('pointerdown', at));
    });
    // The popup opens under the finger, with no click of its own (a click anywhere ends a press): the
    // page is hidden and shown again, as when a call comes in.
    await page.evaluate(() => {
      const show = (state: string) => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      show('hidden');
      show('visible');
    });
    await expect.poll(() => paused(page)).toBe(1);
    await page.clock.runFor(600);
    await play(page, 'Continue', 'strayRelease');
    expect(await paused(page)).toBe(1);
    await play(page, 'Continue', 'voiceOver');
    expect(await paused(page)).toBe(0);
    await context.close();
  });
});

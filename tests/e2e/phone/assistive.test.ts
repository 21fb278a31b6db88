// A popup's buttons under a screen reader, in Chromium and in WebKit: the events TalkBack's and VoiceOver's
// activations put on the page (tests/e2e/shared/assistiveClicks.ts says where each sequence comes from) press the
// button once the popup has been open 500 ms, while a stray tap carried over from the board presses nothing.
// Each engine plays both readers' sequences, so that either engine takes both.
import { describe, expect, it } from 'vitest';
import type { Phone } from '../../../drivers/phone/phone';
import { playSequence, SEQUENCES, type SequenceName } from '../shared/assistiveClicks';
import { openGame, popupsSaying } from './game';
import { usePhone } from './harness';

const play = (p: Phone, sequence: SequenceName) => p.run(playSequence, 'Continue', null, SEQUENCES[sequence]);
const paused = (p: Phone) => p.run(popupsSaying, 'Paused');
/** The pause popup drawn: React draws what page time opened in real time, after it. */
const opened = (p: Phone) => p.waitFor(async () => (await paused(p)) === 1, 'the pause popup');

describe("a screen reader's activation of a popup button", () => {
  const phone = usePhone();

  it.each(['talkBack', 'voiceOver', 'voiceOverTouch', 'clickWithoutPress'] as const)(
    '%s: Continue is pressed once the popup has been open 500 ms',
    async (sequence) => {
      const p = phone();
      await openGame(p);
      await p.tap(/^Back$/);
      await opened(p);
      if (sequence === 'talkBack') {
        expect(await play(p, sequence)).toBe(true); // its own press began within the guard: nothing
        await p.runFor(16);
        expect(await paused(p)).toBe(1);
      }
      await p.runFor(600);
      expect(await play(p, sequence)).toBe(true);
      await p.runFor(16);
      expect(await paused(p)).toBe(0);
      expect(await p.errors()).toEqual([]);
    },
  );

  it('a finger pressed on the board before the popup, lifted over Continue, presses nothing; VoiceOver after it does', async () => {
    const p = phone();
    await openGame(p);
    await p.run(() => {
      const board = document.querySelector('[data-testid=board]')!;
      const r = board.getBoundingClientRect();
      const at = { bubbles: true, clientX: r.left + 50, clientY: r.top + 50, pointerId: 2, pointerType: 'touch' };
      board.dispatchEvent(new PointerEvent('pointerdown', at));
      // The popup opens under the finger, with no click of its own (a click anywhere ends a press): the page is
      // hidden and shown again, as when a call comes in.
      const show = (state: string) => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      show('hidden');
      show('visible');
    });
    await opened(p);
    await p.runFor(600);
    expect(await play(p, 'strayRelease')).toBe(true);
    await p.runFor(16);
    expect(await paused(p)).toBe(1);
    expect(await play(p, 'voiceOver')).toBe(true);
    await p.runFor(16);
    expect(await paused(p)).toBe(0);
    // No check of errors here: Chromium refuses to capture the made-up finger (it is no pointer it tracks).
  });
});

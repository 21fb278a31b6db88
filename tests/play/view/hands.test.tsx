import 'vitest-canvas-mock';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installHostCallbacks } from '../../../src/bridge/inbox';
import { setupI18n } from '../../../src/i18n';
import { POPUP_OPEN_GUARD_MS } from '../../../src/play/session/session';
import { frameAtom, popupAtom } from '../../../src/play/flow/store';
import { renderGame } from '../fakes';

// Hands that lose nothing: a held key is one press, and a popup that opens under a finger or a key takes
// nothing meant for the board. (In a real browser too: tests/e2e/chromium/hands.test.ts.)
beforeAll(() => {
  setupI18n({ languages: ['en-US'], language: 'en-US' });
  installHostCallbacks(window);
});

async function game() {
  const g = renderGame();
  const board = await screen.findByTestId('board');
  return { ...g, board, world: () => g.store.get(frameAtom).world };
}

/** Drops at one spot until the end popup opens. */
function playUntilOver(g: Awaited<ReturnType<typeof game>>) {
  for (let i = 0; i < 200 && g.store.get(popupAtom) !== 'end'; i++)
    act(() => {
      fireEvent.pointerDown(g.board, { clientX: 50, pointerId: 1 });
      fireEvent.pointerUp(g.board, { clientX: 50, pointerId: 1 });
      g.tick(20);
    });
  expect(g.store.get(popupAtom)).toBe('end');
}

describe('a held key is one press', () => {
  it('held Enter on the board drops one piece, however many repeats follow', async () => {
    const g = await game();
    g.board.focus();
    act(() => {
      fireEvent.keyDown(g.board, { key: 'Enter' });
      for (let i = 0; i < 30; i++) {
        fireEvent.keyDown(g.board, { key: 'Enter', repeat: true });
        g.tick(6); // ~100 ms between repeats: the first piece lands meanwhile
      }
    });
    expect(g.world().pieces).toHaveLength(1);
  });

  it('a repeated Enter or Space keydown is cancelled on every control, so no button clicks again', async () => {
    const g = await game();
    const back = screen.getByRole('button', { name: 'Back' });
    // fireEvent returns false when the event was cancelled: the browser then does not click the button.
    expect(fireEvent.keyDown(back, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(back, { key: ' ', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(back, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(back, { key: 'ArrowLeft', repeat: true })).toBe(true); // aiming repeats
    fireEvent.click(back);
    const music = screen.getByRole('switch', { name: 'Music' });
    expect(fireEvent.keyDown(music, { key: 'Enter', repeat: true })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: 'Restart' }), { key: 'Enter', repeat: true })).toBe(
      false,
    );
    expect(g.msgs().filter((m) => m === 5)).toHaveLength(1);
  });
});

describe('a popup takes no gameplay input', () => {
  it('the pause and end popups put focus on the dialog itself, not on a button', async () => {
    const g = await game();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Paused' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    act(() => g.advance(1000)); // past the guard against the rest of a double tap on Continue
    playUntilOver(g);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Game over' }));
  });

  it('a tap on the end popup within 500 ms of it opening, or pressed before it opened, presses nothing', async () => {
    const g = await game();
    playUntilOver(g);
    const restart = screen.getByRole('button', { name: 'Restart' });
    const tapRestart = () => {
      fireEvent.pointerDown(restart);
      fireEvent.click(restart, { detail: 1 });
    };
    tapRestart(); // at once: a tap meant for the board
    act(() => g.advance(POPUP_OPEN_GUARD_MS - 1));
    tapRestart();
    expect(g.msgs()).not.toContain(10);
    fireEvent.pointerDown(restart); // a press that begins within the guard…
    act(() => g.advance(1));
    fireEvent.click(restart, { detail: 1 }); // …released after it: not a tap on it
    expect(g.msgs()).not.toContain(10);
    tapRestart(); // pressed and released on it, 500 ms after it opened
    expect(g.msgs()).toContain(10);
  });

  it("a screen reader's activation (a click with no press of its own) presses a button once the guard is over", async () => {
    const g = await game();
    playUntilOver(g);
    const restart = screen.getByRole('button', { name: 'Restart' });
    fireEvent.click(restart, { detail: 1 }); // within the guard: nothing
    expect(g.msgs()).not.toContain(10);
    // A finger pressed on the board before the popup, released over the button after the guard: nothing.
    fireEvent.pointerDown(document.body);
    act(() => g.advance(POPUP_OPEN_GUARD_MS));
    fireEvent.click(restart, { detail: 1 });
    expect(g.msgs()).not.toContain(10);
    fireEvent.click(restart, { detail: 1 }); // TalkBack or VoiceOver: a click, no pointer event before it
    expect(g.msgs()).toContain(10);
  });
});

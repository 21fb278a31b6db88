/**
 * Whether the click being handled came from a pointer press (pressed, and no click since). A popup's tap
 * guard uses it to tell a tap carried over from the board (its press began before the popup) from an
 * activation by a screen reader or switch control, which clicks with no press of its own (TalkBack and
 * VoiceOver may send a click with `detail: 1` and no pointer event before it).
 */
let pressOpen = false;
let clickFromPress = false;

if (typeof window !== 'undefined') {
  const capture = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressOpen = true), capture);
  window.addEventListener('pointercancel', () => (pressOpen = false), capture);
  // The window's capture comes before every handler in the page: each click is judged with its own answer.
  window.addEventListener(
    'click',
    () => {
      clickFromPress = pressOpen;
      pressOpen = false;
    },
    capture,
  );
}

/** Whether the click now being dispatched ends a pointer press. */
export const clickEndsPress = (): boolean => clickFromPress;

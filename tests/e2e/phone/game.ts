// The game on a phone (drivers/phone/): opened at a seed with page time held, and read through its probe.
import type { OpenOptions, Phone } from '../../../drivers/phone/phone';

/** Page-side: whether the game's board is drawn (its canvas in a ready page). */
export const boardDrawn = () => document.querySelector('html[data-ready] [data-testid=board] canvas') !== null;

/** Opens the game at `seed` and runs page time until its board is drawn, then past the popup guards. */
export async function openGame(p: Phone, seed = 7, options: OpenOptions = {}): Promise<void> {
  await p.open(`BigWatermelon?seed=${seed}`, options);
  await p.pageTimeUntil(() => p.run(boardDrawn), 'the board');
  await p.runFor(600);
}

/** Page-side: how many open popups say `text` (the pause popup: "Paused"). */
export const popupsSaying = (text: string) =>
  [...document.querySelectorAll('dialog[open]')].filter((e) => e.textContent?.includes(text)).length;

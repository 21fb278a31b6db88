// Running a kept game's check (kept/check.ts) in the background: its code loaded when there is a game to
// check, then a piece at a time on the session's timers, or all at once when its answer is needed now.
import type { CheckVerdict, KeptCheck } from './check';
import type { KeptGame } from './game';
import { isPromise } from './saves';
import type { Timers } from '../flow/timers';

/** Makes a kept game's check (kept/check.ts): loaded when there is a game to check, after the page is playable. */
export type LoadCheck = () => ((g: KeptGame) => KeptCheck) | Promise<(g: KeptGame) => KeptCheck>;

export function createCheckRunner(load: LoadCheck, timers: Pick<Timers, 'after'>) {
  /** The check under way, and who takes its verdict. */
  let check: { readonly steps: KeptCheck; readonly then: (v: CheckVerdict) => void } | null = null;
  let running = false;
  /**
   * The board is on screen: its code loads at once, but the check steps only from then on (before, its pieces
   * ran between the start's tasks and held back the frame that shows the game).
   */
  let shown = false;
  const later = () => timers.after(0, () => on(false));
  /** Moves the check on: a piece of it, or all of it (`all`, whenever asked); its verdict is given once. */
  function on(all: boolean) {
    if (!check || !((running && shown) || all)) return;
    const v = all ? check.steps.finish() : check.steps.step();
    if (v === null) return void later();
    const { then } = check;
    check = null;
    then(v);
  }
  return {
    /** Loads the check for `g` and starts it; `then` takes its verdict, once. */
    begin(g: KeptGame, then: (v: CheckVerdict) => void) {
      // The check could not be loaded (offline with no worker): the game is kept as it is; the host checks its replay.
      const unchecked = (e: unknown) => {
        console.warn('the kept game could not be checked; it is kept as it is', e);
        then(true);
      };
      const made = (make: (g: KeptGame) => KeptCheck) => {
        check = { steps: make(g), then };
        later();
      };
      try {
        const m = load();
        if (isPromise(m)) m.then(made, unchecked);
        else made(m);
      } catch (e) {
        unchecked(e);
      }
    },
    /** The check's answer now, if its code is loaded. */
    finish: () => on(true),
    /** The session runs (again): the check goes on. */
    start() {
      running = true;
      if (check) later();
    },
    /** The view says the board is on screen (session.shown()). */
    shown() {
      shown = true;
      if (check) later();
    },
    /** The session stops (its timers are cancelled): the check waits for the next start. */
    stop() {
      running = false;
    },
  };
}
export type CheckRunner = ReturnType<typeof createCheckRunner>;

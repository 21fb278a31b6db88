// A ghost duel started from a watched game (Play this seed) compares with that game only once every move of it is
// checked: where the viewer had not finished its check when the player chose Play this seed, the check goes on here,
// in the background while the player plays, in a worker where one starts, else a slice at a time.
import type { Replay } from '../../../game';
import type { CheckedGame } from '../../flow/store';
import type { Timers } from '../../flow/timers';
import { createWatchedGame } from '../../watch/watchedGame';
import { startPlayThrough } from '../browser/playThrough';

/** What the comparison can say of the other game: checked (its end and curve), still being checked, or not a game. */
export type RivalCheck =
  ({ readonly status: 'checked' } & CheckedGame) | { readonly status: 'checking' } | { readonly status: 'failed' };

/** Time a slice of the check may take on the page (ms), where no worker does it. */
const SLICE_MS = 6;

/** Checks `replay` and says how it came out, once; returns a stop. */
export function checkRival(replay: Replay, done: (c: RivalCheck) => void, timers: Timers): () => void {
  const game = createWatchedGame(replay);
  let over = false;
  let cancel = () => {};
  const settle = () => {
    const c = game.check();
    if (over || c.status === 'checking') return;
    over = true;
    worker?.stop();
    cancel();
    done(
      c.status === 'verified'
        ? { status: 'checked', score: c.score, curve: game.curve().map((p) => [p.frame, p.score] as const) }
        : { status: 'failed' },
    );
  };
  const slice = () => {
    if (over) return;
    game.work(timers.now, timers.now() + SLICE_MS);
    settle();
    if (!over) cancel = timers.after(0, slice);
  };
  const worker = startPlayThrough(replay);
  if (worker)
    worker.attach({
      absorb(p) {
        game.absorb(p);
        settle();
      },
      playThroughElsewhere: (on) => void (on || over || slice()),
    });
  else slice();
  return () => {
    over = true;
    worker?.stop();
    cancel();
  };
}

// Msg 5, the score so far: sent by the back icon, at each game over (when the countdown ends, or at once
// when the player leaves it), and when the page is hidden with a score the host has not seen.
import { createCountdown } from './countdown';
import type { SessionCore } from './sessionCore';
import { endAtom } from './store';
import type { World } from '../../game';

export function createScoreReports({ store, loop, send, scoreMessage, timers, setPending }: SessionCore) {
  /** The game state the last msg 5 reported: a hide reports only what the host has not seen. */
  let reported = '';
  const stateOf = (w: World) => `${w.seed}:${w.frame}:${w.score}`;
  function reportScore() {
    reported = stateOf(loop.current);
    send(scoreMessage());
  }

  const countdown = createCountdown(
    timers,
    (e) => store.set(endAtom, e),
    () => {
      reportScore();
      return loop.current.score;
    },
  );

  return {
    countdown,
    reportScore,
    /**
     * Hidden or unloaded: a score the host has not seen goes out now, once. A countdown reports (and
     * shows) its score; a revived game in play, or an end popup, reports where it stands. A game that
     * never reached a game over is not reported.
     */
    reportUnseen() {
      countdown.report();
      const w = loop.current;
      if ((w.revives > 0 || w.phase === 'ended') && stateOf(w) !== reported) reportScore();
    },
    /** The player leaves the game over (Restart, Home): its score goes first, and a revive still pending is given up. */
    leaveEnd() {
      countdown.report();
      setPending('revive', false);
    },
  };
}

export type ScoreReports = ReturnType<typeof createScoreReports>;

// Msg 5, the score so far: sent by the back icon, at each game over (when the countdown ends, or at once
// when the player leaves it), and when the page is hidden with a score the host has not seen.
import type { HostMessage } from '../../bridge';
import type { World } from '../../game';
import type { LiveWorld } from '../flow/liveWorld';
import { createCountdown } from '../flow/countdown';
import { endAtom, type GameStore, type Request } from '../flow/store';
import type { Timers } from '../flow/timers';

export interface ReportParts {
  readonly store: GameStore;
  readonly live: Pick<LiveWorld, 'current'>;
  readonly send: (m: HostMessage) => void;
  /** Msg 5 for the game on the board, with its replay (recorder.ts). */
  readonly scoreMessage: () => HostMessage;
  readonly timers: Pick<Timers, 'after'>;
  readonly setPending: (r: Request, on: boolean) => void;
}

export function createScoreReports(parts: ReportParts) {
  const { store, live, send, scoreMessage, timers, setPending } = parts;
  /** The game state the last msg 5 reported: a hide reports only what the host has not seen. */
  let reported = '';
  function reportScore() {
    reported = stateOf(live.current);
    send(scoreMessage());
  }

  const countdown = createCountdown(
    timers,
    (e) => store.set(endAtom, e),
    () => {
      reportScore();
      return live.current.score;
    },
  );

  return {
    countdown,
    reportScore,
    /** The game state the host last received (kept with the game). */
    reported: () => reported,
    /** A kept game's: what its host had already received (keeper.ts). */
    setReported(state: string) {
      reported = state;
    },
    /**
     * Hidden or unloaded: a score the host has not seen goes out now, once. A countdown reports (and
     * shows) its score; a revived game in play, or an end popup, reports where it stands. A game that
     * never reached a game over is not reported.
     */
    reportUnseen() {
      countdown.report();
      const w = live.current;
      if ((w.revives > 0 || w.phase === 'ended') && stateOf(w) !== reported) reportScore();
    },
    /** The player leaves the game over (Restart, Home): its score goes first, and a revive still pending is given up. */
    leaveEnd() {
      countdown.report();
      setPending('revive', false);
    },
  };
}

/** A game's state as msg 5 reports it: the host has seen a game when it received this state. */
export const stateOf = (w: World) => `${w.seed}:${w.frame}:${w.score}`;

export type ScoreReports = ReturnType<typeof createScoreReports>;

// A new game on a given seed, as the host's seed, Play this seed and a duel start one: the game on the board goes
// first, its score reported (once) when anything was played in it, a revive still pending given up. No msg 10.
import type { GameFlow } from '../flow/gameFlow';
import type { LiveWorld } from '../flow/liveWorld';
import { stateOf, type ScoreReports } from './scoreReports';

export function createNewGame(parts: {
  readonly live: Pick<LiveWorld, 'current'>;
  readonly flow: Pick<GameFlow, 'playAction' | 'movePopup'>;
  readonly reports: Pick<ScoreReports, 'leaveEnd' | 'countdown' | 'reported' | 'reportScore'>;
}) {
  const { live, flow, reports } = parts;
  return (seed: number) => {
    reports.leaveEnd();
    reports.countdown.clear();
    const w = live.current;
    if (w.nextId > 1 && stateOf(w) !== reports.reported()) reports.reportScore();
    flow.playAction({ type: 'restart', seed });
    flow.movePopup({ type: 'restart' });
  };
}

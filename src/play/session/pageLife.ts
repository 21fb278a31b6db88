// The page's life around a game: start (settings, the first frame, the music state, the host's calls,
// the frames), stop, and hidden or shown again.
import type { HostMessage } from '../../bridge';
import { connectHost, type HostCall } from '../../bridge/inbox';
import type { GameFlow } from '../flow/gameFlow';
import type { Keeper } from '../kept/keeper';
import type { GameLoop } from '../flow/loop';
import type { ScoreReports } from '../host/scoreReports';
import type { GameSession } from './sessionApi';
import { loadSetting, type SettingsStorage } from '../flow/settings';
import { settingsAtom, type GameStore } from '../flow/store';
import type { SessionTimers } from '../flow/timers';

export interface LifeParts {
  readonly store: GameStore;
  readonly storage: SettingsStorage;
  readonly loop: GameLoop;
  readonly flow: Pick<GameFlow, 'go' | 'step'>;
  readonly reports: Pick<ScoreReports, 'reportUnseen'>;
  readonly timers: SessionTimers;
  readonly send: (m: HostMessage) => void;
  /** Writes the board's frame to the store (alpha: how far between the last two steps). */
  readonly draw: (alpha?: number) => void;
  /** Answers a host call; null in playback, which takes nothing from the host. */
  readonly answerHost: ((call: HostCall) => void) | null;
  /** Keeps the game on the device (keeper.ts); null in playback. */
  readonly keeper: Pick<Keeper, 'start' | 'stop' | 'save' | 'tick'> | null;
}

export function pageLife(parts: LifeParts): Pick<GameSession, 'start' | 'stop' | 'setHidden'> {
  const { store, storage, loop, flow, reports, timers, send, draw, answerHost, keeper } = parts;
  let disconnect = () => {};
  let musicSent = false;
  let hidden = false;
  return {
    start() {
      // Nothing is written before this (no store or storage write while React renders the game).
      keeper?.start();
      store.set(settingsAtom, { sound: loadSetting('soundEffect', storage), music: loadSetting('music', storage) });
      draw(1);
      if (!musicSent) send({ type: store.get(settingsAtom).music ? 'musicOn' : 'musicOff' });
      musicSent = true;
      if (answerHost) disconnect = connectHost(answerHost);
      loop.start((ms) => {
        if (!loop.advance(ms, flow.step)) return;
        draw();
        keeper?.tick();
      });
    },
    stop() {
      reports.reportUnseen();
      keeper?.save();
      keeper?.stop();
      disconnect();
      loop.stop();
      timers.cancelAll();
    },
    setHidden(h: boolean) {
      if (h === hidden) return;
      hidden = h;
      loop.setHidden(h);
      if (!h) return timers.resume();
      reports.reportUnseen();
      flow.go({ type: 'hidden' });
      keeper?.save();
      timers.pause();
    },
  };
}

// The page's life around a game: start (settings, the first frame, the music state, the host's calls,
// the frames), stop, and hidden or shown again.
import type { HostMessage } from '../../bridge';
import type { HostCall, Inbox } from '../../bridge/inbox';
import type { GameFlow } from '../flow/gameFlow';
import type { Hosting } from '../host/hosting';
import type { Duel } from '../duel/duel';
import type { Keeper } from '../kept/keeper';
import type { GameLoop } from '../flow/loop';
import type { ScoreReports } from '../host/scoreReports';
import type { GameSession } from './sessionApi';
import { loadSetting, type SettingsStorage } from '../flow/settings';
import { settingsAtom, watchAtom, type GameStore } from '../flow/store';
import type { SessionTimers } from '../flow/timers';

export interface LifeParts {
  readonly store: GameStore;
  readonly storage: SettingsStorage;
  readonly loop: GameLoop;
  readonly flow: Pick<GameFlow, 'movePopup' | 'step'>;
  readonly reports: Pick<ScoreReports, 'reportUnseen'>;
  readonly timers: SessionTimers;
  readonly send: (m: HostMessage) => void;
  /** Writes the board's frame to the store (alpha: how far between the last two steps). */
  readonly draw: (alpha?: number) => void;
  /** The window's host calls (bridge/inbox.ts). */
  readonly inbox: Pick<Inbox, 'connect'>;
  /** The duel the game is played in: it holds the game (its countdown, a timed duel's end) and moves each frame. */
  readonly duel: Pick<Duel, 'holding' | 'frame'>;
  /** Whether a host answers: said to the view as the session starts. */
  readonly hosting: Pick<Hosting, 'publish'>;
  /** Answers a host call. */
  readonly answerHost: (call: HostCall) => void;
  /** Keeps the game on the device (keeper.ts). */
  readonly keeper: Pick<Keeper, 'start' | 'stop' | 'save' | 'tick'>;
}

export function createPageLife(parts: LifeParts): Pick<GameSession, 'start' | 'stop' | 'setHidden'> {
  const { store, storage, loop, flow, reports, timers, send, draw, answerHost, keeper } = parts;
  let disconnect = () => {};
  let unwatch = () => {};
  let musicSent = false;
  let hidden = false;
  let watching = false;
  /** Hidden or watching another game: the player's game stands still, its timers too. */
  const hold = () => {
    loop.setHidden(hidden || watching);
    if (hidden || watching) timers.pause();
    else timers.resume();
  };
  return {
    start() {
      // Nothing is written before this (no store or storage write while React renders the game).
      keeper.start();
      store.set(settingsAtom, { sound: loadSetting('soundEffect', storage), music: loadSetting('music', storage) });
      parts.hosting.publish();
      draw(1);
      if (!musicSent) send({ type: store.get(settingsAtom).music ? 'musicOn' : 'musicOff' });
      musicSent = true;
      // The viewer open over the player's game (watchAtom): it stands still, as it is, until the viewer closes.
      unwatch = store.sub(watchAtom, () => {
        const on = store.get(watchAtom) !== null;
        if (on === watching) return;
        watching = on;
        keeper.save();
        hold();
      });
      disconnect = parts.inbox.connect(answerHost);
      const step = () => {
        if (!parts.duel.holding()) flow.step();
      };
      loop.start((ms) => {
        if (!loop.advance(ms, step)) return;
        draw();
        parts.duel.frame();
        keeper.tick();
      });
    },
    stop() {
      reports.reportUnseen();
      keeper.save();
      keeper.stop();
      disconnect();
      unwatch();
      loop.stop();
      timers.cancelAll();
    },
    setHidden(h: boolean) {
      if (h === hidden) return;
      hidden = h;
      if (h) {
        reports.reportUnseen();
        // A game behind the viewer is already standing still: it keeps its popup.
        if (!watching) flow.movePopup({ type: 'hidden' });
        keeper.save();
      }
      hold();
    },
  };
}

// A game session, wired from its parts: the core (loop, host's send, books, popup flow: sessionCore.ts),
// the score reports (scoreReports.ts), the host's answers (hostAnswers.ts) and the player's taps
// (playerActions.ts). This module connects them and runs the page's life: start, stop, hidden, shown.
import { connectHost } from '../../bridge/inbox';
import { actionOf } from '../../game';
import { hostAnswer, typedHostCall, type HostChange } from './hostAnswers';
import { playerActions } from './playerActions';
import { createScoreReports } from './scoreReports';
import { createSessionCore, type CoreHooks } from './sessionCore';
import { loadSetting } from './settings';
import { contentHeightAtom, frameAtom, pendingAtom, propsAtom, settingsAtom, type GameStore } from './store';
import type { GameSession, SessionDeps } from './sessionApi';

export type { GameSession, SessionDeps, SoundName } from './sessionApi';
export { END_COUNTDOWN_S } from './countdown';
export { HOME_REPEAT_MS } from './playerActions';
export { POPUP_CLOSE_GUARD_MS, POPUP_OPEN_GUARD_MS } from './popupFlow';
export { PROP_COOLDOWN_MS } from './cooldowns';
export { PROP_REQUEST_TIMEOUT_MS } from './propRequests';
export { RANKING_TIMEOUT_MS } from './rankingRequests';

/**
 * One game page's logic in plain TypeScript: the fixed-step loop, the host bridge, sounds, settings,
 * popups, the end popup's countdown and score report, prop cooldowns and pending host requests.
 * It writes the jotai store; React only reads it and calls these methods.
 */
export function createGameSession(store: GameStore, deps: SessionDeps): GameSession {
  const hooks: CoreHooks = { gameOver: () => {}, playDue: () => {} };
  const core = createSessionCore(store, deps, hooks);
  const { loop, act, timers, go, player, send, playback } = core;
  const reports = createScoreReports(core);
  /** The host's gameSeed (the address's, or initData's): every game of this page load starts from it. */
  let gameSeed = playback ? undefined : deps.gameSeed;

  /** Revives the game over on the board; false if it cannot be (the world came back the same). */
  function revived(): boolean {
    const before = loop.current;
    act({ type: 'revive' });
    if (loop.current === before) return false; // refused: the identity rule (game/update.ts)
    reports.countdown.clear();
    go({ type: 'revived' });
    return true;
  }

  hooks.gameOver = () => {
    reports.countdown.start();
    go({ type: 'gameOver' });
  };
  hooks.playDue = () => {
    for (let a = player?.due(loop.current); a; a = player?.due(loop.current)) {
      // A revive goes the way a video's does (closing the end popup); the rest as the simulation took them.
      if (a.type === 'revive') revived();
      else act(actionOf(a));
    }
    if (player?.endsHere(loop.current)) go({ type: 'replayEnded' });
  };

  /** Applies what a host answer changes, in order. */
  function apply(change: HostChange) {
    switch (change.type) {
      case 'contentHeight':
        return store.set(contentHeightAtom, change.px);
      case 'gameSeed': {
        // The next games start from it, and so does this one if nothing was dropped yet, whatever popup is
        // open (a WebView loaded hidden opens on the pause popup): a server ranks only the seed it issued.
        // The popup stays as it was, and a paused game stays paused.
        gameSeed = change.seed;
        const w = loop.current;
        if (w.phase !== 'ended' && w.nextId === 1 && w.seed !== change.seed) {
          act({ type: 'restart', seed: change.seed });
          if (w.phase === 'paused') act({ type: 'pause' });
        }
        return;
      }
      case 'props':
        return store.set(propsAtom, change.list);
      case 'special':
        return act({ type: 'setSpecial', kind: change.kind });
      case 'revive':
        core.setPending('revive', false);
        if (!revived()) console.error('videoFinished: this game cannot be revived');
        return;
      case 'warn':
        return console.warn(change.message);
      case 'error':
        return console.error(change.message);
      default: {
        const never: never = change;
        return never;
      }
    }
  }

  let disconnect = () => {};
  let musicSent = false;
  let hidden = false;
  return {
    world: () => loop.current,
    start() {
      // Nothing is written before this (no store or storage write while React renders the game).
      store.set(settingsAtom, {
        sound: loadSetting('soundEffect', deps.storage),
        music: loadSetting('music', deps.storage),
      });
      store.set(frameAtom, core.drawn({ prev: loop.current, world: loop.current, alpha: 1 }));
      if (!musicSent) send({ type: store.get(settingsAtom).music ? 'musicOn' : 'musicOff' });
      musicSent = true;
      if (!playback)
        disconnect = connectHost((call) => {
          try {
            const typed = typedHostCall(call);
            if (!typed.ok) return console.error(typed.error);
            const books = { props: core.props, ranking: core.ranking, revivePending: store.get(pendingAtom).revive };
            for (const change of hostAnswer(typed.value, books)) apply(change);
          } catch (e) {
            console.error(`host call ${call.name} failed`, e);
          }
        });
      loop.start();
    },
    stop() {
      reports.reportUnseen();
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
      go({ type: 'hidden' });
      timers.pause();
    },
    ...playerActions(core, reports, () => gameSeed),
  };
}

// What the player's taps do: a drop, the back icon, the popups' buttons, the prop buttons and the
// settings. Each is refused quietly where its guard says so (popupFlow.ts, the cooldowns, the books).
import { PROP_KIND, PROP_MESSAGE, type PropNumber } from '../../bridge/protocol';
import { createWorld, MAX_REVIVES, quantizeDropX } from '../../game';
import { dropAllowed } from './popupFlow';
import type { ScoreReports } from './scoreReports';
import type { GameSession } from './sessionApi';
import type { SessionCore } from './sessionCore';
import { writeSetting } from './settings';
import { pendingAtom, propsAtom, rankingAtom, settingsAtom, type RankingTab } from './store';

/** A second Home within this time is the same tap, not a second request. */
export const HOME_REPEAT_MS = 1000;

type PlayerActions = Omit<GameSession, 'world' | 'start' | 'stop' | 'setHidden'>;

/** `gameSeed`: the host's seed for every game of this page load, if it gave one (it may come late). */
export function playerActions(
  core: SessionCore,
  reports: ScoreReports,
  gameSeed: () => number | undefined,
): PlayerActions {
  const { store, loop, act, send, timers, go, popupState, playback, player, props, cooldowns, ranking } = core;
  const popup = () => popupState().popup;
  const storage = core.deps.storage;
  let lastHome = -Infinity;

  function requestTab(tab: RankingTab) {
    store.set(rankingAtom, (r) => (r.tab === tab ? r : { ...r, tab }));
    ranking.ask(tab);
    send({ type: tab === 'today' ? 'rankingToday' : 'rankingTotal' });
  }

  return {
    drop(x: number) {
      if (playback || !dropAllowed(popupState(), timers.now())) return;
      act({ type: 'drop', x: quantizeDropX(loop.current, x) });
    },
    back() {
      if (!core.can({ type: 'back' })) return;
      reports.reportScore();
      go({ type: 'back' });
    },
    continueGame() {
      go({ type: 'continue' });
    },
    restart() {
      reports.leaveEnd();
      reports.countdown.clear();
      if (player) {
        // Playback starts over: the replay's own game, nothing carried over.
        loop.reset(createWorld(core.seed, core.rules));
        player.reset();
      } else {
        act({ type: 'restart', seed: gameSeed() });
        send({ type: 'restarted' });
      }
      go({ type: 'restart' });
    },
    home() {
      if (timers.now() - lastHome < HOME_REPEAT_MS) return;
      lastHome = timers.now();
      reports.leaveEnd();
      send({ type: 'home' });
    },
    revive() {
      const { countdown } = reports;
      if (playback || !countdown.active() || store.get(pendingAtom).revive || loop.current.revives >= MAX_REVIVES)
        return;
      core.setPending('revive', true);
      send({ type: 'watchVideoToRevive' });
    },
    openRanking() {
      if (go({ type: 'openRanking' })) requestTab('today');
    },
    selectTab(tab: RankingTab) {
      if (popup() === 'ranking') requestTab(tab);
    },
    closeRanking() {
      go({ type: 'closeRanking' });
    },
    useProp(prop: PropNumber) {
      const k = PROP_KIND[prop];
      if (playback || popup() !== 'none' || cooldowns.active(k) || props.waiting(k)) return;
      cooldowns.start(k);
      const have = store.get(propsAtom)[prop - 1]!.quantity > 0;
      props.ask(k, have);
      send({ type: have ? PROP_MESSAGE[k].use : PROP_MESSAGE[k].empty });
    },
    setSound(on: boolean) {
      store.set(settingsAtom, (s) => ({ ...s, sound: on }));
      writeSetting('soundEffect', on, storage);
    },
    setMusic(on: boolean) {
      store.set(settingsAtom, (s) => ({ ...s, music: on }));
      writeSetting('music', on, storage);
      send({ type: on ? 'musicOn' : 'musicOff' });
    },
  };
}

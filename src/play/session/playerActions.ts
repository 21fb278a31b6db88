// What the player's taps do: a drop, the back icon, the popups' buttons, the prop buttons and the
// settings. Each is refused quietly where its guard says so (popupFlow.ts, the cooldowns, the books).
import type { HostMessage } from '../../bridge';
import { MAX_CARD_CHARS } from '../../bridge/protocol';
import {
  canRevive,
  encodeReplay,
  findsTarget,
  isSeed,
  quantizeDropX,
  SPECIAL_KINDS,
  type SpecialKind,
} from '../../game';
import type { Duel } from '../duel/duel';
import type { LiveWorld } from '../flow/liveWorld';
import type { createCooldowns } from '../host/cooldowns';
import type { GameFlow } from '../flow/gameFlow';
import type { Keeper } from '../kept/keeper';
import { dropAllowed } from '../flow/popupFlow';
import type { createPropRequests } from '../host/propRequests';
import type { createRankingRequests } from '../host/rankingRequests';
import type { ScoreReports } from '../host/scoreReports';
import type { GameSession } from './sessionApi';
import { writeSetting, type SettingsStorage } from '../flow/settings';
import {
  endAtom,
  pendingAtom,
  propHintAtom,
  propsAtom,
  rankingAtom,
  reviveInAppAtom,
  settingsAtom,
  type PropHint,
  type GameStore,
  type RankingTab,
  type Request,
  type Rival,
  type WatchAsk,
} from '../flow/store';
import type { Timers } from '../flow/timers';
import type { Watching } from '../watch/watching';

/** A second Home within this time is the same tap, not a second request. */
export const HOME_REPEAT_MS = 1000;
/** How long the prop row's hint shows (store.ts propHintAtom). */
export const PROP_HINT_MS = 2500;

type PlayerActions = Omit<
  GameSession,
  | 'world'
  | 'replay'
  | 'watchSound'
  | 'keptRead'
  | 'shown'
  | 'start'
  | 'stop'
  | 'setHidden'
  | 'partnerWorld'
  | 'partnerBoard'
  | 'ghost'
  | 'ghostChecked'
>;

export interface PlayerParts {
  readonly store: GameStore;
  readonly live: Pick<LiveWorld, 'current'>;
  readonly flow: Pick<GameFlow, 'playAction' | 'movePopup' | 'can' | 'popupState'>;
  readonly reports: ScoreReports;
  readonly send: (m: HostMessage) => void;
  readonly timers: Pick<Timers, 'now' | 'after'>;
  readonly storage: SettingsStorage;
  /** The host's seed for every game of this page load, if it gave one (it may come late). */
  readonly gameSeed: () => number | undefined;
  readonly props: Pick<ReturnType<typeof createPropRequests>, 'ask' | 'waiting'>;
  readonly cooldowns: ReturnType<typeof createCooldowns>;
  readonly ranking: Pick<ReturnType<typeof createRankingRequests>, 'ask'>;
  readonly setPending: (r: Request, on: boolean) => void;
  /**
   * Whether a host app is there to answer: a uni-app or React Native transport, or any host call received (a
   * host page calling the globals). Not in a plain browser tab, where requests say at once that they live in
   * the app instead of waiting.
   */
  readonly hosted: () => boolean;
  /** Where Home goes with no host app to take the player home (a plain tab): the site's landing page. */
  readonly leavePage?: () => void;
  /** The viewer, opened and closed (play/watch/watching.ts). */
  readonly watching: Watching;
  /** The duel the game is played in (play/duel/duel.ts): its countdown holds drops; Restart and Home leave it. */
  readonly duel: Pick<Duel, 'holding' | 'leave' | 'start' | 'ghostChecked' | 'rematch' | 'on'>;
  /** The game kept through the WebView's death, told after each action. */
  readonly keeper: Pick<Keeper, 'played' | 'save' | 'leave'>;
}

/** An action, then what it does to the kept game (createPlayerActions' `after`). */
type After = <A extends unknown[], R>(
  kept: 'played' | 'changed' | 'left',
  action: (...args: A) => R,
) => (...args: A) => R;

export function createPlayerActions(parts: PlayerParts): PlayerActions {
  const { store, live, flow, reports, send, timers, storage, gameSeed, props, cooldowns, ranking } = parts;
  const { playAction, movePopup, popupState } = flow;
  const popup = () => popupState().popup;
  let lastHome = -Infinity;
  let hideHint = () => {};
  const { hosted } = parts;
  const showHint = (hint: PropHint) => {
    hideHint();
    store.set(propHintAtom, hint);
    hideHint = timers.after(PROP_HINT_MS, () => store.set(propHintAtom, null));
  };

  const { keeper } = parts;
  /**
   * An action, then the kept game (kept/keeper.ts) as it now stands: `played` plays it on (a host's other seed no
   * longer replaces it), `changed` keeps the change, `left` leaves it (Home). What the action answers (Share:
   * whether an app took the card) goes back to the view unchanged.
   */
  const after: After =
    (kept, action) =>
    (...args) => {
      const answer = action(...args);
      if (kept === 'left') keeper.leave();
      else {
        if (kept === 'played') keeper.played();
        keeper.save();
      }
      return answer;
    };

  function requestTab(tab: RankingTab) {
    store.set(rankingAtom, (r) => (r.tab === tab ? r : { ...r, tab }));
    ranking.ask(tab, hosted());
    send({ type: tab === 'today' ? 'rankingToday' : 'rankingTotal' });
  }

  return {
    drop: after('played', (x: number) => {
      if (!dropAllowed(popupState(), timers.now()) || parts.duel.holding()) return;
      playAction({ type: 'drop', x: quantizeDropX(live.current, x) });
    }),
    back: after('changed', () => {
      if (!flow.can({ type: 'back' })) return;
      reports.reportScore();
      movePopup({ type: 'back' });
    }),
    continueGame: after('played', () => {
      movePopup({ type: 'continue' });
    }),
    restart: after('played', () => {
      parts.duel.leave();
      store.set(reviveInAppAtom, false);
      reports.leaveEnd();
      reports.countdown.clear();
      playAction({ type: 'restart', seed: gameSeed() });
      send({ type: 'restarted' });
      movePopup({ type: 'restart' });
    }),
    home: after('left', () => {
      if (timers.now() - lastHome < HOME_REPEAT_MS) return;
      lastHome = timers.now();
      parts.duel.leave();
      reports.leaveEnd();
      send({ type: 'home' });
      if (!hosted()) parts.leavePage?.();
    }),
    revive: after('played', () => {
      const { countdown } = reports;
      if (!countdown.active() || store.get(pendingAtom).revive || !canRevive(live.current)) return;
      if (parts.duel.on()) return; // a duel is played to its game over: no video buys a second life in it
      // No app, no video: the popup says where revives come from, and nothing is asked of nobody.
      if (!hosted()) return void store.set(reviveInAppAtom, true);
      store.set(reviveInAppAtom, false);
      parts.setPending('revive', true);
      send({ type: 'watchVideoToRevive' });
    }),
    shareCard: after('changed', (image: string) => {
      const { score } = store.get(endAtom);
      // Only the reported score of the game on the board, by an app that can take it; never more than msg 15 allows.
      if (popup() !== 'end' || score === null || !hosted()) return false;
      if (!image.startsWith('data:image/png;base64,') || image.length > MAX_CARD_CHARS) return false;
      send({ type: 'shareCard', score, image });
      return true;
    }),
    openRanking: after('changed', () => {
      if (movePopup({ type: 'openRanking' })) requestTab('today');
    }),
    selectTab: after('changed', (tab: RankingTab) => {
      if (popup() === 'ranking') requestTab(tab);
    }),
    closeRanking: after('changed', () => {
      movePopup({ type: 'closeRanking' });
    }),
    useProp: after('played', (k: SpecialKind) => {
      if (popup() !== 'none' || cooldowns.active(k) || props.waiting(k)) return;
      // An upgrade that would find nothing to take is not asked for (the host would charge for it): the row says why.
      if (!findsTarget(k, live.current.pieces)) return showHint('noUpgrade');
      // No app to give or send a prop: the row says so at once, and nothing waits.
      if (!hosted()) return showHint('propsInApp');
      cooldowns.start(k);
      const have = store.get(propsAtom)[SPECIAL_KINDS.indexOf(k)]!.quantity > 0;
      props.ask(k, have);
      send({ type: have ? 'useSpecial' : 'askSpecial', kind: k });
    }),
    ...watchActions(parts, after),
    setSound: after('changed', (on: boolean) => {
      store.set(settingsAtom, (s) => ({ ...s, sound: on }));
      writeSetting('soundEffect', on, storage);
    }),
    setMusic: after('changed', (on: boolean) => {
      store.set(settingsAtom, (s) => ({ ...s, music: on }));
      writeSetting('music', on, storage);
      send({ type: on ? 'musicOn' : 'musicOff' });
    }),
  };
}

/** The viewer's: open it on a game, close it, and play its seed against it (a ghost duel); a duel's rematch. */
function watchActions(parts: PlayerParts, after: After) {
  const { store, watching, duel, timers } = parts;
  return {
    watch: after('changed', (ask: WatchAsk) => watching.open(ask)),
    closeWatch: after('changed', () => watching.close()),
    // The watched game's board beside the player's, in step with it: the comparison while playing, and at the end.
    playSeed: after('played', (rival: Rival) => {
      if (!isSeed(rival.seed)) return;
      watching.close();
      store.set(reviveInAppAtom, false);
      const name = rival.users?.map((u) => u.name).join(' & ') ?? '';
      const partner = { avatar: rival.users?.[0]?.avatar ?? '', name };
      const id = `ghost-${rival.seed}-${timers.now()}`;
      duel.start({ duel: id, seed: rival.seed, mode: 'race', partner, ghost: encodeReplay(rival.replay) });
      if (rival.checked) duel.ghostChecked({ status: 'checked', ...rival.checked });
    }),
    rematch: after('changed', () => duel.rematch()),
  };
}

// A game session, wired from its parts in dependency order: each is built from the ones before it and
// receives only what it uses; no part reaches one made after it. The live world (liveWorld.ts) and the frame timing
// (loop.ts) first, then the replay recorder, the kept game's check (a kept game's score goes out only once
// its check has passed), the score reports, the board's events, the game flow (gameFlow.ts: actions, popups,
// game over), the request books, the host's seed, the kept game, the host's calls (initData's seed asks the
// keeper whether it replaces a kept game), the player's taps and the page's life.
import type { HostMessage } from '../../bridge';
import type { HostCall } from '../../bridge/inbox';
import { createWorld } from '../../game';
import { createAnnouncer } from '../flow/announcer';
import { createLiveWorld } from '../flow/liveWorld';
import { createBoardEvents, createSoundEffects } from '../flow/boardEvents';
import { createCooldowns } from '../host/cooldowns';
import { createEffectTracker } from '../scene/effects';
import { createGameFlow } from '../flow/gameFlow';
import { createCallApplier } from '../host/callApplier';
import { createHosting } from '../host/hosting';
import { createGameSeed } from '../host/gameSeed';
import { createCheckRunner } from '../kept/checkRunner';
import { createKeeper } from '../kept/keeper';
import { createDuelOnDemand } from '../duel/duelOnDemand';
import { createNewGame } from '../host/newGame';
import { createWatching } from '../watch/watching';
import { createStorageKeptStore } from '../kept/storage';
import { createGameLoop } from '../flow/loop';
import { createPageLife } from './pageLife';
import { createPlayerActions } from './playerActions';
import { createPropRequests } from '../host/propRequests';
import { createRankingRequests } from '../host/rankingRequests';
import { createRecorder } from '../host/recorder';
import { createScoreReports } from '../host/scoreReports';
import type { GameSession, SessionDeps, SoundName } from './sessionApi';
import {
  announceAtom,
  cooldownAtom,
  duelAtom,
  frameAtom,
  pendingAtom,
  rankingAtom,
  settingsAtom,
  type GameStore,
  type Request,
} from '../flow/store';
import { createSessionTimers } from '../flow/timers';

export type { GameSession, SessionDeps, SoundName } from './sessionApi';
export { END_COUNTDOWN_S } from '../flow/countdown';
export { HOME_REPEAT_MS, PROP_HINT_MS } from './playerActions';
export { POPUP_CLOSE_GUARD_MS, POPUP_OPEN_GUARD_MS } from '../flow/popupFlow';
export { PROP_COOLDOWN_MS } from '../host/cooldowns';
export { PROP_REQUEST_TIMEOUT_MS } from '../host/propRequests';
export { RANKING_TIMEOUT_MS } from '../host/rankingRequests';

/**
 * One game page's logic in plain TypeScript: the fixed-step loop, the host bridge, sounds, settings,
 * popups, the end popup's countdown and score report, prop cooldowns and pending host requests.
 * It writes the jotai store; React only reads it and calls these methods.
 */
export function createGameSession(store: GameStore, deps: SessionDeps): GameSession {
  const { bridge, storage } = deps;
  const send = (m: HostMessage) => bridge.send(m);
  const timers = createSessionTimers(deps.timers);
  // The host's seed (else the page's), under the newest rules.
  const live = createLiveWorld(createWorld(deps.gameSeed ?? deps.seed));
  const loop = createGameLoop(deps.clock);
  const effects = createEffectTracker({ reducedMotion: deps.reducedMotion ?? false });
  const draw = (alpha = live.current.phase === 'playing' ? loop.fraction : 1) => {
    const world = live.current;
    const running = effects.running(world.frame);
    store.set(frameAtom, { prev: live.prev, world, alpha, effects: running, reducedMotion: effects.reducedMotion });
  };
  const recorder = createRecorder(live);
  const setPending = (r: Request, on: boolean) => store.set(pendingAtom, (p) => (p[r] === on ? p : { ...p, [r]: on }));
  // A kept game's replay, checked in the background; its score goes out only once the check has passed.
  // The check's code (the verifier's stepping) is not needed to play: it loads after the page is playable.
  const checks = createCheckRunner(
    deps.loadCheck ?? (() => import('../kept/check').then((m) => m.createKeptCheck)),
    timers,
  );
  const scoreMessage = () => {
    checks.finish();
    return recorder.scoreMessage();
  };
  const reports = createScoreReports({ store, live, send, scoreMessage, timers, setPending });
  const sound = createSoundEffects({
    kind: bridge.kind,
    soundOn: () => store.get(settingsAtom).sound,
    send,
    playSound: deps.playSound,
  });
  const onEvents = createBoardEvents({
    effects,
    announce: createAnnouncer((a) => store.set(announceAtom, a), timers.after),
    sound,
  });
  const flow = createGameFlow({
    ...{ store, live, record: recorder.applyAndRecord, now: timers.now, draw, onEvents },
    countdown: reports.countdown,
  });

  // The requests on the books: props asked of the host, prop cooldowns, ranking lists.
  const props = createPropRequests(timers, setPending);
  const cooldowns = createCooldowns(timers, (k, s) => store.set(cooldownAtom, (c) => ({ ...c, [k]: s })));
  const ranking = createRankingRequests(timers, (tab, state) =>
    store.set(rankingAtom, (r) => ({ ...r, tabs: { ...r.tabs, [tab]: state } })),
  );
  const gameSeed = createGameSeed(deps.gameSeed, live, flow.playAction);
  // A duel (the host's duelData, or a ghost from Play this seed) on a new game of its seed.
  const newGame = createNewGame({ live, flow, reports });
  // Its code comes with the first duel (play/duel/duelOnDemand.ts): most games are played alone.
  const duel = createDuelOnDemand(
    {
      ...{ store, live, recorder, send, timers, newGame, now: deps.now ?? (() => 0) },
      shared: { effects: createEffectTracker, frameAtom, duelAtom },
      reducedMotion: deps.reducedMotion ?? false,
      timeUp: () => {
        reports.countdown.start();
        flow.movePopup({ type: 'gameOver' });
      },
    },
    deps.loadDuel ?? (() => import('../duel/duel').then((m) => m.createDuel)),
  );
  // A game kept by an earlier open comes back (keeper.ts), its duel with it.
  const keeper = createKeeper({
    ...{ keptStore: deps.keptStore ?? createStorageKeptStore(storage), wallNow: deps.timers.now, timers, store, live },
    ...{ recorder, reports, props, cooldowns, flow, send, draw, checks, duel },
    ...{ gameSeed: gameSeed.current, newSeed: () => gameSeed.current() ?? deps.seed },
  });
  const takeSeed = (seed: number) => gameSeed.take(seed, keeper.otherSeed);
  // The viewer, opened by the host (replayData) and by the player (a ranking row's Watch): one writer of watchAtom.
  const watching = createWatching(store);
  const answer = createCallApplier({ store, flow, takeSeed, props, ranking, setPending, watch: watching.open, duel });
  // A plain tab has no host until one calls in (a host page calling the globals): then requests wait for it.
  const hosting = createHosting(store, bridge.kind);
  const { hosted } = hosting;
  const answerHost = (call: HostCall) => {
    hosting.called();
    answer(call);
    // The partner's moves are kept with the next save (a second or less away): after a kill the host relays them
    // again, so each one is not worth a write of the whole game.
    if (call.name !== 'partnerMoves') keeper.save();
  };

  return {
    world: () => live.current,
    replay: recorder.text,
    partnerWorld: duel.partnerWorld,
    partnerBoard: duel.board,
    ghost: duel.ghost,
    ghostChecked: duel.ghostChecked,
    watchSound: (name: SoundName) => sound(name, { type: name === 'land' ? 'landSound' : 'mergeSound' }),
    keptRead: keeper.read,
    shown: () => keeper.shown(),
    ...createPageLife({
      store,
      storage,
      loop,
      flow,
      reports,
      timers,
      send,
      draw,
      inbox: deps.inbox,
      hosting,
      duel,
      answerHost,
      keeper,
    }),
    ...createPlayerActions({
      ...{ store, live, flow, reports, send, timers, storage, gameSeed: gameSeed.current, keeper, watching, duel },
      ...{ props, cooldowns, ranking, setPending, hosted, leavePage: deps.leavePage },
    }),
  };
}

import type { HostMessage } from '../../bridge';
import { PROP_KIND, PROP_MESSAGE, type PropNumber } from '../../bridge/protocol';
import { connectHost } from '../../bridge/inbox';
import type { PropsData, RankingData } from '../../bridge/validate';
import { actionOf, createWorld, MAX_REVIVES, quantizeDropX, type GameEvent, type World } from '../../game';
import { createAnnouncer } from './announcer';
import { createCooldowns } from './cooldowns';
import { createCountdown } from './countdown';
import { effectTracker } from './effects';
import { applyHostCall } from './hostCalls';
import { GameLoop, type Frame } from './loop';
import { createPropRequests } from './propRequests';
import { createRankingRequests } from './rankingRequests';
import { createPlayer } from './playback';
import { createRecorder } from './recorder';
import { loadSetting, writeSetting } from './settings';
import {
  announceAtom,
  cooldownAtom,
  endAtom,
  frameAtom,
  pendingAtom,
  popupAtom,
  propsAtom,
  rankingAtom,
  settingsAtom,
  type GameStore,
  type Popup,
  type RankingTab,
  type Request,
} from './store';
import type { GameSession, SessionDeps, SoundName } from './sessionApi';
import { sessionTimers } from './timers';

export type { GameSession, SessionDeps, SoundName } from './sessionApi';

export { END_COUNTDOWN_S } from './countdown';
/** A second Home within this time is the same tap, not a second request. */
export const HOME_REPEAT_MS = 1000;
/** A tap this soon after a popup closed is the rest of the tap that closed it (a double tap), not a drop. */
export const POPUP_CLOSE_GUARD_MS = 400;
/** A tap on the pause or end popup counts only if it began this long after the popup opened (a tap meant for the board). */
export const POPUP_OPEN_GUARD_MS = 500;
export { PROP_COOLDOWN_MS } from './cooldowns';
export { PROP_REQUEST_TIMEOUT_MS } from './propRequests';
export { RANKING_TIMEOUT_MS } from './rankingRequests';

/**
 * One game page's logic in plain TypeScript: the fixed-step loop, the host bridge, sounds, settings,
 * popups, the end popup's countdown and score report, prop cooldowns and pending host requests.
 * It writes the jotai store; React only reads it and calls these methods.
 */
export function createGameSession(store: GameStore, deps: SessionDeps): GameSession {
  const { bridge, clock, storage, playback = null } = deps;
  const timers = sessionTimers(deps.timers);
  const send = (m: HostMessage) => {
    if (!playback) bridge.send(m);
  };
  const seed = playback ? playback.replay.seed : (deps.gameSeed ?? deps.seed);
  const player = playback && createPlayer(playback.replay);
  const popup = () => store.get(popupAtom);

  const effects = effectTracker({ reducedMotion: deps.reducedMotion ?? false });
  const drawn = (f: Frame) => ({ ...f, effects: effects.running(f.world.frame), reducedMotion: effects.reducedMotion });
  const rules = playback?.replay.rules; // a replay plays under its own rules; a game, under the newest
  const loop = new GameLoop(createWorld(seed, rules), (f) => store.set(frameAtom, drawn(f)), onEvents, clock, {
    speed: playback?.speed,
    beforeStep: player ? playDue : undefined,
  });

  // The replay of the game on the board: every action the simulation took, at its frame (msg 5 carries it).
  const { act, scoreMessage } = createRecorder(loop);
  /** The host's gameSeed (the address's, or initData's): every game of this page load starts from it. */
  let gameSeed = playback ? undefined : deps.gameSeed;

  const setPending = (r: Request, on: boolean) => store.set(pendingAtom, (p) => (p[r] === on ? p : { ...p, [r]: on }));
  const props = createPropRequests(timers, setPending);
  const cooldowns = createCooldowns(timers, (k, s) => store.set(cooldownAtom, (c) => ({ ...c, [k]: s })));
  const ranking = createRankingRequests(timers, (tab, state) =>
    store.set(rankingAtom, (r) => ({ ...r, tabs: { ...r.tabs, [tab]: state } })),
  );

  function effect(name: SoundName, message: HostMessage) {
    if (!store.get(settingsAtom).sound) return;
    if (bridge.kind === 'none') deps.playSound?.(name);
    else send(message);
  }

  const announce = createAnnouncer((a) => store.set(announceAtom, a), timers.after);
  function onEvents(events: readonly GameEvent[], world: World) {
    effects.add(events, world.frame, world.seed);
    announce(events, world);
    for (const e of events) {
      if (e.type === 'landed') effect('land', { type: 'landSound' });
      else if (e.type === 'merged' || e.type === 'watermelonsVanished') effect('merge', { type: 'mergeSound' });
      else if (e.type === 'gameOver') gameOver();
    }
  }

  let closedAt = -Infinity;
  /** Any open popup pauses the simulation; closing the last one resumes it. */
  function setPopup(p: Popup) {
    if (p === 'none' && store.get(popupAtom) !== 'none') closedAt = timers.now();
    store.set(popupAtom, p);
    loop.dispatch({ type: p === 'none' ? 'resume' : 'pause' });
  }

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
  const reportEnd = countdown.report;

  /**
   * Hidden or unloaded: a score the host has not seen goes out now, once. A countdown reports (and shows)
   * its score; a revived game in play, or an end popup, reports where it stands. A game that never
   * reached a game over is not reported.
   */
  function reportUnseen() {
    reportEnd();
    const w = loop.current;
    if ((w.revives > 0 || w.phase === 'ended') && stateOf(w) !== reported) reportScore();
  }

  function gameOver() {
    countdown.start();
    setPopup('end');
  }

  /** The player leaves the game over (Restart, Home): its score goes first, and a revive still pending is given up. */
  function leaveEnd() {
    reportEnd();
    setPending('revive', false);
  }

  function videoFinished() {
    if (!store.get(pendingAtom).revive) return console.error('videoFinished: no revive is pending');
    setPending('revive', false);
    if (!revived()) console.error('videoFinished: this game cannot be revived');
  }

  /** Revives the game over on the board; false if it cannot be. */
  function revived(): boolean {
    const before = loop.current;
    act({ type: 'revive' });
    if (loop.current === before) return false;
    countdown.clear();
    setPopup('none');
    return true;
  }

  /** Playback: the replay's actions due at this frame, as the player and the host took them. */
  function playDue() {
    for (let a = player?.due(loop.current); a; a = player?.due(loop.current)) {
      // A revive goes the way a video's does (closing the end popup); the rest as the simulation took them.
      if (a.type === 'revive') revived();
      else act(actionOf(a));
    }
    if (player?.endsHere(loop.current)) setPopup('pause');
  }

  /** initData's gameSeed: the next games start from it, and so does this one if nothing was dropped yet. */
  function seedGiven(s: number) {
    gameSeed = s;
    const w = loop.current;
    if (popup() === 'none' && w.phase === 'playing' && w.nextId === 1 && w.seed !== s)
      act({ type: 'restart', seed: s });
  }

  function propsAnswered(data: PropsData) {
    store.set(propsAtom, data.propertyList);
    const a = props.answer(data);
    if (a.type === 'none') return;
    if (a.type === 'repeat')
      return console.warn(`propsData: nextType '${a.kind}' repeats the answer already applied; nothing more queued`);
    if (!a.asked) console.warn(`propsData: nextType '${a.kind}' came with no request waiting; applied once`);
    act({ type: 'setSpecial', kind: a.kind });
  }

  function rankingAnswered(data: RankingData) {
    if (!ranking.answer(data)) console.warn('rankingData: no ranking request is waiting; ignored');
  }

  function requestTab(tab: RankingTab) {
    store.set(rankingAtom, (r) => (r.tab === tab ? r : { ...r, tab }));
    ranking.ask(tab);
    send({ type: tab === 'today' ? 'rankingToday' : 'rankingTotal' });
  }

  let disconnect = () => {};
  let musicSent = false;
  let lastHome = -Infinity;
  let hidden = false;

  return {
    world: () => loop.current,
    start() {
      // Nothing is written before this (no store or storage write while React renders the game).
      store.set(settingsAtom, { sound: loadSetting('soundEffect', storage), music: loadSetting('music', storage) });
      store.set(frameAtom, drawn({ prev: loop.current, world: loop.current, alpha: 1 }));
      if (!musicSent) send({ type: store.get(settingsAtom).music ? 'musicOn' : 'musicOff' });
      musicSent = true;
      if (!playback)
        disconnect = connectHost((call) =>
          applyHostCall(call, { store, propsAnswered, videoFinished, rankingAnswered, seedGiven }),
        );
      loop.start();
    },
    stop() {
      reportUnseen();
      disconnect();
      loop.stop();
      timers.cancelAll();
    },
    setHidden(h: boolean) {
      if (h === hidden) return;
      hidden = h;
      loop.setHidden(h);
      if (!h) return timers.resume();
      reportUnseen();
      if (popup() === 'none' && loop.current.phase === 'playing') setPopup('pause');
      timers.pause();
    },
    drop(x: number) {
      if (playback || popup() !== 'none' || timers.now() - closedAt < POPUP_CLOSE_GUARD_MS) return;
      act({ type: 'drop', x: quantizeDropX(loop.current, x) });
    },
    back() {
      if (popup() !== 'none' || loop.current.phase !== 'playing') return;
      reportScore();
      setPopup('pause');
    },
    continueGame() {
      if (popup() === 'pause') setPopup('none');
    },
    restart() {
      leaveEnd();
      countdown.clear();
      if (player) {
        // Playback starts over: the replay's own game, nothing carried over.
        loop.reset(createWorld(seed, rules));
        player.reset();
      } else {
        act({ type: 'restart', seed: gameSeed });
        send({ type: 'restarted' });
      }
      setPopup('none');
    },
    home() {
      if (timers.now() - lastHome < HOME_REPEAT_MS) return;
      lastHome = timers.now();
      leaveEnd();
      send({ type: 'home' });
    },
    revive() {
      if (playback || !countdown.active() || store.get(pendingAtom).revive || loop.current.revives >= MAX_REVIVES)
        return;
      setPending('revive', true);
      send({ type: 'watchVideoToRevive' });
    },
    openRanking() {
      if (popup() !== 'pause' && popup() !== 'end') return;
      setPopup('ranking');
      requestTab('today');
    },
    selectTab(tab: RankingTab) {
      if (popup() === 'ranking') requestTab(tab);
    },
    closeRanking() {
      if (popup() === 'ranking') setPopup(loop.current.phase === 'ended' ? 'end' : 'pause');
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

import type { Bridge, HostMessage } from '../bridge';
import { connectHost } from '../bridge/inbox';
import { createWorld, MAX_REVIVES, type GameEvent, type World } from '../game';
import { createAnnouncer } from './announcer';
import { effectTracker } from './effects';
import { applyHostCall } from './hostCalls';
import { browserClock, GameLoop, type Clock, type Frame } from './loop';
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
import { realTimers, type Timers } from './timers';

export type SoundName = 'land' | 'merge';

export interface SessionDeps {
  readonly bridge: Bridge;
  readonly seed: number;
  /** Animation frames: requestAnimationFrame, or a manual one in tests. */
  readonly clock?: Clock;
  /** Wall-clock time for the countdown, cooldowns and request time-outs. */
  readonly timers?: Timers;
  readonly storage?: () => Storage;
  /** Plays a sound in the page; used only when there is no host app. */
  readonly playSound?: (name: SoundName) => void;
  /** prefers-reduced-motion: effects are short fades with no particles. */
  readonly reducedMotion?: boolean;
}

/** Seconds before the final score is revealed and reported (SPEC §4). */
export const END_COUNTDOWN_S = 3;
/** A press starts this cooldown; presses during it are ignored (SPEC §5). */
export const PROP_COOLDOWN_MS = 3000;
/** A request the host never answers (a closed video, a lost message) stops blocking its button after this. */
export const REQUEST_TIMEOUT_MS: Readonly<Record<Request, number>> = { revive: 90_000, bomb: 15_000, wildcard: 15_000 };
/** A second Home within this time is the same tap, not a second request. */
export const HOME_REPEAT_MS = 1000;

/**
 * One game page's logic in plain TypeScript: the fixed-step loop, the host bridge, sounds, settings,
 * popups, the end popup's countdown and score report, prop cooldowns and pending host requests.
 * It writes the jotai store; React only reads it and calls these methods.
 */
export function createGameSession(store: GameStore, deps: SessionDeps) {
  const { bridge, clock = browserClock, timers = realTimers, storage } = deps;
  const send = (m: HostMessage) => bridge.send(m);
  const cancels = new Set<() => void>();
  const later = (ms: number, cb: () => void) => {
    const cancel = timers.after(ms, () => {
      cancels.delete(cancel);
      cb();
    });
    cancels.add(cancel);
    return () => {
      cancels.delete(cancel);
      cancel();
    };
  };

  store.set(settingsAtom, { sound: loadSetting('soundEffect', storage), music: loadSetting('music', storage) });
  const effects = effectTracker({ seed: deps.seed, reducedMotion: deps.reducedMotion ?? false });
  const drawn = (f: Frame) => ({ ...f, effects: effects.at(f.world.frame), reducedMotion: effects.reducedMotion });
  const loop = new GameLoop(createWorld(deps.seed), (f) => store.set(frameAtom, drawn(f)), onEvents, clock);
  store.set(frameAtom, drawn({ prev: loop.current, world: loop.current, alpha: 1 }));

  function effect(name: SoundName, message: HostMessage) {
    if (!store.get(settingsAtom).sound) return;
    if (bridge.kind === 'none') deps.playSound?.(name);
    else send(message);
  }

  const announce = createAnnouncer((a) => store.set(announceAtom, a), later);
  function onEvents(events: readonly GameEvent[], world: World) {
    effects.add(events, world.frame, world.seed);
    announce(events, world);
    for (const e of events) {
      if (e.type === 'landed') effect('land', { type: 'landSound' });
      else if (e.type === 'merged' || e.type === 'watermelonsVanished') effect('merge', { type: 'mergeSound' });
      else if (e.type === 'gameOver') gameOver();
    }
  }

  /** Any open popup pauses the simulation; closing the last one resumes it. */
  function setPopup(p: Popup) {
    store.set(popupAtom, p);
    loop.dispatch({ type: p === 'none' ? 'resume' : 'pause' });
  }

  // The game over on screen: whether its msg 5 went out, and how to stop its countdown.
  let end: { reported: boolean; stop: () => void } | null = null;

  function gameOver() {
    end?.stop();
    end = { reported: false, stop: () => {} };
    store.set(endAtom, { secondsLeft: END_COUNTDOWN_S, score: null });
    setPopup('end');
    countdown();
  }

  function countdown() {
    if (!end || end.reported) return;
    const left = store.get(endAtom).secondsLeft;
    if (left <= 0) return reportEnd();
    end.stop = later(1000, () => {
      store.set(endAtom, { secondsLeft: left - 1, score: null });
      countdown();
    });
  }

  /** Every game over reports its score exactly once: when the countdown ends, or first thing when the player leaves early. */
  function reportEnd() {
    if (!end || end.reported) return;
    end.stop();
    end.reported = true;
    const score = loop.current.score;
    send({ type: 'score', score });
    store.set(endAtom, { secondsLeft: 0, score });
  }

  const expiry: Partial<Record<Request, () => void>> = {};
  function setPending(r: Request, on: boolean) {
    expiry[r]?.();
    delete expiry[r];
    if (on)
      expiry[r] = later(REQUEST_TIMEOUT_MS[r], () => {
        setPending(r, false);
        if (r === 'revive') countdown(); // no video came: the score is revealed after all
      });
    store.set(pendingAtom, (p) => (p[r] === on ? p : { ...p, [r]: on }));
  }

  const cooldownUntil = { bomb: 0, wildcard: 0 };
  function startCooldown(k: 'bomb' | 'wildcard') {
    cooldownUntil[k] = timers.now() + PROP_COOLDOWN_MS;
    const seconds = PROP_COOLDOWN_MS / 1000;
    store.set(cooldownAtom, (c) => ({ ...c, [k]: seconds }));
    for (let i = 1; i <= seconds; i++)
      later(i * 1000, () => store.set(cooldownAtom, (c) => ({ ...c, [k]: seconds - i })));
  }

  function requestTab(tab: RankingTab) {
    store.set(rankingAtom, { tab, data: null });
    send({ type: tab === 'today' ? 'rankingToday' : 'rankingTotal' });
  }

  function revived() {
    end?.stop();
    end = null;
    setPopup('none');
  }

  let disconnect = () => {};
  let musicSent = false;
  let lastHome = -Infinity;
  const popup = () => store.get(popupAtom);

  return {
    store,
    loop,
    /** Starts the frames and takes host calls (those that came early first); sends the music state once. */
    start() {
      if (!musicSent) send({ type: store.get(settingsAtom).music ? 'musicOn' : 'musicOff' });
      musicSent = true;
      disconnect = connectHost((call) => applyHostCall(call, { store, loop, setPending, revived }));
      loop.start();
    },
    stop() {
      disconnect();
      loop.stop();
      for (const cancel of [...cancels]) cancel();
    },
    setHidden: (hidden: boolean) => loop.setHidden(hidden),
    drop(x: number) {
      if (popup() === 'none') loop.dispatch({ type: 'drop', x });
    },
    /** The back icon: report the score so far and pause (only while playing with no popup open). */
    back() {
      if (popup() !== 'none' || loop.current.phase !== 'playing') return;
      send({ type: 'score', score: loop.current.score });
      setPopup('pause');
    },
    continueGame() {
      if (popup() === 'pause') setPopup('none');
    },
    restart() {
      reportEnd();
      end = null;
      setPending('revive', false);
      loop.dispatch({ type: 'restart' });
      send({ type: 'restarted' });
      setPopup('none');
    },
    home() {
      if (timers.now() - lastHome < HOME_REPEAT_MS) return;
      lastHome = timers.now();
      reportEnd();
      send({ type: 'home' });
    },
    revive() {
      if (!end || store.get(pendingAtom).revive || loop.current.revives >= MAX_REVIVES) return;
      end.stop(); // the countdown waits for the video: a revived game reports at its real end
      setPending('revive', true);
      send({ type: 'watchVideoToRevive' });
    },
    openRanking() {
      if (popup() !== 'pause' && popup() !== 'end') return;
      setPopup('ranking');
      requestTab('today');
    },
    selectTab(tab: RankingTab) {
      if (popup() === 'ranking' && store.get(rankingAtom).tab !== tab) requestTab(tab);
    },
    closeRanking() {
      if (popup() === 'ranking') setPopup(loop.current.phase === 'ended' ? 'end' : 'pause');
    },
    useProp(prop: 1 | 2) {
      const k = prop === 1 ? 'bomb' : 'wildcard';
      if (popup() !== 'none' || timers.now() < cooldownUntil[k] || store.get(pendingAtom)[k]) return;
      startCooldown(k);
      const quantity = store.get(propsAtom)[prop - 1]!.quantity;
      if (quantity > 0) setPending(k, true);
      send({
        type: prop === 1 ? (quantity > 0 ? 'useBomb' : 'bombEmpty') : quantity > 0 ? 'useWildcard' : 'wildcardEmpty',
      });
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

export type GameSession = ReturnType<typeof createGameSession>;

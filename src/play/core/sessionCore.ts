// What every part of a game session shares: the timers, the host's send, the fixed-step loop with its
// effects, sounds and announcements, the recorder, the pending requests and the popup flow. The parts
// (scoreReports.ts, playerActions.ts, session.ts) are built on it; it calls back into them only through
// `hooks`, set once they exist.
import type { HostMessage } from '../../bridge';
import { createWorld, type GameEvent, type World } from '../../game';
import { createAnnouncer } from './announcer';
import { createCooldowns } from './cooldowns';
import { effectTracker } from './effects';
import { GameLoop, type Frame } from './loop';
import { createPlayer } from './playback';
import { createPropRequests } from './propRequests';
import { createRankingRequests } from './rankingRequests';
import { popupAfter, type PopupEvent } from './popupFlow';
import { createRecorder } from './recorder';
import type { SessionDeps, SoundName } from './sessionApi';
import {
  announceAtom,
  cooldownAtom,
  frameAtom,
  pendingAtom,
  popupAtom,
  rankingAtom,
  settingsAtom,
  type GameStore,
  type Request,
} from './store';
import { sessionTimers } from './timers';

/** What the core calls in the parts built on it. */
export interface CoreHooks {
  /** The game on the board ended. */
  gameOver(): void;
  /** Playback: the replay's actions due before this step. */
  playDue(): void;
}

export type SessionCore = ReturnType<typeof createSessionCore>;

export function createSessionCore(store: GameStore, deps: SessionDeps, hooks: CoreHooks) {
  const { bridge, playback = null } = deps;
  const timers = sessionTimers(deps.timers);
  const send = (m: HostMessage) => {
    if (!playback) bridge.send(m);
  };
  const seed = playback ? playback.replay.seed : (deps.gameSeed ?? deps.seed);
  const player = playback && createPlayer(playback.replay);
  const effects = effectTracker({ reducedMotion: deps.reducedMotion ?? false });
  const drawn = (f: Frame) => ({ ...f, effects: effects.running(f.world.frame), reducedMotion: effects.reducedMotion });
  const rules = playback?.replay.rules; // a replay plays under its own rules; a game, under the newest
  const loop = new GameLoop(createWorld(seed, rules), (f) => store.set(frameAtom, drawn(f)), onEvents, deps.clock, {
    speed: playback?.speed,
    beforeStep: player ? () => hooks.playDue() : undefined,
  });
  // The replay of the game on the board: every action the simulation took, at its frame (msg 5 carries it).
  const { act, scoreMessage } = createRecorder(loop);

  /** A landing or merge sound: played in the page with no host, else asked of the host; never with sound off. */
  function soundEffect(name: SoundName, message: HostMessage) {
    if (!store.get(settingsAtom).sound) return;
    if (bridge.kind === 'none') deps.playSound?.(name);
    else send(message);
  }

  const announce = createAnnouncer((a) => store.set(announceAtom, a), timers.after);
  function onEvents(events: readonly GameEvent[], world: World) {
    effects.add(events, world.frame, world.seed);
    announce(events, world);
    for (const e of events) {
      if (e.type === 'landed') soundEffect('land', { type: 'landSound' });
      else if (e.type === 'merged' || e.type === 'watermelonsVanished') soundEffect('merge', { type: 'mergeSound' });
      else if (e.type === 'gameOver') hooks.gameOver();
    }
  }

  /** When a popup last closed: the popup itself is the store's (popupAtom). */
  let closedAt = -Infinity;
  /** Moves the popup flow (popupFlow.ts); false when a guard refuses. Any open popup pauses the game. */
  function go(event: PopupEvent): boolean {
    const next = popupAfter(popupState(), event, { phase: loop.current.phase, now: timers.now() });
    if (!next) return false;
    closedAt = next.closedAt;
    store.set(popupAtom, next.popup);
    loop.dispatch({ type: next.popup === 'none' ? 'resume' : 'pause' });
    return true;
  }
  const popupState = () => ({ popup: store.get(popupAtom), closedAt });
  /** Whether the popup flow would take `event` now (a part that must act before the popup moves). */
  const can = (event: PopupEvent) =>
    popupAfter(popupState(), event, { phase: loop.current.phase, now: timers.now() }) !== null;

  // The requests on the books: props asked of the host, prop cooldowns, ranking lists.
  const setPending = (r: Request, on: boolean) => store.set(pendingAtom, (p) => (p[r] === on ? p : { ...p, [r]: on }));
  const props = createPropRequests(timers, setPending);
  const cooldowns = createCooldowns(timers, (k, s) => store.set(cooldownAtom, (c) => ({ ...c, [k]: s })));
  const ranking = createRankingRequests(timers, (tab, state) =>
    store.set(rankingAtom, (r) => ({ ...r, tabs: { ...r.tabs, [tab]: state } })),
  );

  return {
    ...{ store, deps, playback, timers, send, seed, rules, player, loop, act, scoreMessage, drawn },
    ...{ go, can, popupState, setPending, props, cooldowns, ranking },
  };
}

// Playing together (docs/bridge.md, "Playing together"): the session's part that runs a duel. The host's duelData
// starts one (the game on the board reported first, a 3 s countdown, then both play the same pieces); the player's
// moves go out as msg 16 once kept (outbox.ts); the partner's come back in order (partnerFeed.ts) and are played
// on a board of their own, from the same seed (partnerGame.ts, run by running.ts), a little each frame here. A ghost
// is a game already played, in step with the player's. The one writer of duelAtom; the partner's board has a store
// of its own.
import type { createStore } from 'jotai/vanilla';
import type { HostMessage } from '../../bridge/protocol';
import type { DuelData, PartnerMoves } from '../../bridge/validate';
import type { GameEvent, World } from '../../game';
import type { LiveWorld } from '../flow/liveWorld';
import type { GameStore } from '../flow/store';
import type { Timers } from '../flow/timers';
import type { createRecorder } from '../host/recorder';
import { createSending } from './sending';
import {
  curveOf,
  duelResult,
  freshDuel,
  ghostAgain,
  notThisDuel,
  resultIfOver,
  shownDuel,
  TIMED_FRAMES,
  type GhostCheck,
  type KeptDuel,
  type Running,
} from './duelState';
import { countDown, drawBoard, onFrame, startRunning, stopRunning, type RunParts, type Shared } from './running';

export type { GhostCheck, KeptDuel } from './duelState';

/** Seconds counted down before a duel starts. */
export const DUEL_COUNTDOWN_S = 3;
export { TIMED_FRAMES } from './duelState';
export { SEND_EVERY_MS } from './sending';
export { CATCH_UP_MS } from './running';

export interface DuelParts {
  readonly store: GameStore;
  readonly live: Pick<LiveWorld, 'current'>;
  readonly recorder: Pick<ReturnType<typeof createRecorder>, 'actions' | 'text'>;
  readonly send: (m: HostMessage) => void;
  /** Session time: the countdown, the silences, msg 16's pace. */
  readonly timers: Pick<Timers, 'now' | 'after'>;
  /** A new game on `seed`, the one on the board reported first when anything was played in it. */
  readonly newGame: (seed: number) => void;
  /** A timed duel's time is up: the game over, as the end popup shows one. */
  readonly timeUp: () => void;
  /** Monotonic ms: how long the partner's catch-up may run in a frame. */
  readonly now: () => number;
  readonly reducedMotion: boolean;
  /** The game's own code the duel uses (running.ts). */
  readonly shared: Shared;
  /** The partner's board: a store of its own, as the viewer's is (the view holds it before a duel's code is in). */
  readonly board: ReturnType<typeof createStore>;
}

export function createDuel(parts: DuelParts) {
  const { store, live, timers, board } = parts;
  let d: Running | null = null;
  const sending = createSending({ timers, live, recorder: parts.recorder });

  /** The duel as the view shows it: written when it changes. */
  function publish() {
    const next = d && shownDuel(d, live.current.frame);
    const prev = store.get(parts.shared.duelAtom);
    if (next && prev && (Object.keys(next) as (keyof typeof next)[]).every((k) => prev[k] === next[k])) return;
    store.set(parts.shared.duelAtom, next);
  }

  const drawPartner = (events: readonly GameEvent[] = []) => void (d && drawBoard(board, parts.shared, d, events));

  /** Ends the running duel's timers: it is over for this page. */
  function stop() {
    if (d) stopRunning(d);
    d = null;
  }

  /** Both games over (or the partner gone): the result, once. */
  function settle() {
    if (d && !d.result) d.result = resultIfOver(d, live.current);
    publish();
  }

  const runParts: RunParts = { ...parts, settle: () => settle() };
  const end = () => {
    stop();
    publish();
  };

  /** A new duel: the game on the board reported, the duel's seed dealt, the countdown. */
  function begin(data: DuelData) {
    stop();
    parts.newGame(data.seed);
    d = startRunning(freshDuel(data), DUEL_COUNTDOWN_S, runParts);
    countDown(d, timers, publish);
    drawPartner();
    publish();
  }

  return {
    /** The partner's board: its store (the view draws it as the game's board is drawn). */
    board,
    /** duelData: a new duel, or (the same id) the one kept here going on. */
    start(data: DuelData) {
      if (d?.id === data.duel) {
        d.user = data.partner;
        return publish();
      }
      begin(data);
    },
    /** partnerMoves: the partner's message, for their board. */
    take(data: PartnerMoves) {
      if (!d?.feed || data.duel !== d.id) return console.warn(`partnerMoves: ${notThisDuel(d, data)}; ignored`);
      d.feed.take(data.seq, data.moves);
      settle();
    },
    /** The game stands still: the countdown, or a timed duel's time is up. */
    holding: () => d !== null && (d.countdown > 0 || (d.mode === 'timed' && live.current.frame >= TIMED_FRAMES)),
    /** Each drawn frame: the partner's board catches up (a little a frame), a timed duel's time ends it. */
    frame() {
      if (!d) return;
      onFrame(d, { ...parts, draw: drawPartner });
      settle();
    },
    /** The keeper saves: the player's moves since the last message sealed into the save; the duel as it stands. */
    seal: () => sending.seal(d),
    /** The save that sealed up to `upTo` is kept: those messages go out. */
    sent: (upTo: number) => sending.sent(d, upTo),
    /** msg 16 is due: the keeper saves, and the save seals it (sending.ts). */
    due: () => sending.due(d),
    /** Restart or Home: the player leaves the duel; its last message (ended) goes out once kept. */
    leave() {
      if (d) sending.leave(d);
      end();
    },
    /** The result's Rematch: msg 10, and the popup waits for the host's next duelData. */
    rematch() {
      if (!d || !d.result) return;
      parts.send({ type: 'restarted' });
      // A ghost plays its game again, at once; a partner's rematch is the host's next duelData.
      if (d.ghostText !== null) {
        const check = d.ghost?.final ?? null;
        begin(ghostAgain(d, timers.now()));
        if (check && d?.ghost) d.ghost.final = check;
        return;
      }
      d.rematch = true;
      publish();
    },
    /** A duel kept with the game comes back with it: the partner's board played again from their moves. */
    restore(k: KeptDuel) {
      stop();
      d = startRunning(k, 0, runParts);
      d.mine.splice(0, 1, ...curveOf(parts.recorder.text()));
      drawPartner();
      settle();
    },
    /** The ghost's whole game, checked (its final score and curve), for the result. */
    ghostChecked(check: GhostCheck) {
      if (!d?.ghost) return;
      d.ghost.final = check;
      if (d.result) d.result = duelResult(d, d.result.mine);
      settle();
    },
    /** The ghost's replay while its whole game is unchecked, for the view to check (a worker where one starts). */
    ghost: () => (d?.ghost && !d.ghost.final ? d.ghost.replay : null),
    /** A duel is on (counting down, playing, or its result shown). */
    on: () => d !== null,
    /** The partner's world on their board; null outside a duel or where their moves cannot be shown. */
    partnerWorld: (): World | null => (d && !d.partner.broken() ? d.partner.world() : null),
    /** The duel is over for this player (Rematch, Home, a new game): its board goes. */
    end,
  };
}

export type Duel = ReturnType<typeof createDuel>;

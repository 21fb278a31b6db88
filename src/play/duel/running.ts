// A duel as it runs (duel.ts starts one, or brings one back with its game): the partner's game and its feed, the
// player's outbox, and the partner's messages taken in order onto their board.
import { decodeReplay, LATEST_RULES, type FramedEvent, type GameEvent } from '../../game';
import type { LiveWorld } from '../flow/liveWorld';
import type { Timers } from '../flow/timers';
import type { HostMessage } from '../../bridge/protocol';
import type { createEffectTracker } from '../scene/effects';
import type { duelAtom, frameAtom, GameStore } from '../flow/store';
import { TIMED_FRAMES, type KeptDuel, type Running } from './duelState';
import { decodeMoves } from './moves';
import { createOutbox } from './outbox';
import { createPartnerFeed } from './partnerFeed';
import { createPartnerGame } from './partnerGame';

/** Time the partner's board may take of a drawn frame to catch up. */
export const CATCH_UP_MS = 3;

/** What a running duel is made with. */
export interface RunParts {
  readonly live: Pick<LiveWorld, 'current'>;
  readonly send: (m: HostMessage) => void;
  readonly timers: Pick<Timers, 'now' | 'after'>;
  readonly reducedMotion: boolean;
  /** The partner's silence changed: the duel looks again at whether it is over. */
  readonly settle: () => void;
  readonly shared: Shared;
}

/**
 * The game's own code the duel uses, handed over by the session: the duel's chunk loads later and imports none of
 * it, so it stays in the game's first chunk (a module two chunks import would be moved out of it).
 */
export interface Shared {
  readonly effects: typeof createEffectTracker;
  readonly frameAtom: typeof frameAtom;
  readonly duelAtom: typeof duelAtom;
}

/** A running duel from what it is: its partner's feed and game, its outbox, nothing counted yet. */
export function startRunning(k: KeptDuel, countdown: number, parts: RunParts): Running {
  const { timers, live } = parts;
  const ghost = k.ghost !== null ? decodeReplay(k.ghost) : null;
  const rules = ghost?.ok ? ghost.replay.rules : LATEST_RULES;
  const partner = createPartnerGame(k.seed, rules);
  const r: Running = {
    ...{ id: k.id, mode: k.mode, seed: k.seed, user: k.partner, ghostText: k.ghost },
    ghost: ghost?.ok ? { replay: ghost.replay, final: null } : null,
    partner,
    theirs: [...k.theirs],
    feed: null,
    outbox: k.ghost === null ? createOutbox(k.id, parts.send, k.out) : null,
    ...{ countdown, timeUp: k.timeUp, left: false, rematch: false, result: null, silence: 'heard' as const },
    lastSeal: timers.now(),
    saidBroken: false,
    stops: [],
    effects: parts.shared.effects({ reducedMotion: parts.reducedMotion }),
    mine: [[0, 0]],
    unseen: [],
    drawn: false,
    theirOver: () => false,
  };
  if (ghost && !ghost.ok) partner.breakWith(`the ghost is not a replay: ${ghost.reason}`);
  else if (ghost?.ok && ghost.replay.seed !== k.seed)
    partner.breakWith(`the ghost plays seed ${ghost.replay.seed}, the duel ${k.seed}`);
  else if (ghost?.ok) partner.take({ rules, reached: ghost.replay.frames, ended: true, actions: ghost.replay.actions });
  if (partner.broken()) {
    r.saidBroken = true;
    console.error(`duelData: ${partner.broken()}`);
  }
  for (const m of r.theirs) takeMoves(r, m, false);
  if (k.ghost === null) {
    r.feed = createPartnerFeed(
      {
        duel: k.id,
        send: parts.send,
        timers,
        take: (m) => takeMoves(r, m, true),
        silence: (s) => {
          r.silence = s;
          parts.settle();
        },
      },
      r.theirs.length,
      timers.now() + countdown * 1000,
    );
  }
  r.theirOver = () =>
    r.ghost
      ? live.current.phase === 'ended' || r.timeUp
      : partner.ended() && partner.world().frame >= partner.reached();
  return r;
}

/** The partner's next message, in order: played on their board (a broken one is said once, and stays broken). */
function takeMoves(r: Running, moves: string, fresh: boolean) {
  if (fresh) r.theirs.push(moves);
  if (r.partner.broken()) return;
  const m = decodeMoves(moves, r.partner.reached());
  if (m.ok) r.partner.take(m.moves);
  else r.partner.breakWith(m.reason);
  const why = r.partner.broken();
  if (why && !r.saidBroken) {
    r.saidBroken = true;
    console.error(`partnerMoves: their board cannot be shown: ${why}`);
  }
}

/**
 * Each drawn frame: their board catches up toward `target` while `more()` allows (a few ms of the frame), and is drawn
 * every other frame (30 a second: it is the smaller one, and the player's own board keeps the display's every frame).
 */
export function catchUp(r: Running, target: number, more: () => boolean, draw: (events: GameEvent[]) => void) {
  const framed: FramedEvent[] = [];
  r.partner.advance(target, more, framed);
  for (const f of framed) r.unseen.push(f.event);
  if ((r.drawn = !r.drawn)) draw(r.unseen.splice(0));
  const why = r.partner.broken();
  if (why && !r.saidBroken) {
    r.saidBroken = true;
    console.error(`partnerMoves: their board cannot be shown: ${why}`);
  }
}

/** The countdown: a second at a time, `tick` after each. */
export function countDown(r: Running, timers: Pick<Timers, 'after'>, tick: () => void) {
  r.stops.push(
    timers.after(1000, () => {
      r.countdown -= 1;
      tick();
      if (r.countdown > 0) countDown(r, timers, tick);
    }),
  );
}

/** Their board's store, written with their world and its effects (`events` new since it was last drawn). */
export function drawBoard(board: GameStore, shared: Shared, r: Running, events: readonly GameEvent[]) {
  const world = r.partner.world();
  if (events.length) r.effects.add(events, world.frame, world.seed);
  const effects = r.effects.running(world.frame);
  board.set(shared.frameAtom, { prev: world, world, alpha: 1, effects, reducedMotion: r.effects.reducedMotion });
}

/** What a drawn frame does for a duel: the player's score noted, their board caught up, a timed duel's time up. */
export function onFrame(
  r: Running,
  parts: { live: Pick<LiveWorld, 'current'>; now(): number; timeUp(): void; draw(events: GameEvent[]): void },
) {
  const { current } = parts.live;
  const last = r.mine[r.mine.length - 1]!;
  if (current.score !== last[1]) r.mine.push([current.frame, current.score]);
  if (r.countdown === 0) {
    const deadline = parts.now() + CATCH_UP_MS;
    const target = r.ghost ? current.frame : r.mode === 'timed' ? TIMED_FRAMES : Infinity;
    catchUp(r, target, () => parts.now() < deadline, parts.draw);
  }
  // Time up: the end popup, once, and again should the game be played on from a pause (brought back by a reload).
  if (r.mode === 'timed' && current.frame >= TIMED_FRAMES && current.phase === 'playing') {
    r.timeUp = true;
    parts.timeUp();
  }
}

/** Its timers, and its partner's feed, stopped. */
export function stopRunning(r: Running) {
  r.feed?.stop();
  for (const s of r.stops.splice(0)) s();
}

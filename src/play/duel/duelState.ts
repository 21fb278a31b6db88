// What a duel holds (duel.ts runs it): as it runs, as it is kept with the game through the WebView's death, and its
// result once both games are over.
import type { User } from '../../bridge/validate';
import { decodeReplay, type GameEvent, type Replay, type World } from '../../game';
import type { DuelData } from '../../bridge/validate';
import type { DuelResult, DuelState } from '../flow/store';
import { createWatchedGame } from '../watch/watchedGame';
import type { createEffectTracker } from '../scene/effects';
import { EMPTY_OUTBOX, type Outbox, type OutboxKept } from './outbox';
import type { Curve, PartnerGame } from './partnerGame';
import type { Silence, createPartnerFeed } from './partnerFeed';

/** What a duel keeps with the game (kept/game.ts): enough to go on with it after a reload. */
export interface KeptDuel {
  readonly id: string;
  readonly mode: 'race' | 'timed';
  readonly seed: number;
  readonly partner: User;
  /** A ghost's replay (the game it plays in step), or null in a duel with a partner. */
  readonly ghost: string | null;
  /** The partner's messages taken so far, in seq order: their board is played again from them. */
  readonly theirs: readonly string[];
  /** The player's side: what it has sealed, and what may not have gone out yet (outbox.ts). */
  readonly out: OutboxKept;
  readonly timeUp: boolean;
}

/** A ghost's whole game as its check found it: its end and curve, or a game that does not verify. */
export type GhostCheck =
  { readonly status: 'checked'; readonly score: number; readonly curve: Curve } | { readonly status: 'failed' };

/** A duel as it runs. */
export interface Running {
  readonly id: string;
  readonly mode: 'race' | 'timed';
  readonly seed: number;
  user: User;
  readonly ghostText: string | null;
  readonly ghost: { readonly replay: Replay; final: GhostCheck | null } | null;
  readonly partner: PartnerGame;
  readonly theirs: string[];
  feed: ReturnType<typeof createPartnerFeed> | null;
  readonly outbox: Outbox | null;
  countdown: number;
  timeUp: boolean;
  left: boolean;
  rematch: boolean;
  result: DuelResult | null;
  silence: Silence;
  /** When the last msg 16 was sealed (session ms). */
  lastSeal: number;
  /** Whether the partner's broken board has been said on the console. */
  saidBroken: boolean;
  readonly stops: (() => void)[];
  readonly effects: ReturnType<typeof createEffectTracker>;
  /** The player's score over time as played ([frame, score] at each change): the result's curve. */
  readonly mine: [number, number][];
  /** Their board's events since it was last drawn (it is drawn every other frame). */
  readonly unseen: GameEvent[];
  /** Whether their board was drawn in the last frame. */
  drawn: boolean;
  /** The partner's game is over: their last message says so and their board has reached it (a ghost: the player's is). */
  theirOver(): boolean;
}

/** A game's score over time, from its replay (the player's, as msg 5 carries it): a duel brought back by a reload. */
export function curveOf(replay: string): [number, number][] {
  const r = decodeReplay(replay);
  if (!r.ok) return [[0, 0]];
  const g = createWatchedGame(r.replay);
  while (!g.work(() => 0, 0));
  return g.curve().map((p) => [p.frame, p.score]);
}

/** Whose game checks out ahead, and by how much: their score null while it is still being checked. */
export function duelResult(r: Running, mine: number): DuelResult {
  const checked = r.ghost ? r.ghost.final : null;
  const theirs = r.ghost ? (checked?.status === 'checked' ? checked.score : null) : r.partner.world().score;
  const verified = r.ghost ? checked?.status !== 'failed' : r.partner.broken() === null;
  const theirCurve = r.ghost ? (checked?.status === 'checked' ? checked.curve : []) : r.partner.curve();
  const by = theirs === null ? 0 : Math.abs(mine - theirs);
  const winner = theirs === null ? null : mine > theirs ? 'you' : mine < theirs ? 'them' : 'draw';
  return { mine, theirs, verified, winner, by, myCurve: [...r.mine], theirCurve };
}

/** A timed duel's length, in frames: five minutes of play. */
export const TIMED_FRAMES = 18_000;

/** The duel as the view shows it, with the player's game at `frame`. */
export function shownDuel(d: Running, frame: number): DuelState {
  const status = d.partner.broken()
    ? 'broken'
    : d.theirOver()
      ? 'over'
      : d.silence === 'gone'
        ? 'gone'
        : d.silence === 'waiting'
          ? 'waiting'
          : 'live';
  return {
    id: d.id,
    mode: d.mode,
    partner: d.user,
    ghost: d.ghost !== null,
    phase: d.result ? 'over' : d.countdown > 0 ? 'countdown' : 'playing',
    countdown: d.countdown,
    timeLeft: d.mode === 'timed' ? Math.max(0, Math.ceil((TIMED_FRAMES - frame) / 60)) : null,
    partnerScore: d.partner.world().score,
    partnerStatus: status,
    result: d.result,
    rematch: d.rematch,
  };
}

/** A new duel's record, from the host's duelData: nothing of theirs taken, nothing of the player's sent. */
export const freshDuel = (data: DuelData): KeptDuel => ({
  ...{ id: data.duel, mode: data.mode, seed: data.seed, partner: data.partner, ghost: data.ghost ?? null },
  ...{ theirs: [], out: EMPTY_OUTBOX, timeUp: false },
});

/** A ghost's rematch: the same game again, as a duel of a new id. */
export const ghostAgain = (d: Running, now: number): DuelData => ({
  ...{ duel: `${d.id.replace(/~\d+$/, '')}~${now}`, seed: d.seed, mode: d.mode },
  ...{ partner: d.user, ghost: d.ghostText ?? undefined },
});

/** Why a partnerMoves is not for the duel on (`d`). */
export const notThisDuel = (d: Running | null, data: { readonly duel: string }) =>
  d?.feed ? `duel ${JSON.stringify(data.duel)} is not this one` : "no duel of the partner's is on";

/** The result once both games are over (or the partner has gone, or their board broke); null before. */
export function resultIfOver(d: Running, mine: Pick<World, 'phase' | 'score'>): DuelResult | null {
  const over = mine.phase === 'ended' || d.timeUp || d.left;
  const theirs = d.theirOver() || d.silence === 'gone' || d.partner.broken() !== null;
  return over && theirs ? duelResult(d, mine.score) : null;
}

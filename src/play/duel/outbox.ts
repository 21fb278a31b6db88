// The player's side of a duel's messages: msg 16, made ("sealed") as the game is kept, and sent once what it holds
// is kept on the device (docs/bridge.md, "Playing together"). A page sends no move it has not kept first, so after a
// kill the partner never holds a move the player lost; sealed messages go into the save too, and after a reload they
// are sent again as they were (the partner ignores a repeat), so `seq` goes on from the last one sent.
import type { HostMessage } from '../../bridge/protocol';
import type { ReplayAction, RulesVersion } from '../../game';
import { encodeMoves, MAX_MOVES_CHARS } from './moves';

/** A message sealed with a save: its number and its moves. */
export interface Sealed {
  readonly seq: number;
  readonly moves: string;
}

/** Where the player's side stands, as a save keeps it. */
export interface OutboxKept {
  /** The next message's number. */
  readonly nextSeq: number;
  /** How many of the game's actions, and which frame, the sealed messages have told. */
  readonly actions: number;
  readonly frame: number;
  readonly ended: boolean;
  /** Sealed, not known to be sent: sent (again) once kept. */
  readonly waiting: readonly Sealed[];
}

export const EMPTY_OUTBOX: OutboxKept = { nextSeq: 0, actions: 0, frame: 0, ended: false, waiting: [] };

/** What the game says when a save seals: its actions so far, its frame, whether it is over. */
export interface GameNow {
  readonly rules: RulesVersion;
  readonly actions: readonly ReplayAction[];
  readonly frame: number;
  readonly ended: boolean;
}

/**
 * The last frame whose actions are all known: the game's frame while it plays (an action may still come at the
 * frame it stands on, before its next step), less one; the frame it ended at once it is over. A message reaches no
 * further, so the partner's board at a frame is the player's world there with every action of that frame taken.
 */
const horizon = (now: GameNow) => (now.ended ? now.frame : Math.max(0, now.frame - 1));

export function createOutbox(duel: string, send: (m: HostMessage) => void, from: OutboxKept = EMPTY_OUTBOX) {
  let kept = from;
  const waiting: Sealed[] = [...from.waiting];
  /** The actions not yet told that lie within the horizon: the next message's. */
  const freshOf = (now: GameNow) => {
    const out: ReplayAction[] = [];
    for (let i = kept.actions; i < now.actions.length && now.actions[i]!.frame <= horizon(now); i++)
      out.push(now.actions[i]!);
    return out;
  };

  /** One message per MAX_MOVES_CHARS: a long stretch of actions (never in play) goes as several. */
  function sealUpTo(game: GameNow, heartbeat: boolean) {
    let { actions: told, frame } = kept;
    const now = { ...game, frame: Math.max(frame, horizon(game)) };
    const fresh = freshOf(game);
    if (!fresh.length && now.frame === frame && now.ended === kept.ended && !heartbeat) return;
    let seq = kept.nextSeq;
    do {
      let n = fresh.length;
      const moves = (k: number, last: boolean) =>
        encodeMoves(
          {
            rules: now.rules,
            reached: last ? now.frame : fresh[k - 1]!.frame,
            ended: last && now.ended,
            actions: fresh.slice(0, k),
          },
          frame,
        );
      while (n > 0 && moves(n, n === fresh.length).length > MAX_MOVES_CHARS) n = Math.floor(n / 2);
      const last = n === fresh.length;
      waiting.push({ seq: seq++, moves: moves(n, last) });
      frame = last ? now.frame : fresh[n - 1]!.frame;
      told += n;
      fresh.splice(0, n);
    } while (fresh.length);
    kept = { nextSeq: seq, actions: told, frame, ended: now.ended, waiting };
  }

  return {
    /** Seals what the game has done since the last message (and, `heartbeat`, a message even with nothing new). */
    seal(now: GameNow, heartbeat = false): OutboxKept {
      sealUpTo(now, heartbeat);
      kept = { ...kept, waiting: [...waiting] };
      return kept;
    },
    /** The save that sealed up to `seq` is kept: its messages go out, in order. */
    sent(upTo: number) {
      while (waiting.length && waiting[0]!.seq <= upTo) {
        const m = waiting.shift()!;
        send({ type: 'duelMoves', duel, seq: m.seq, moves: m.moves });
      }
      kept = { ...kept, waiting: [...waiting] };
    },
    /**
     * Actions taken at frames the game has since stepped past, not yet sealed: a message is due at once. Asked
     * every frame of a duel: actions are in frame order, so the first one not yet told decides, with nothing made.
     */
    pending: (now: GameNow) => kept.actions < now.actions.length && now.actions[kept.actions]!.frame <= horizon(now),
    /** The last message sealed so far (-1: none). */
    lastSealed: () => kept.nextSeq - 1,
    kept: () => kept,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

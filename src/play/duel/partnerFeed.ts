// The partner's side of a duel's messages, as a phone network delivers them (docs/bridge.md, "Playing together"):
// taken in `seq` order, a repeat ignored, a gap waited for (and, 2 s after it was noticed and every 2 s while it
// lasts, asked for again with msg 17), and the partner's silence told apart: waiting after 10 s, gone after 60 s.
import type { HostMessage } from '../../bridge/protocol';
import type { Timers } from '../flow/timers';

/** A gap is asked for again this long after it was noticed, and as often while it lasts. */
export const RESEND_AFTER_MS = 2000;
/** A partner silent this long is shown as waiting; this much longer, as gone (the player plays on). */
export const WAITING_AFTER_MS = 10_000;
export const GONE_AFTER_MS = 60_000;

export type Silence = 'heard' | 'waiting' | 'gone';

export interface FeedParts {
  readonly duel: string;
  readonly send: (m: HostMessage) => void;
  readonly timers: Pick<Timers, 'now' | 'after'>;
  /** Each message's moves, in seq order, once. */
  readonly take: (moves: string) => void;
  /** How long the partner has been silent, when it changes. */
  readonly silence: (s: Silence) => void;
}

/**
 * `next`: the first seq not yet taken (after a reload, the partner's messages kept so far); `playFrom`: when play
 * starts (the countdown's end), from which the partner's silence counts until they are first heard.
 */
export function createPartnerFeed(parts: FeedParts, next = 0, playFrom = parts.timers.now()) {
  const { duel, send, timers } = parts;
  const early = new Map<number, string>();
  let heard = playFrom;
  let silence: Silence = 'heard';
  const stops: (() => void)[] = [];
  let gap: (() => void) | null = null;

  const say = (s: Silence) => {
    if (s !== silence) parts.silence((silence = s));
  };
  /** Looks again at the silence when the next threshold comes, and then again. */
  const watchSilence = () => {
    const quiet = timers.now() - heard;
    say(quiet >= GONE_AFTER_MS ? 'gone' : quiet >= WAITING_AFTER_MS ? 'waiting' : 'heard');
    if (silence === 'gone') return;
    const due = quiet >= WAITING_AFTER_MS ? GONE_AFTER_MS : WAITING_AFTER_MS;
    stops.push(timers.after(due - quiet, watchSilence));
  };
  const askAgain = () => {
    gap = timers.after(RESEND_AFTER_MS, () => {
      if (!early.size) return void (gap = null);
      send({ type: 'duelResend', duel, since: next });
      askAgain();
    });
  };

  watchSilence();
  return {
    /** A message relayed from the partner (already known to be this duel's). */
    take(seq: number, moves: string) {
      heard = timers.now();
      say('heard');
      for (const s of stops.splice(0)) s();
      watchSilence();
      if (seq < next || early.has(seq)) return; // a repeat
      early.set(seq, moves);
      for (let m = early.get(next); m !== undefined; m = early.get(next)) {
        early.delete(next);
        next++;
        parts.take(m);
      }
      if (!early.size) {
        gap?.();
        gap = null;
      } else if (!gap) askAgain();
    },
    /** The first seq not yet taken. */
    next: () => next,
    stop() {
      for (const s of stops.splice(0)) s();
      gap?.();
      gap = null;
    },
  };
}

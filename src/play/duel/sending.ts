// The player's side of a duel's messages, as the keeper's saves carry them (outbox.ts makes and holds them): each
// save seals what the game did since the last message into the save, and the messages go out once it is kept;
// msg 16 is due after each action the game has stepped past and at least every SEND_EVERY_MS. A duel left (Restart,
// Home) still sends its last message, saying it ended, once kept.
import type { LiveWorld } from '../flow/liveWorld';
import type { Timers } from '../flow/timers';
import type { createRecorder } from '../host/recorder';
import type { KeptDuel, Running } from './duelState';
import { EMPTY_OUTBOX, type GameNow, type Outbox } from './outbox';

/** msg 16 goes out at least this often while the player is in a duel (the frame reached, moves or not). */
export const SEND_EVERY_MS = 500;

export interface SendingParts {
  readonly timers: Pick<Timers, 'now'>;
  readonly live: Pick<LiveWorld, 'current'>;
  readonly recorder: Pick<ReturnType<typeof createRecorder>, 'actions'>;
}

export function createSending({ timers, live, recorder }: SendingParts) {
  /** A duel's last messages, sealed before the player left it, still to go out once kept. */
  let leftover: Outbox | null = null;
  const now = (d: Running | null): GameNow => ({
    rules: live.current.rules,
    actions: recorder.actions(),
    frame: live.current.frame,
    ended: live.current.phase === 'ended' || (d?.timeUp ?? false) || (d?.left ?? false),
  });
  return {
    /** Seals the player's moves since the last message into the save: the duel as it stands, and what to send. */
    seal(d: Running | null): { kept: KeptDuel | null; upTo: number } {
      const out = d?.outbox ?? leftover;
      if (d && out) {
        const beat = timers.now() - d.lastSeal >= SEND_EVERY_MS;
        out.seal(now(d), beat);
        if (beat) d.lastSeal = timers.now();
      }
      const upTo = out?.lastSealed() ?? -1;
      if (!d) return { kept: null, upTo };
      const k: KeptDuel = {
        ...{ id: d.id, mode: d.mode, seed: d.seed, partner: d.user, ghost: d.ghostText, theirs: d.theirs },
        ...{ out: d.outbox?.kept() ?? EMPTY_OUTBOX, timeUp: d.timeUp },
      };
      return { kept: k, upTo };
    },
    /** The save that sealed up to `upTo` is kept: those messages go out. */
    sent(d: Running | null, upTo: number) {
      (d?.outbox ?? leftover)?.sent(upTo);
      if (leftover && leftover.kept().waiting.length === 0) leftover = null;
    },
    /** An action the game has stepped past since the last message, or SEND_EVERY_MS since it. */
    due: (d: Running | null) =>
      d !== null &&
      d.outbox !== null &&
      d.countdown === 0 &&
      (timers.now() - d.lastSeal >= SEND_EVERY_MS || d.outbox.pending(now(d))),
    /** The player leaves `d`: its last message, saying its game ended, is sealed, to go out once kept. */
    leave(d: Running) {
      d.left = true;
      if (!d.outbox) return;
      d.outbox.seal(now(d), true);
      leftover = d.outbox;
    },
  };
}

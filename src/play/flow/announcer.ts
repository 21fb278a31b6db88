// What the board's polite live region says: merges and the score, for players who cannot see the
// board. At most one announcement per ANNOUNCE_MS: a chain of merges is said once, as it ends up.
import type { GameEvent, World } from '../../game';

/** The minimum time between two announcements. */
export const ANNOUNCE_MS = 2000;

export type Announcement =
  /** A merge made this fruit level; the score after it. */
  | { readonly kind: 'merged'; readonly level: number; readonly score: number }
  /** Two watermelons vanished. */
  | { readonly kind: 'watermelons'; readonly score: number };

export function createAnnouncer(say: (a: Announcement) => void, after: (ms: number, cb: () => void) => void) {
  let quiet = false;
  let waiting: Announcement | null = null;
  const announce = (a: Announcement) => {
    if (quiet) {
      waiting = a; // the latest wins: it has the newest score
      return;
    }
    say(a);
    quiet = true;
    after(ANNOUNCE_MS, () => {
      quiet = false;
      const next = waiting;
      waiting = null;
      if (next) announce(next);
    });
  };
  return (events: readonly GameEvent[], world: World) => {
    let last: Announcement | null = null;
    for (const e of events) {
      if (e.type === 'merged' || e.type === 'upgraded') last = { kind: 'merged', level: e.level, score: world.score };
      else if (e.type === 'watermelonsVanished') last = { kind: 'watermelons', score: world.score };
    }
    if (last) announce(last);
  };
}

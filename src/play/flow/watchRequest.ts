// A game to watch, as the viewer is asked for it (the host's replayData, a ranking row's Watch, the address's
// ?replay=) and as it holds it: its replay read once, where it is asked for (play/watch/watching.ts). Types alone:
// every page's shared code names them, and none of the simulation comes with them.
import type { ReplayData } from '../../bridge/validate';
import type { Replay } from '../../game';

/** Why a replay cannot be watched; the viewer says it in words (src/i18n/watchTexts.ts). */
export type Unwatchable =
  | { readonly kind: 'unreadable'; readonly reason: string }
  | { readonly kind: 'newerRules'; readonly reason: string }
  | { readonly kind: 'notVerified'; readonly reason: string };

/** A replay read for watching, or why it cannot be. */
export type ReplayRead =
  { readonly ok: true; readonly replay: Replay } | { readonly ok: false; readonly problem: Unwatchable };

/** What asks for the viewer: the replay's text, whose game it is, and the speed it starts at (?speed=; 1× when absent). */
export type WatchAsk = ReplayData & { readonly speed?: number };

/** The viewer's game: what asked for it, and its replay read (once, as it was asked for). */
export interface WatchRequest extends WatchAsk {
  /** Tells one opening from the next (the same replay asked for again is a new viewer). */
  readonly id: number;
  readonly read: ReplayRead;
}

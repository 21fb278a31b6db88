// The game's popups as one state machine: which popup is open (none, pause, end, ranking), the events
// that move it, and the guards that refuse an event. Pure: the session applies what it returns (the
// store's popup, the loop paused or resumed). Any open popup pauses the game; closing the last resumes it.
import type { Phase } from '../../game';

export type Popup = 'none' | 'pause' | 'end' | 'ranking';

/** A tap this soon after a popup closed is the rest of the tap that closed it (a double tap), not a drop. */
export const POPUP_CLOSE_GUARD_MS = 400;
/** A tap on the pause or end popup counts only if it began this long after the popup opened (a tap meant for the board; enforced by the view's Modal). */
export const POPUP_OPEN_GUARD_MS = 500;

export interface PopupState {
  readonly popup: Popup;
  /** When a popup last closed (session clock, ms): drops wait POPUP_CLOSE_GUARD_MS after it. */
  readonly closedAt: number;
}

export const NO_POPUP: PopupState = { popup: 'none', closedAt: -Infinity };

export type PopupEvent =
  /** The back icon: pauses a game in play. */
  | { readonly type: 'back' }
  /** The page was hidden: pauses a game in play. */
  | { readonly type: 'hidden' }
  /** Continue, in the pause popup. */
  | { readonly type: 'continue' }
  /** The game ended: the end popup, over anything. */
  | { readonly type: 'gameOver' }
  /** A revive took: back to the board. */
  | { readonly type: 'revived' }
  /** Restart, from any popup. */
  | { readonly type: 'restart' }
  /** Ranking, from the pause or the end popup. */
  | { readonly type: 'openRanking' }
  /** The ranking's close: back to the popup it came from. */
  | { readonly type: 'closeRanking' };

/** What the guards read besides the popup: the game's phase and the session clock. */
export interface PopupContext {
  readonly phase: Phase;
  readonly now: number;
}

/**
 * The state after `event`, or null when a guard refuses it (the caller then does nothing at all). An
 * accepted event returns a new state even when the popup stays the same (Restart with none open).
 */
export function popupAfter(state: PopupState, event: PopupEvent, ctx: PopupContext): PopupState | null {
  const to = target(state.popup, event, ctx.phase);
  if (to === null) return null;
  const closing = to === 'none' && state.popup !== 'none';
  return { popup: to, closedAt: closing ? ctx.now : state.closedAt };
}

function target(from: Popup, event: PopupEvent, phase: Phase): Popup | null {
  switch (event.type) {
    case 'back':
    case 'hidden':
      return from === 'none' && phase === 'playing' ? 'pause' : null;
    case 'continue':
      return from === 'pause' ? 'none' : null;
    case 'gameOver':
      return 'end';
    case 'revived':
    case 'restart':
      return 'none';
    case 'openRanking':
      return from === 'pause' || from === 'end' ? 'ranking' : null;
    case 'closeRanking':
      return from === 'ranking' ? (phase === 'ended' ? 'end' : 'pause') : null;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** A drop is taken only with no popup open, and not as the rest of the tap that closed one. */
export const dropAllowed = (state: PopupState, now: number) =>
  state.popup === 'none' && now - state.closedAt >= POPUP_CLOSE_GUARD_MS;

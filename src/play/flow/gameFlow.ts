// The game on the board and its popups, moving together: every action the player or the host takes goes
// through here, its events go to the board's effects, and a game over starts the countdown and
// opens the end popup. Built on the parts below it; it calls nothing above it.
import type { Action, GameEvent, World } from '../../game';
import type { LiveWorld } from './liveWorld';
import type { createCountdown } from './countdown';
import { popupAfter, type PopupEvent } from './popupFlow';
import { popupAtom, type GameStore } from './store';

export interface FlowParts {
  readonly store: GameStore;
  readonly live: LiveWorld;
  /** Applies and records an action (recorder.ts): the replay holds what the game took. */
  readonly record: (action: Action) => readonly GameEvent[];
  /** The session clock, for the popup guards. */
  readonly now: () => number;
  /** Writes the board's frame to the store. */
  readonly draw: () => void;
  /** Effects, announcements and sounds for the board's events (boardEvents.ts). */
  readonly onEvents: (events: readonly GameEvent[], world: World) => void;
  readonly countdown: Pick<ReturnType<typeof createCountdown>, 'start' | 'clear'>;
}

export function createGameFlow({ store, live, record, now, draw, onEvents, countdown }: FlowParts) {
  /** When a popup last closed: the popup itself is the store's (popupAtom). */
  let closedAt = -Infinity;
  const popupState = () => ({ popup: store.get(popupAtom), closedAt });
  const context = () => ({ phase: live.current.phase, now: now() });

  function handle(events: readonly GameEvent[]) {
    if (!events.length) return;
    onEvents(events, live.current);
    if (events.some((e) => e.type === 'gameOver')) {
      countdown.start();
      movePopup({ type: 'gameOver' });
    }
  }
  /** Applies an action through `through` (recorded or not); a change is handled and drawn. */
  function change(action: Action, through: (a: Action) => readonly GameEvent[]) {
    const before = live.current;
    const events = through(action);
    if (live.current === before) return; // nothing changed: the identity rule (game/update.ts)
    handle(events);
    draw();
  }
  const playAction = (action: Action) => change(action, record);

  /** Moves the popup flow (popupFlow.ts); false when a guard refuses. Any open popup pauses the game. */
  function movePopup(event: PopupEvent): boolean {
    const next = popupAfter(popupState(), event, context());
    if (!next) return false;
    closedAt = next.closedAt;
    store.set(popupAtom, next.popup);
    // Pausing is not a move of the game: it is not recorded.
    change({ type: next.popup === 'none' ? 'resume' : 'pause' }, live.apply);
    return true;
  }

  /** Revives the game over on the board; false if it cannot be (the world came back the same). */
  function revived(): boolean {
    const before = live.current;
    playAction({ type: 'revive' });
    if (live.current === before) return false; // refused: the identity rule (game/update.ts)
    countdown.clear();
    movePopup({ type: 'revived' });
    return true;
  }

  return {
    playAction,
    movePopup,
    revived,
    popupState,
    /** Whether the popup flow would take `event` now (a part that must act before the popup moves). */
    can: (event: PopupEvent) => popupAfter(popupState(), event, context()) !== null,
    /** One fixed step of the game (the loop calls it as often as frame time allows). */
    step() {
      handle(live.apply({ type: 'step' }));
    },
  };
}

export type GameFlow = ReturnType<typeof createGameFlow>;

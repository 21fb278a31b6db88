// The popup flow as a state machine: each event from each popup, with its guard.
import { describe, expect, it } from 'vitest';
import type { Phase } from '../../../src/game';
import {
  dropAllowed,
  NO_POPUP,
  popupAfter,
  POPUP_CLOSE_GUARD_MS,
  type Popup,
  type PopupEvent,
} from '../../../src/play/flow/popupFlow';

const POPUPS: readonly Popup[] = ['none', 'pause', 'end', 'ranking'];
const EVENTS: readonly PopupEvent['type'][] = [
  'back',
  'hidden',
  'continue',
  'gameOver',
  'revived',
  'restart',
  'openRanking',
  'closeRanking',
];

/** Where each event leads from each popup, in a game in play ('playing', or 'paused' once a popup is open) and after a game over ('ended'); "-" is refused. */
function table(phaseOf: (p: Popup) => Phase) {
  return Object.fromEntries(
    EVENTS.map((e) => [
      e,
      POPUPS.map(
        (from) =>
          popupAfter({ popup: from, closedAt: 0 }, { type: e }, { phase: phaseOf(from), now: 1000 })?.popup ?? '-',
      ).join(' '),
    ]),
  );
}

describe('popupAfter: none pause end ranking →', () => {
  it('in a game in play', () => {
    expect(table((p) => (p === 'none' ? 'playing' : 'paused'))).toEqual({
      back: 'pause - - -',
      hidden: 'pause - - -',
      continue: '- none - -',
      gameOver: 'end end end end',
      revived: 'none none none none',
      restart: 'none none none none',
      openRanking: '- ranking ranking -',
      closeRanking: '- - - pause',
    });
  });

  it('after a game over: back and a hide pause nothing; the ranking closes back to the end popup', () => {
    expect(table(() => 'ended')).toMatchObject({ back: '- - - -', hidden: '- - - -', closeRanking: '- - - end' });
  });

  it('closing an open popup stamps the time; an accepted event with none open keeps the old stamp; a refused one returns null', () => {
    const ctx = { phase: 'paused' as const, now: 5000 };
    expect(popupAfter({ popup: 'pause', closedAt: 0 }, { type: 'continue' }, ctx)).toEqual({
      popup: 'none',
      closedAt: 5000,
    });
    expect(popupAfter(NO_POPUP, { type: 'restart' }, ctx)).toEqual({ popup: 'none', closedAt: -Infinity });
    expect(popupAfter(NO_POPUP, { type: 'continue' }, ctx)).toBeNull();
  });
});

describe('dropAllowed', () => {
  it('takes a drop with no popup open, and not within the close guard after one closed', () => {
    expect(dropAllowed(NO_POPUP, 0)).toBe(true);
    expect(dropAllowed({ popup: 'pause', closedAt: -Infinity }, 0)).toBe(false);
    const closed = { popup: 'none' as const, closedAt: 1000 };
    expect(dropAllowed(closed, 1000 + POPUP_CLOSE_GUARD_MS - 1)).toBe(false);
    expect(dropAllowed(closed, 1000 + POPUP_CLOSE_GUARD_MS)).toBe(true);
  });
});

// @vitest-environment node
// The end popup's Share as the session takes it (issue #73): msg 15 with the reported score and the card, only
// from the end popup once the score is out, only to an app, and never a card msg 15 does not allow.
import { describe, expect, it } from 'vitest';
import { MAX_CARD_CHARS } from '../../../src/bridge/protocol';
import { startSession } from '../sessionFakes';

const CARD = `data:image/png;base64,${'A'.repeat(1000)}`;

describe('Share at a game over', () => {
  it('in an app: msg 15 with the reported score and the card, and the view is told it went (true)', () => {
    const g = startSession({ kind: 'uni-app' });
    g.playUntilOver();
    expect(g.session.shareCard(CARD)).toBe(false); // the countdown is on: no score reported yet
    g.advance(3000);
    const [score] = g.scores();
    expect(g.session.shareCard(CARD)).toBe(true);
    expect(g.sent.at(-1)).toEqual({ msg: 15, score, image: CARD });
  });

  it('in a plain tab: nothing sent, and the view shares it itself (false)', () => {
    const g = startSession({ kind: 'none' });
    g.playUntilOver();
    g.advance(3000);
    expect(g.session.shareCard(CARD)).toBe(false);
    expect(g.msgs()).not.toContain(15);
  });

  it('never mid-game, and never a card that is not a PNG data URL of at most MAX_CARD_CHARS', () => {
    const g = startSession({ kind: 'react-native' });
    expect(g.session.shareCard(CARD)).toBe(false);
    g.playUntilOver();
    g.advance(3000);
    expect(g.session.shareCard(`data:image/png;base64,${'A'.repeat(MAX_CARD_CHARS)}`)).toBe(false);
    expect(g.session.shareCard('data:image/jpeg;base64,AAAA')).toBe(false);
    expect(g.msgs()).not.toContain(15);
  });
});

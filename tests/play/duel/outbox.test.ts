// @vitest-environment node
// The duel's outbox (src/play/duel/outbox.ts): when a message is due at once (`pending`, asked every frame of a
// duel), and what the host then receives.
import { describe, expect, it } from 'vitest';
import type { HostMessage } from '../../../src/bridge/protocol';
import { LATEST_RULES, type ReplayAction } from '../../../src/game';
import { createOutbox, type GameNow } from '../../../src/play/duel/outbox';

const drop = (frame: number, x = 1500): ReplayAction => ({ type: 'drop', frame, x });
const game = (frame: number, actions: ReplayAction[], ended = false): GameNow => ({
  rules: LATEST_RULES,
  actions,
  frame,
  ended,
});

describe('the outbox: a message due at once', () => {
  it('an action is due once the game has stepped past its frame, until it is sealed and sent', () => {
    const got: HostMessage[] = [];
    const outbox = createOutbox('d', (m) => got.push(m));
    expect(outbox.pending(game(40, []))).toBe(false);
    // Taken at frame 40, the frame the game stands on: another may still come at that frame.
    const one = [drop(40)];
    expect(outbox.pending(game(40, one))).toBe(false);
    expect(outbox.pending(game(41, one))).toBe(true);
    const kept = outbox.seal(game(41, one));
    expect(outbox.pending(game(41, one))).toBe(false);
    outbox.sent(kept.nextSeq - 1);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'duelMoves', duel: 'd', seq: 0 });
    // A second action, behind the first: only it is due, and only once stepped past.
    const two = [...one, drop(90, 800)];
    expect(outbox.pending(game(90, two))).toBe(false);
    expect(outbox.pending(game(95, two))).toBe(true);
  });

  it('a game over: its last frame’s action is due at once', () => {
    const outbox = createOutbox('d', () => {});
    expect(outbox.pending(game(300, [drop(300)]))).toBe(false);
    expect(outbox.pending(game(300, [drop(300)], true))).toBe(true);
  });
});

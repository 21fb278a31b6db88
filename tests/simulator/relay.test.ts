// @vitest-environment node
// The host simulator's relay between its two phones: in order whatever the jitter, a dropped message asked for again
// (msg 17) and resent, a message sent twice, a partner who leaves, and a rematch once both phones ask.
import { describe, expect, it } from 'vitest';
import { createRelay, type Phone, type Relayed } from '../../src/simulator/relay';

function relayWith(delays: number[]) {
  let now = 0;
  const due: { at: number; run: () => void }[] = [];
  const got: [Phone, Relayed][] = [];
  const notes: string[] = [];
  const relay = createRelay({
    now: () => now,
    after: (ms, run) => void due.push({ at: now + ms, run }),
    deliver: (to, m) => void got.push([to, m]),
    delay: () => delays.shift() ?? 100,
    note: (t) => void notes.push(t),
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = due.filter((d) => d.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      due.splice(due.indexOf(next), 1);
      now = next.at;
      next.run();
    }
    now = until;
  };
  return { relay, got, notes, advance };
}
const m = (seq: number, duel = 'd1'): Relayed => ({ duel, seq, moves: `4.${seq * 30}.p.` });

describe("the simulator's relay", () => {
  it('carries each message to the other phone after its delay, never one before an earlier one', () => {
    const r = relayWith([300, 20, 50]);
    r.relay.start('d1');
    r.relay.moves('A', m(0));
    r.relay.moves('A', m(1)); // a shorter delay: it still waits for message 0
    r.relay.moves('B', m(0));
    r.advance(60);
    expect(r.got).toEqual([['A', m(0)]]);
    r.advance(300);
    expect(r.got.map(([to, x]) => [to, x.seq])).toEqual([
      ['A', 0],
      ['B', 0],
      ['B', 1],
    ]);
  });

  it('drops the next message when asked, and sends it again on msg 17; sends one twice when asked', () => {
    const r = relayWith([]);
    r.relay.start('d1');
    r.relay.dropNext();
    r.relay.moves('A', m(0));
    r.relay.moves('A', m(1));
    r.advance(200);
    expect(r.got.map(([, x]) => x.seq)).toEqual([1]);
    r.relay.resend('B', { duel: 'd1', since: 0 });
    r.advance(200);
    expect(r.got.map(([, x]) => x.seq)).toEqual([1, 0, 1]);
    r.relay.twiceNext();
    r.relay.moves('A', m(2));
    r.advance(200);
    expect(r.got.map(([, x]) => x.seq)).toEqual([1, 0, 1, 2, 2]);
    expect(r.notes).toEqual([
      "dropped A's message 0",
      "B asked for A's messages from 0: 2 sent again",
      "sent A's message 2 twice",
    ]);
  });

  it("carries nothing of a player who left, nor another duel's; a rematch once both phones ask", () => {
    const r = relayWith([]);
    r.relay.start('d1');
    r.relay.moves('A', m(0, 'old'));
    r.relay.leave('B');
    r.relay.moves('B', m(0));
    r.advance(500);
    expect(r.got).toEqual([]);
    expect(r.relay.restarted('A')).toBe(false);
    expect(r.relay.restarted('B')).toBe(true);
    r.relay.start('d2');
    r.relay.moves('B', m(0, 'd2'));
    r.advance(500);
    expect(r.got).toEqual([['A', m(0, 'd2')]]);
  });
});

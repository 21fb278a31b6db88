// The host simulator's room service for its two phones (docs/bridge.md, "Host simulator"): it carries each phone's
// msg 16 to the other as `partnerMoves`, after a latency with jitter, in the order sent (a later message never
// overtakes an earlier one), keeps a duel's messages for msg 17, and makes a phone network's faults on demand: the
// next message dropped or sent twice, and a partner who leaves.

export type Phone = 'A' | 'B';
export const otherPhone = (p: Phone): Phone => (p === 'A' ? 'B' : 'A');

/** A phone's msg 16 as the relay carries it. */
export interface Relayed {
  readonly duel: string;
  readonly seq: number;
  readonly moves: string;
}

export interface RelayParts {
  readonly now: () => number;
  readonly after: (ms: number, run: () => void) => void;
  /** Hands a message to the phone it is for (there: `partnerMoves`). */
  readonly deliver: (to: Phone, m: Relayed) => void;
  /** The time one message takes on its way, drawn per message: the latency and its jitter. */
  readonly delay: () => number;
  /** What the relay did that a person would want to see in the log. */
  readonly note: (text: string) => void;
}

export function createRelay(parts: RelayParts) {
  let duel: string | null = null;
  let kept: Record<Phone, Map<number, string>> = { A: new Map(), B: new Map() };
  /** When each phone's last message arrives: the next one arrives no sooner. */
  const arrives: Record<Phone, number> = { A: 0, B: 0 };
  let dropNext = false;
  let twiceNext = false;
  const gone = new Set<Phone>();
  const rematch = new Set<Phone>();

  function carry(from: Phone, m: Relayed) {
    const at = Math.max(arrives[from], parts.now() + Math.max(0, parts.delay()));
    arrives[from] = at;
    parts.after(at - parts.now(), () => {
      if (m.duel === duel) parts.deliver(otherPhone(from), m);
    });
  }

  return {
    /** A new duel: its messages from now on, none of the last one's. */
    start(id: string) {
      duel = id;
      kept = { A: new Map(), B: new Map() };
      gone.clear();
      rematch.clear();
    },
    /** A phone's msg 16: kept, and carried to the other (unless dropped, or its sender has left). */
    moves(from: Phone, m: Relayed) {
      if (m.duel !== duel || gone.has(from)) return;
      kept[from].set(m.seq, m.moves);
      if (dropNext) {
        dropNext = false;
        return parts.note(`dropped ${from}'s message ${m.seq}`);
      }
      carry(from, m);
      if (twiceNext) {
        twiceNext = false;
        parts.note(`sent ${from}'s message ${m.seq} twice`);
        carry(from, m);
      }
    },
    /** A phone's msg 17: its partner's messages again, from `since` on. */
    resend(asker: Phone, m: { readonly duel: string; readonly since: number }) {
      if (m.duel !== duel) return;
      const from = otherPhone(asker);
      const again = [...kept[from]].filter(([seq]) => seq >= m.since).sort((a, b) => a[0] - b[0]);
      parts.note(`${asker} asked for ${from}'s messages from ${m.since}: ${again.length} sent again`);
      for (const [seq, moves] of again) carry(from, { duel: m.duel, seq, moves });
    },
    dropNext: () => void (dropNext = true),
    twiceNext: () => void (twiceNext = true),
    /** The phone's player leaves: nothing more of theirs reaches the other phone. */
    leave(p: Phone) {
      gone.add(p);
      parts.note(`${p} left the duel`);
    },
    /** A phone's msg 10 (the result's Rematch): true once both have asked, when the next duel starts. */
    restarted(p: Phone): boolean {
      if (duel === null) return false;
      rematch.add(p);
      return rematch.size === 2;
    },
    /** The duel running, or null before the first. */
    duel: () => duel,
  };
}

export type Relay = ReturnType<typeof createRelay>;

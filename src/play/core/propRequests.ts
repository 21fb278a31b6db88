import type { SpecialKind } from '../../game';
import type { Timers } from './timers';

/** A 6 or 7 the host never answers stops blocking its button after this (the request stays on the books). */
export const PROP_REQUEST_TIMEOUT_MS = 15_000;
/** Requests of one kind kept on the books; older ones are forgotten (a host that never answers 8 or 9). */
const MAX_ASKED = 8;

interface Asked {
  readonly kind: SpecialKind;
  /** 6 and 7 hold their button until answered or timed out; 8 and 9 do not. */
  readonly blocking: boolean;
  /** Past its time-out: the button is free again, but a late answer still settles it. */
  expired: boolean;
  cancel(): void;
}

/** What the prop books hold, as data: what an answer means is decided from it (hostAnswers.ts). */
export interface PropBooks {
  /** The kind of each request on the books, oldest first. */
  readonly asked: readonly SpecialKind[];
  /** Each kind's last propsData answer with a nextType, as JSON: the same again with nothing asked is a repeat. */
  readonly last: Readonly<Partial<Record<SpecialKind, string>>>;
}

/**
 * The prop requests sent to the host and not yet answered. Each answer settles the oldest request of
 * its kind (hostAnswers.ts decides which answer grants what; `settle` records it).
 */
export function createPropRequests(timers: Timers, onPending: (kind: SpecialKind, waiting: boolean) => void) {
  const asked: Asked[] = [];
  const last: Partial<Record<SpecialKind, string>> = {};
  const waiting = (kind: SpecialKind) => asked.some((a) => a.kind === kind && a.blocking && !a.expired);
  const refresh = (kind: SpecialKind) => onPending(kind, waiting(kind));

  return {
    waiting,
    /** Books a request: `blocking` for 6 and 7, whose button waits for the answer. */
    ask(kind: SpecialKind, blocking: boolean) {
      const a: Asked = { kind, blocking, expired: false, cancel: () => {} };
      if (blocking)
        a.cancel = timers.after(PROP_REQUEST_TIMEOUT_MS, () => {
          a.expired = true;
          refresh(kind);
        });
      asked.push(a);
      const same = asked.filter((x) => x.kind === kind);
      if (same.length > MAX_ASKED) asked.splice(asked.indexOf(same[0]!), 1);
      refresh(kind);
    },
    books: (): PropBooks => ({ asked: asked.map((a) => a.kind), last: { ...last } }),
    /** An answer of this kind came (`answer`: its JSON): the oldest request of the kind, if any, is settled. */
    settle(kind: SpecialKind, answer: string) {
      last[kind] = answer;
      const i = asked.findIndex((a) => a.kind === kind);
      if (i < 0) return;
      asked.splice(i, 1)[0]!.cancel();
      refresh(kind);
    },
  };
}

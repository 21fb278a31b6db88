import type { SpecialKind } from '../../game';
import type { Timers } from '../flow/timers';

/** A 6 or 7 the host never answers stops blocking its button after this (the request stays on the books). */
export const PROP_REQUEST_TIMEOUT_MS = 15_000;
/** Requests of one kind kept on the books; older ones are forgotten (a host that never answers 8 or 9). */
const MAX_ASKED = 8;

/** One request on the books, as data. */
export interface PropAsk {
  /** Tells one request from another: the answer names the one it settles. */
  readonly id: number;
  readonly kind: SpecialKind;
  /** 6 or 7 (use one: the answer carries the nextType, and the button waits for it); false for 8 or 9 (a grant or refill). */
  readonly use: boolean;
}

interface Asked extends PropAsk {
  /** Past its time-out: the button is free again, but a late answer still settles it. */
  expired: boolean;
  cancel(): void;
}

/** What the prop books hold, as data: what an answer means is decided from it (callAnswers.ts). */
export interface PropBooks {
  /** Every request on the books, oldest first. */
  readonly asked: readonly PropAsk[];
  /** Each kind's last propsData answer with a nextType, as JSON: the same again with nothing asked is a repeat. */
  readonly last: Readonly<Partial<Record<SpecialKind, string>>>;
}

/**
 * The prop requests sent to the host and not yet answered. Which request an answer settles is decided
 * from the books (callAnswers.ts); `settle` records it.
 */
export function createPropRequests(timers: Timers, onPending: (kind: SpecialKind, waiting: boolean) => void) {
  const asked: Asked[] = [];
  const last: Partial<Record<SpecialKind, string>> = {};
  let nextId = 1;
  const waiting = (kind: SpecialKind) => asked.some((a) => a.kind === kind && a.use && !a.expired);
  const refresh = (kind: SpecialKind) => onPending(kind, waiting(kind));

  function book(id: number, kind: SpecialKind, use: boolean) {
    const a: Asked = { id, kind, use, expired: false, cancel: () => {} };
    if (use)
      a.cancel = timers.after(PROP_REQUEST_TIMEOUT_MS, () => {
        a.expired = true;
        refresh(kind);
      });
    asked.push(a);
    const same = asked.filter((x) => x.kind === kind);
    if (same.length > MAX_ASKED) asked.splice(asked.indexOf(same[0]!), 1);
    refresh(kind);
  }

  return {
    waiting,
    /** Books a request: `use` for 6 and 7, whose button waits for the answer. */
    ask: (kind: SpecialKind, use: boolean) => book(nextId++, kind, use),
    /** A kept game's books: its requests wait for their answers again, and a repeat of its last answer is still a repeat. */
    restore(books: PropBooks) {
      for (const a of books.asked) book(a.id, a.kind, a.use);
      nextId = Math.max(nextId, ...books.asked.map((a) => a.id + 1));
      Object.assign(last, books.last);
    },
    books: (): PropBooks => ({ asked: asked.map(({ id, kind, use }) => ({ id, kind, use })), last: { ...last } }),
    /** An answer came: request `id` (if still on the books) is settled; `answer`, the JSON of one with a nextType, is remembered. */
    settle(id: number | null, answer: { kind: SpecialKind; json: string } | null) {
      if (answer) last[answer.kind] = answer.json;
      const i = asked.findIndex((a) => a.id === id);
      if (i < 0) return;
      const [gone] = asked.splice(i, 1);
      gone!.cancel();
      refresh(gone!.kind);
    },
  };
}

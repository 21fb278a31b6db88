import type { PropsData } from '../../bridge/validate';
import type { SpecialKind } from '../../game';
import type { Timers } from './timers';

/** A 6 or 7 the host never answers stops blocking its button after this (the request stays on the books). */
export const PROP_REQUEST_TIMEOUT_MS = 15_000;
/** Requests of one kind kept on the books; older ones are forgotten (a host that never answers 8 or 9). */
const MAX_ASKED = 8;

/** What one propsData answer means for the specials. */
export type PropAnswer =
  /** No nextType: quantities only; no request is settled. */
  | { readonly type: 'none' }
  /** One special to queue; `asked` is false for a grant the page did not ask for. */
  | { readonly type: 'grant'; readonly kind: SpecialKind; readonly asked: boolean }
  /** The same answer again with nothing asked: it queues nothing. */
  | { readonly type: 'repeat'; readonly kind: SpecialKind };

interface Asked {
  readonly kind: SpecialKind;
  /** 6 and 7 hold their button until answered or timed out; 8 and 9 do not. */
  readonly blocking: boolean;
  /** Past its time-out: the button is free again, but a late answer still settles it. */
  expired: boolean;
  cancel(): void;
}

/**
 * The prop requests sent to the host and not yet answered. Each answer settles the oldest request of
 * its kind and grants one special, so one press never yields two; with nothing asked, an answer equal
 * to the last one of its kind is a repeat, and any other is a grant the host chose to make.
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
    answer(data: PropsData): PropAnswer {
      const kind = data.nextType;
      if (!kind) return { type: 'none' };
      const fingerprint = JSON.stringify(data);
      const i = asked.findIndex((a) => a.kind === kind);
      const repeat = i < 0 && last[kind] === fingerprint;
      last[kind] = fingerprint;
      if (repeat) return { type: 'repeat', kind };
      if (i < 0) return { type: 'grant', kind, asked: false };
      asked.splice(i, 1)[0]!.cancel();
      refresh(kind);
      return { type: 'grant', kind, asked: true };
    },
  };
}

import type { RankingData } from '../../bridge/validate';
import type { RankingTab, TabState } from '../flow/store';
import type { Timers } from '../flow/timers';

/** A ranking request unanswered after this shows "could not load" with Retry. */
export const RANKING_TIMEOUT_MS = 10_000;

/**
 * The ranking requests (3, 4) in the order they were sent. The host answers them in order, so each
 * rankingData belongs to the oldest request still waiting and is shown under that request's tab. A
 * request past its time-out is taken off the books: its tab fails, and a late answer goes to the
 * next request, or is ignored with a warning when none waits. A tab asked again shows its last answer
 * while the new one is on its way.
 */
export function createRankingRequests(timers: Timers, onTab: (tab: RankingTab, state: TabState) => void) {
  const waiting: { readonly tab: RankingTab; readonly cancel: () => void }[] = [];
  /** Each tab's latest answer: shown while a newer request for that tab is out. */
  const last: Partial<Record<RankingTab, RankingData>> = {};
  const remove = (r: (typeof waiting)[number]) => {
    const i = waiting.indexOf(r);
    if (i >= 0) waiting.splice(i, 1);
  };
  return {
    /**
     * Books a request for `tab`. With no host (`hosted` false) the tab says so at once and keeps saying it when
     * the request times out; a host that answers after all is still shown.
     */
    ask(tab: RankingTab, hosted = true) {
      const shown = last[tab];
      onTab(tab, !hosted ? { status: 'noHost' } : shown ? { status: 'loading', last: shown } : { status: 'loading' });
      const r = {
        tab,
        cancel: timers.after(RANKING_TIMEOUT_MS, () => {
          remove(r);
          if (hosted && !waiting.some((w) => w.tab === tab)) onTab(tab, { status: 'failed' });
        }),
      };
      waiting.push(r);
    },
    /** How many requests wait for an answer. */
    waiting: () => waiting.length,
    /** An answer: shown under the oldest waiting request's tab, which it settles (none waiting: nothing). */
    settle(data: RankingData) {
      const r = waiting.shift();
      if (!r) return;
      r.cancel();
      last[r.tab] = data;
      onTab(r.tab, { status: 'ready', data });
    },
  };
}

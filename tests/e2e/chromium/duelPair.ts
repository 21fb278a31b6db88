// Two phones in a duel (docs/bridge.md, "Playing together"), each page in a context of its own (its own storage),
// each as a React Native WebView hosts it (the page posts to window.ReactNativeWebView), relayed by the test as a
// host's room service would: each msg 16 of one page becomes a partnerMoves call on the other, through a fault the
// test chooses (dropped, sent twice, held back). Page time is the test's: both pages move in the same steps.
import type { Browser, Page } from 'playwright-core';
import type { World } from '../../../src/game';
import { freezeTime } from './gameProbe';
import { openPage, url, type Locale } from './harness';

/** What a page posted to its host, in order. */
export interface Posted {
  msg: number;
  score?: number;
  replay?: string;
  duel?: string;
  seq?: number;
  moves?: string;
  since?: number;
}

export interface Phone {
  readonly page: Page;
  readonly errors: string[];
  readonly warnings: string[];
  /** Everything posted so far. */
  posted(): Promise<Posted[]>;
  /** The page's own world and the partner's (window.bigWatermelon). */
  worlds(): Promise<{ mine: World; partner: World | null }>;
  call(name: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/** A page of the game at `size`, its host a recording React Native WebView, page time frozen. */
export async function openPhone(
  browser: Browser,
  o: { locale?: Locale; size?: readonly [number, number]; path?: string } = {},
): Promise<Phone> {
  const [width, height] = o.size ?? [390, 844];
  const { context, page, errors } = await openPage(browser, {
    locale: o.locale ?? 'en-US',
    viewport: { width, height },
  });
  const warnings: string[] = [];
  page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
  await context.addInitScript(() => {
    const w = window as unknown as { hostLog: unknown[]; ReactNativeWebView: object };
    w.hostLog = [];
    w.ReactNativeWebView = { postMessage: (s: string) => w.hostLog.push(JSON.parse(s).data) };
  });
  await page.clock.install();
  await page.goto(url(o.path ?? 'BigWatermelon?seed=7'));
  await page.getByTestId('board').waitFor();
  await freezeTime(page);
  await page.clock.runFor(600);
  return {
    page,
    errors,
    warnings,
    posted: () => page.evaluate(() => (window as unknown as { hostLog: Posted[] }).hostLog),
    worlds: () =>
      page.evaluate(() => {
        const p = (window as unknown as { bigWatermelon: { world(): World; partnerWorld(): World | null } })
          .bigWatermelon;
        return { mine: p.world(), partner: p.partnerWorld() };
      }),
    call: (name, payload) =>
      page.evaluate(
        ([n, p]) => (window as unknown as Record<string, (x: unknown) => void>)[n as string]!(p),
        [name, payload],
      ),
    close: () => context.close(),
  };
}

/** What the relay does with one message on its way: pass it (as it is, twice, changed) or drop it. */
export type Fault = (m: Posted, from: 'A' | 'B') => Posted[];
export const passAll: Fault = (m) => [m];

/**
 * The relay between two phones: each step runs both pages' time, then carries what each posted since (msg 16 as
 * partnerMoves; msg 17 answered by carrying again from `since`), through `fault`.
 */
export function relayBetween(a: Phone, b: Phone) {
  const taken = { A: 0, B: 0 };
  const sent: Record<'A' | 'B', Posted[]> = { A: [], B: [] };
  let fault: Fault = passAll;
  const phones = { A: a, B: b } as const;
  const other = (p: 'A' | 'B') => (p === 'A' ? 'B' : 'A');
  async function carry(from: 'A' | 'B') {
    const all = await phones[from].posted();
    for (const m of all.slice(taken[from])) {
      if (m.msg === 16) {
        sent[from].push(m);
        for (const x of fault(m, from))
          await phones[other(from)].call('partnerMoves', { duel: x.duel, seq: x.seq, moves: x.moves });
      }
      if (m.msg === 17)
        for (const again of sent[other(from)].filter((s) => s.seq! >= m.since!))
          for (const x of fault(again, other(from)))
            await phones[from].call('partnerMoves', { duel: x.duel, seq: x.seq, moves: x.moves });
    }
    taken[from] = all.length;
  }
  return {
    /** From now on, each message passes through `f`. */
    set fault(f: Fault) {
      fault = f;
    },
    /** Runs both pages' time by `ms` (in steps of `each` ms), carrying each step's messages. */
    async step(ms: number, each = 100) {
      for (let t = 0; t < ms; t += each) {
        const slice = Math.min(each, ms - t);
        await a.page.clock.runFor(slice);
        await b.page.clock.runFor(slice);
        await carry('A');
        await carry('B');
      }
    },
    /** The messages each page sent as msg 16. */
    sent,
  };
}

/** Starts the same duel on both pages: each names the other as its partner. */
export async function startDuel(
  a: Phone,
  b: Phone,
  d: { duel: string; seed: number; mode: 'race' | 'timed' },
  names: readonly [string, string] = ['Ann', 'Bo'],
) {
  await a.call('duelData', { ...d, partner: { avatar: '', name: names[1] } });
  await b.call('duelData', { ...d, partner: { avatar: '', name: names[0] } });
  // The duel's code and view come with the first duel (over the network): page time runs once both count down.
  for (const p of [a, b]) await p.page.getByTestId('duel-countdown').waitFor();
}

/** Drops a piece at world x (0–375) on a phone whose game is in play; nothing otherwise. */
export async function drop(p: Phone, x: number): Promise<void> {
  if ((await p.worlds()).mine.phase !== 'playing') return;
  const board = p.page.getByTestId('board');
  const box = (await board.boundingBox())!;
  const s = box.width / 387;
  await board.click({ position: { x: (x + 6) * s, y: box.height - 406 * s + 12 } });
}

/** A player who drops every `every` steps of 100 ms, at places from `seed`: varied, never one column. */
export const dropper = (seed: number, every: number) => (t: number) =>
  t % every === 0 ? 24 + ((t * 7919 + seed * 104_729) % 327) : null;

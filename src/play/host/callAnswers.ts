// The host's calls into the game: read into typed calls, then answered as a list of changes the
// session applies in order (callApplier.ts). Pure: the books come in as data, settling a request is one
// of the changes, and what a read noticed (a list cut, a seed refused) comes back as notes, not logged.
import type { HostCall, HostCallName } from '../../bridge/inbox';
import {
  parseInitData,
  parsePropsData,
  parseRankingData,
  parseReplayData,
  parseDuelData,
  parsePartnerMoves,
  parseVideoFinished,
  type Parsed,
  type PropsData,
  type RankingData,
  type ReplayData,
  type DuelData,
  type PartnerMoves,
  type User,
} from '../../bridge/validate';
import type { CoupleSource } from '../flow/store';
import type { SpecialKind } from '../../game';
import { contentHeight } from '../scene/layout';
import type { PropAsk, PropBooks } from './propRequests';

/** Each call's reader, by the call's name: one for every name in the list, and no other. */
const READERS = {
  initData: parseInitData,
  propsData: parsePropsData,
  videoFinished: parseVideoFinished,
  rankingData: parseRankingData,
  replayData: parseReplayData,
  duelData: parseDuelData,
  partnerMoves: parsePartnerMoves,
} satisfies { readonly [K in HostCallName]: (raw: unknown) => Parsed<unknown> };

type DataOf<K extends HostCallName> = ReturnType<(typeof READERS)[K]> extends Parsed<infer T> ? T : never;

/** A host call whose payload fits its shape. */
export type TypedHostCall = {
  readonly [K in HostCallName]: { readonly name: K; readonly data: DataOf<K> };
}[HostCallName];

/** What an answer changes, in the order the session applies it. */
export type HostChange =
  /** The height the game may use (initData's layout), in CSS px. */
  | { readonly type: 'contentHeight'; readonly px: number }
  /** Who the couple are, as initData or a ranking (asked for or not) names them. */
  | { readonly type: 'couple'; readonly from: CoupleSource; readonly users: readonly User[] }
  /** initData's gameSeed. */
  | { readonly type: 'gameSeed'; readonly seed: number }
  /** The prop buttons' quantities and states. */
  | { readonly type: 'props'; readonly list: PropsData['propertyList'] }
  /** A propsData answer: settles request `id` (null: none), and remembers an answer with a nextType (its JSON, to tell a repeat). */
  | {
      readonly type: 'propAnswered';
      readonly id: number | null;
      readonly answer: { readonly kind: SpecialKind; readonly json: string } | null;
    }
  /** The answer to the oldest ranking request: shown under its tab, settling it. */
  | { readonly type: 'ranking'; readonly data: RankingData }
  /** replayData: the viewer opens on that game, over whatever the page shows. */
  | { readonly type: 'watch'; readonly ask: ReplayData }
  /** duelData: a duel starts (or, the same id again, goes on). */
  | { readonly type: 'duel'; readonly data: DuelData }
  /** partnerMoves: the partner's moves, for their board. */
  | { readonly type: 'partnerMoves'; readonly data: PartnerMoves }
  /** A special the host granted: the next piece. */
  | { readonly type: 'special'; readonly kind: SpecialKind }
  /** The revive video finished while a revive was pending. */
  | { readonly type: 'revive' }
  /** The player closed the revive video early: no revive, and the Revive button is offered again. */
  | { readonly type: 'videoClosed' }
  | { readonly type: 'warn'; readonly message: string }
  | { readonly type: 'error'; readonly message: string };

/** Reads a host call; the error names the first field that does not fit. */
export function typedHostCall(call: HostCall): Parsed<TypedHostCall> {
  const read = READERS[call.name] as (raw: unknown) => Parsed<TypedHostCall['data']>;
  const r = read(call.payload);
  return r.ok ? { ok: true, value: { name: call.name, data: r.value } as TypedHostCall, notes: r.notes } : r;
}

/** What the answers read: the requests on the books, as data. */
export interface HostBooks {
  readonly props: PropBooks;
  /** How many ranking requests wait for an answer. */
  readonly rankingWaiting: number;
  /** A revive video was asked for (msg 2) and has not finished. */
  readonly revivePending: boolean;
}

/** Every change one typed host call makes, in the order the session applies them. */
export function hostAnswer(call: TypedHostCall, books: HostBooks): readonly HostChange[] {
  switch (call.name) {
    case 'initData': {
      const { statusHeight, statusBarHeight, gameSeed, users } = call.data;
      const height: HostChange = { type: 'contentHeight', px: contentHeight(statusHeight, statusBarHeight) };
      return [
        height,
        ...(users ? [{ type: 'couple', from: 'init', users } as const] : []),
        ...(gameSeed === undefined ? [] : [{ type: 'gameSeed', seed: gameSeed } as const]),
      ];
    }
    case 'propsData':
      // The list shows first; then the special, if the answer grants one.
      return [{ type: 'props', list: call.data.propertyList }, ...propsAnswer(books.props, call.data)];
    case 'videoFinished':
      if (!books.revivePending) return [{ type: 'error', message: 'videoFinished: no revive is pending' }];
      return [call.data.completed ? { type: 'revive' } : { type: 'videoClosed' }];
    case 'rankingData': {
      // Asked for or not, it names the couple (the player's own row).
      const couple: HostChange = { type: 'couple', from: 'ranking', users: call.data.user.users };
      return books.rankingWaiting > 0
        ? [couple, { type: 'ranking', data: call.data }]
        : [couple, { type: 'warn', message: 'rankingData: no ranking request is waiting; its list is not shown' }];
    }
    case 'replayData':
      return [{ type: 'watch', ask: call.data }];
    case 'duelData':
      return [{ type: 'duel', data: call.data }];
    case 'partnerMoves':
      return [{ type: 'partnerMoves', data: call.data }];
    default: {
      const never: never = call;
      return never;
    }
  }
}

/** The oldest request on the books that `ok` accepts. */
const oldest = (books: PropBooks, ok: (a: PropAsk) => boolean) => books.asked.find(ok) ?? null;

/**
 * An answer settles the request it answers (docs/bridge.md, "Requests and their answers"), so a button
 * never waits on a request already answered. With a nextType: the oldest 6 or 7 of its kind, else the
 * oldest 8 or 9 of its kind (a grant that brings the special at once); one special per answer, so one
 * press never yields two. With nothing asked, the same answer as the last of its kind is a repeat and
 * queues nothing; any other is a grant the host chose to make, applied once with a warning. With no
 * nextType: a grant or refill, answering the oldest 8 or 9, never a 6 or 7 (whose answer carries the
 * special): their button waits for its own answer, or its time-out.
 */
function propsAnswer(books: PropBooks, data: PropsData): readonly HostChange[] {
  const kind = data.nextType;
  if (!kind) {
    const refill = oldest(books, (a) => !a.use);
    return refill ? [{ type: 'propAnswered', id: refill.id, answer: null }] : [];
  }
  const json = JSON.stringify(data);
  const asked = oldest(books, (a) => a.kind === kind && a.use) ?? oldest(books, (a) => a.kind === kind);
  if (!asked && books.last[kind] === json) {
    return [
      {
        type: 'warn',
        message: `propsData: nextType '${kind}' repeats the answer already applied; nothing more queued`,
      },
    ];
  }
  const settle: HostChange = { type: 'propAnswered', id: asked ? asked.id : null, answer: { kind, json } };
  const special: HostChange = { type: 'special', kind };
  if (asked) return [settle, special];
  return [
    settle,
    { type: 'warn', message: `propsData: nextType '${kind}' came with no request waiting; applied once` },
    special,
  ];
}

// The host's calls into the game (initData, propsData, videoFinished, rankingData): parsed into typed
// calls, then answered as a list of changes the session applies in order. Nothing here calls back into
// the session; the request books (props, ranking) settle their own requests as they answer.
import type { HostCall } from '../../bridge/inbox';
import {
  parseInitData,
  parsePropsData,
  parseRankingData,
  type InitData,
  type Parsed,
  type PropsData,
  type RankingData,
} from '../../bridge/validate';
import type { SpecialKind } from '../../game';
import { contentHeight } from './layout';
import type { createPropRequests } from './propRequests';
import type { createRankingRequests } from './rankingRequests';

/** A host call whose payload fits its shape. */
export type TypedHostCall =
  | { readonly name: 'initData'; readonly data: InitData }
  | { readonly name: 'propsData'; readonly data: PropsData }
  | { readonly name: 'videoFinished' }
  | { readonly name: 'rankingData'; readonly data: RankingData };

/** What an answer changes, in the order the session applies it. */
export type HostChange =
  /** The height the game may use (initData's layout), in CSS px. */
  | { readonly type: 'contentHeight'; readonly px: number }
  /** initData's gameSeed. */
  | { readonly type: 'gameSeed'; readonly seed: number }
  /** The prop buttons' quantities and states. */
  | { readonly type: 'props'; readonly list: PropsData['propertyList'] }
  /** A special the host granted: the next piece. */
  | { readonly type: 'special'; readonly kind: SpecialKind }
  /** The revive video finished while a revive was pending. */
  | { readonly type: 'revive' }
  | { readonly type: 'warn'; readonly message: string }
  | { readonly type: 'error'; readonly message: string };

/** Validates a host call; the error names the first field that does not fit. */
export function typedHostCall(call: HostCall): Parsed<TypedHostCall> {
  const as = <T, C extends TypedHostCall>(r: Parsed<T>, make: (data: T) => C): Parsed<TypedHostCall> =>
    r.ok ? { ok: true, value: make(r.value) } : r;
  switch (call.name) {
    case 'initData':
      return as(parseInitData(call.payload), (data) => ({ name: call.name, data }));
    case 'propsData':
      return as(parsePropsData(call.payload), (data) => ({ name: call.name, data }));
    case 'videoFinished':
      return { ok: true, value: { name: call.name } };
    case 'rankingData':
      return as(parseRankingData(call.payload), (data) => ({ name: call.name, data }));
    default: {
      const never: never = call;
      return never;
    }
  }
}

/** What the answers read and settle: the requests on the books. */
export interface HostBooks {
  readonly props: ReturnType<typeof createPropRequests>;
  readonly ranking: ReturnType<typeof createRankingRequests>;
  /** A revive video was asked for (msg 2) and has not finished. */
  readonly revivePending: boolean;
}

/**
 * The changes one typed host call makes, in order. Lazily: each is applied before the next is worked
 * out, so the books settle in the order the session used to (the props list shows before the request
 * it answers is settled).
 */
export function* hostAnswer(call: TypedHostCall, books: HostBooks): Generator<HostChange, void, undefined> {
  switch (call.name) {
    case 'initData': {
      const { statusHeight, statusBarHeight, gameSeed } = call.data;
      yield { type: 'contentHeight', px: contentHeight(statusHeight, statusBarHeight) };
      if (gameSeed !== undefined) yield { type: 'gameSeed', seed: gameSeed };
      return;
    }
    case 'propsData':
      yield { type: 'props', list: call.data.propertyList };
      return yield* propsAnswer(books, call.data);
    case 'videoFinished':
      yield books.revivePending
        ? { type: 'revive' }
        : { type: 'error', message: 'videoFinished: no revive is pending' };
      return;
    case 'rankingData':
      if (!books.ranking.answer(call.data))
        yield { type: 'warn', message: 'rankingData: no ranking request is waiting; ignored' };
      return;
    default: {
      const never: never = call;
      return never;
    }
  }
}

/** propsData's nextType: the special it grants, once per request (a repeat queues nothing). */
function* propsAnswer(books: HostBooks, data: PropsData): Generator<HostChange, void, undefined> {
  const a = books.props.answer(data);
  if (a.type === 'none') return;
  if (a.type === 'repeat') {
    yield {
      type: 'warn',
      message: `propsData: nextType '${a.kind}' repeats the answer already applied; nothing more queued`,
    };
    return;
  }
  if (!a.asked)
    yield { type: 'warn', message: `propsData: nextType '${a.kind}' came with no request waiting; applied once` };
  yield { type: 'special', kind: a.kind };
}

import type { HostCall } from '../../bridge/inbox';
import {
  parseInitData,
  parsePropsData,
  parseRankingData,
  type PropsData,
  type RankingData,
} from '../../bridge/validate';
import { contentHeight } from './layout';
import { contentHeightAtom, type GameStore } from './store';

/** The session's side of each answer; this module only validates and routes. */
export interface HostCallContext {
  readonly store: GameStore;
  propsAnswered(data: PropsData): void;
  videoFinished(): void;
  rankingAnswered(data: RankingData): void;
  /** initData's gameSeed, when it carries a usable one. */
  seedGiven(seed: number): void;
}

/** A host callback: validated, reported with console.error naming the field, applied only when it fits. */
export function applyHostCall(call: HostCall, ctx: HostCallContext): void {
  try {
    apply(call, ctx);
  } catch (e) {
    console.error(`host call ${call.name} failed`, e);
  }
}

function apply(call: HostCall, ctx: HostCallContext): void {
  switch (call.name) {
    case 'initData': {
      const r = parseInitData(call.payload);
      if (!r.ok) return console.error(r.error);
      ctx.store.set(contentHeightAtom, contentHeight(r.value.statusHeight, r.value.statusBarHeight));
      if (r.value.gameSeed !== undefined) ctx.seedGiven(r.value.gameSeed);
      return;
    }
    case 'propsData': {
      const r = parsePropsData(call.payload);
      if (!r.ok) return console.error(r.error);
      return ctx.propsAnswered(r.value);
    }
    case 'videoFinished':
      return ctx.videoFinished();
    case 'rankingData': {
      const r = parseRankingData(call.payload);
      if (!r.ok) return console.error(r.error);
      return ctx.rankingAnswered(r.value);
    }
    default: {
      const never: never = call;
      return never;
    }
  }
}

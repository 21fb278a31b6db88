// A host call, answered: validated (callAnswers.ts), worked out as changes from the books as they stand,
// and applied here in order. A call that does not fit changes nothing and says why on the console.
import type { HostCall } from '../../bridge/inbox';
import type { DuelData, PartnerMoves } from '../../bridge/validate';
import { hostAnswer, typedHostCall, type HostChange } from './callAnswers';
import type { createPropRequests } from './propRequests';
import type { createRankingRequests } from './rankingRequests';
import {
  contentHeightAtom,
  namedCoupleAtom,
  pendingAtom,
  propsAtom,
  type GameStore,
  type Request,
  type WatchAsk,
} from '../flow/store';
import type { GameFlow } from '../flow/gameFlow';

export interface HostChangeParts {
  readonly store: GameStore;
  readonly flow: Pick<GameFlow, 'playAction' | 'revived'>;
  /** initData's gameSeed (gameSeed.ts `take`, with the keeper's say on a kept game). */
  readonly takeSeed: (seed: number) => void;
  readonly props: Pick<ReturnType<typeof createPropRequests>, 'books' | 'settle'>;
  readonly ranking: Pick<ReturnType<typeof createRankingRequests>, 'waiting' | 'settle'>;
  readonly setPending: (r: Request, on: boolean) => void;
  /** Opens the viewer (play/watch/watching.ts). */
  readonly watch: (ask: WatchAsk) => void;
  /** A duel from the host, and its partner's moves (play/duel/duel.ts). */
  readonly duel: Pick<DuelCalls, 'start' | 'take'>;
}

/** What a duel takes from the host. */
export interface DuelCalls {
  start(data: DuelData): void;
  take(data: PartnerMoves): void;
}

export function createCallApplier(parts: HostChangeParts) {
  const { store, flow, takeSeed, props, ranking, setPending, watch, duel } = parts;
  function apply(change: HostChange) {
    switch (change.type) {
      case 'contentHeight':
        return store.set(contentHeightAtom, change.px);
      case 'couple':
        return store.set(namedCoupleAtom, (n) => ({ ...n, [change.from]: change.users }));
      case 'gameSeed':
        return takeSeed(change.seed);
      case 'props':
        return store.set(propsAtom, change.list);
      case 'propAnswered':
        return props.settle(change.id, change.answer);
      case 'ranking':
        return ranking.settle(change.data);
      case 'watch':
        return watch(change.ask);
      case 'duel':
        return duel.start(change.data);
      case 'partnerMoves':
        return duel.take(change.data);
      case 'special':
        return flow.playAction({ type: 'setSpecial', kind: change.kind });
      case 'revive':
        setPending('revive', false);
        if (!flow.revived()) console.error('videoFinished: this game cannot be revived');
        return;
      case 'videoClosed':
        return setPending('revive', false);
      case 'warn':
        return console.warn(change.message);
      case 'error':
        return console.error(change.message);
      default: {
        const never: never = change;
        return never;
      }
    }
  }

  /** Answers one call from the host (the inbox hands them over, early ones first). */
  return (call: HostCall) => {
    try {
      const typed = typedHostCall(call);
      if (!typed.ok) return console.error(typed.error);
      for (const note of typed.notes) apply({ type: note.level, message: note.message });
      const books = {
        props: props.books(),
        rankingWaiting: ranking.waiting(),
        revivePending: store.get(pendingAtom).revive,
      };
      for (const change of hostAnswer(typed.value, books)) apply(change);
    } catch (e) {
      console.error(`host call ${call.name} failed`, e);
    }
  };
}

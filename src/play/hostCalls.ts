import type { HostCall } from '../bridge/inbox';
import { parseInitData, parsePropsData, parseRankingData } from '../bridge/validate';
import type { GameLoop } from './loop';
import { contentHeightAtom, pendingAtom, propsAtom, rankingAtom, type GameStore, type Request } from './store';

/** Header reserved by the host above the web view, per the contract's content height rule. */
const HOST_CHROME = 110;

export interface HostCallContext {
  readonly store: GameStore;
  readonly loop: GameLoop;
  setPending(r: Request, on: boolean): void;
  /** The session's side of a granted revive: the end popup closes and play resumes. */
  revived(): void;
}

/** A host callback: validated, reported with console.error naming the field, applied only when it fits. */
export function applyHostCall(call: HostCall, ctx: HostCallContext): void {
  try {
    apply(call, ctx);
  } catch (e) {
    console.error(`host call ${call.name} failed`, e);
  }
}

function apply(call: HostCall, { store, loop, setPending, revived }: HostCallContext): void {
  switch (call.name) {
    case 'initData': {
      const r = parseInitData(call.payload);
      if (!r.ok) return console.error(r.error);
      store.set(contentHeightAtom, Math.max(0, r.value.statusHeight - HOST_CHROME + r.value.statusBarHeight));
      return;
    }
    case 'propsData': {
      const r = parsePropsData(call.payload);
      if (!r.ok) return console.error(r.error);
      // The host's answer to 6 or 7 (or a grant of its own): the prop buttons may ask again.
      setPending('bomb', false);
      setPending('wildcard', false);
      store.set(propsAtom, r.value.propertyList);
      if (r.value.nextType) loop.dispatch({ type: 'setSpecial', kind: r.value.nextType });
      return;
    }
    case 'videoFinished': {
      if (!store.get(pendingAtom).revive) return console.error('videoFinished: no revive is pending');
      setPending('revive', false);
      const before = loop.current;
      loop.dispatch({ type: 'revive' });
      if (loop.current === before) return console.error('videoFinished: this game cannot be revived');
      revived();
      return;
    }
    case 'rankingData': {
      const r = parseRankingData(call.payload);
      if (!r.ok) return console.error(r.error);
      store.set(rankingAtom, (s) => ({ ...s, data: r.value }));
      return;
    }
    default: {
      const never: never = call;
      return never;
    }
  }
}

// Whether a host app is there to answer: a uni-app or React Native transport, or, in a plain browser tab, any
// host call received (a host page calling the globals). The one writer of hostedAtom.
import type { TransportKind } from '../../bridge/transport';
import { hostedAtom, type GameStore } from '../flow/store';

export function createHosting(store: GameStore, kind: TransportKind) {
  let called = false;
  const hosted = () => kind !== 'none' || called;
  return {
    hosted,
    /** The session starts: the view learns whether anyone will answer (nothing is written before). */
    publish: () => store.set(hostedAtom, hosted()),
    /** A host call came in: from now on there is a host. */
    called() {
      called = true;
      store.set(hostedAtom, true);
    },
  };
}

export type Hosting = ReturnType<typeof createHosting>;

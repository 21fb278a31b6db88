import { toPayload, type HostMessage } from './protocol';
import { chooseTransport, type Transport, type TransportKind } from './transport';

/** The one way the game talks to the host. Tests pass a fake that records messages. */
export interface Bridge {
  readonly kind: TransportKind;
  send(message: HostMessage): void;
}

export function createBridge(win: Window = window): Bridge {
  const transport: Transport = chooseTransport(win, () => import('@dcloudio/uni-webview-js').then((m) => m.default));
  return { kind: transport.kind, send: (m) => transport.send(toPayload(m)) };
}

export type { HostMessage } from './protocol';

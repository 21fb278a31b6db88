/**
 * The four global callbacks the host app calls (CONTRACT "Host to page").
 * Installed by the entry script before the first paint, they only queue their
 * raw argument; the game validates and applies the queue once it has mounted,
 * then receives later calls directly. Kept tiny: every page's bundle has it.
 */
export type HostCall =
  | { readonly name: 'initData'; readonly payload: unknown }
  | { readonly name: 'propsData'; readonly payload: unknown }
  | { readonly name: 'videoFinished' }
  | { readonly name: 'rankingData'; readonly payload: unknown };

export type HostCallName = HostCall['name'];

type Listener = (call: HostCall) => void;

const queue: HostCall[] = [];
let listener: Listener | null = null;

function deliver(call: HostCall): void {
  if (listener) listener(call);
  else queue.push(call);
}

export function installHostCallbacks(win: Window = window): void {
  const w = win as unknown as Record<HostCallName, unknown>;
  w.initData = (payload: unknown) => deliver({ name: 'initData', payload });
  w.propsData = (payload: unknown) => deliver({ name: 'propsData', payload });
  w.videoFinished = () => deliver({ name: 'videoFinished' });
  w.rankingData = (payload: unknown) => deliver({ name: 'rankingData', payload });
}

/** Receives every host call: first those that came before, then live ones. Returns a disconnect. */
export function connectHost(next: Listener): () => void {
  listener = next;
  for (const call of queue.splice(0)) next(call);
  return () => {
    if (listener === next) listener = null;
  };
}

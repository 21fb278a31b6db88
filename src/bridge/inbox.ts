/**
 * The four global callbacks the host app calls (docs/bridge.md, "App → page").
 * On a prerendered page the inline head script defines them before the first paint
 * (`installEarlyHostCallbacks`: calls wait in a plain array on the window); the entry
 * script then takes that array over. They only queue their raw argument; the game
 * validates and applies the queue once it has mounted, then receives later calls
 * directly. The same calls may come by `postMessage` from the window framing the page
 * (callMessages.ts), queued alike. Kept tiny: every page's bundle has it.
 */
import { HOST_CALL_NAMES as NAMES, type HostCall, type HostCallName } from './callNames';
import { listenForHostMessages } from './callMessages';

/** The origins besides the site's own that may send host calls by message (the build's HOST_ORIGINS). */
declare const __HOST_ORIGINS__: readonly string[];

export type { HostCall, HostCallName } from './callNames';

type Listener = (call: HostCall) => void;

/** Where the early callbacks keep calls until the app's inbox takes them. */
const EARLY = '__hostCallsBeforeApp';
/** The early script's message listener, which the app's replaces. */
const EARLY_LISTENER = '__callMessagesBeforeApp';
type EarlyWindow = Record<HostCallName, unknown> & {
  [EARLY]?: { name: HostCallName; payload: unknown }[];
  [EARLY_LISTENER]?: (e: MessageEvent) => void;
};

const toCall = (name: HostCallName, payload: unknown): HostCall => ({ name, payload });

/** For the inline head script: callbacks that only remember each call, in order, until the app runs. */
export function installEarlyHostCallbacks(win: Window = window): void {
  const w = win as unknown as EarlyWindow;
  const calls = (w[EARLY] = w[EARLY] ?? []);
  for (const name of NAMES) w[name] = (payload?: unknown) => void calls.push({ name, payload });
  w[EARLY_LISTENER] = listenForHostMessages(win, __HOST_ORIGINS__, (call) => void calls.push(call));
}

const queue: HostCall[] = [];
let listener: Listener | null = null;
/** The calls this page received, in order: what a reload into a new version hands on (the first few only). */
const received: HostCall[] = [];
const RECEIVED_KEPT = 32;
let receivedAll = 0;

/** Every call received so far, or null once more came than are kept. */
export const hostCallsSoFar = (): readonly HostCall[] | null => (receivedAll > RECEIVED_KEPT ? null : received.slice());

function deliver(call: HostCall): void {
  if (++receivedAll <= RECEIVED_KEPT) received.push(call);
  if (listener) listener(call);
  else queue.push(call);
}

/** `handedOn`: calls the page this one replaced received (src/pages/game/handoff.ts); they come first. */
export function installHostCallbacks(win: Window = window, handedOn: readonly HostCall[] = []): void {
  const w = win as unknown as EarlyWindow;
  for (const call of handedOn) deliver(call);
  // Calls the host made before the app arrived come first, in the order they were made.
  for (const { name, payload } of w[EARLY]?.splice(0) ?? []) deliver(toCall(name, payload));
  delete w[EARLY];
  const early = w[EARLY_LISTENER];
  if (early) win.removeEventListener('message', early);
  delete w[EARLY_LISTENER];
  for (const name of NAMES) w[name] = (payload?: unknown) => deliver(toCall(name, payload));
  if (appListener) appListener.win.removeEventListener('message', appListener.listener);
  appListener = { win, listener: listenForHostMessages(win, __HOST_ORIGINS__, deliver) };
}

/** The app's message listener, so installing again (a test, a second page in one window) replaces it. */
let appListener: { win: Window; listener: (e: MessageEvent) => void } | null = null;

/** Receives every host call: first those that came before, then live ones. Returns a disconnect. */
export function connectHost(next: Listener): () => void {
  listener = next;
  for (const call of queue.splice(0)) next(call);
  return () => {
    if (listener === next) listener = null;
  };
}

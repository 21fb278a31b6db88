/**
 * The host's calls into the page (callNames.ts; docs/bridge.md, "App → page"), as global functions.
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

/** Where a window's inbox is kept: installed once per window, found by whoever takes its calls (inboxOf). */
const INBOX = '__hostInbox';

/** A window's host calls: each one as it came, to its one listener, those before it in order first. */
export interface Inbox {
  /** Receives every host call: first those that came before, then live ones. Returns a disconnect. */
  connect(next: Listener): () => void;
  /** Every call received so far, or null once more came than are kept: what a reload into a new version hands on. */
  soFar(): readonly HostCall[] | null;
}

/** The calls a page received that it hands on to the version replacing it: the first few only. */
const RECEIVED_KEPT = 32;

function createInbox(): Inbox & { deliver(call: HostCall): void } {
  const queue: HostCall[] = [];
  let listener: Listener | null = null;
  const received: HostCall[] = [];
  let receivedAll = 0;
  return {
    deliver(call) {
      if (++receivedAll <= RECEIVED_KEPT) received.push(call);
      if (listener) listener(call);
      else queue.push(call);
    },
    connect(next) {
      listener = next;
      for (const call of queue.splice(0)) next(call);
      return () => {
        if (listener === next) listener = null;
      };
    },
    soFar: () => (receivedAll > RECEIVED_KEPT ? null : received.slice()),
  };
}

type InboxWindow = EarlyWindow & {
  [INBOX]?: { inbox: ReturnType<typeof createInbox>; listener: (e: MessageEvent) => void };
};

/**
 * The app's callbacks on `win`, and its inbox. `handedOn`: calls the page this one replaced received
 * (src/pages/game/handoff.ts); they come first, then those the early script kept. Installing again (a test, a
 * second page in one window) replaces the window's inbox and its message listener.
 */
export function installHostCallbacks(win: Window = window, handedOn: readonly HostCall[] = []): Inbox {
  const w = win as unknown as InboxWindow;
  const inbox = createInbox();
  for (const call of handedOn) inbox.deliver(call);
  // Calls the host made before the app arrived come first, in the order they were made.
  for (const { name, payload } of w[EARLY]?.splice(0) ?? []) inbox.deliver(toCall(name, payload));
  delete w[EARLY];
  const early = w[EARLY_LISTENER];
  if (early) win.removeEventListener('message', early);
  delete w[EARLY_LISTENER];
  for (const name of NAMES) w[name] = (payload?: unknown) => inbox.deliver(toCall(name, payload));
  const before = w[INBOX];
  if (before) win.removeEventListener('message', before.listener);
  const installed = { inbox, listener: listenForHostMessages(win, __HOST_ORIGINS__, inbox.deliver) };
  // Not enumerable: the window's own keys stay what the page and the host put there.
  Object.defineProperty(w, INBOX, { value: installed, configurable: true, writable: true, enumerable: false });
  return inbox;
}

/** The inbox installed on `win` (installHostCallbacks, as the page starts), installed now where it was not. */
export function inboxOf(win: Window = window): Inbox {
  return (win as unknown as InboxWindow)[INBOX]?.inbox ?? installHostCallbacks(win);
}

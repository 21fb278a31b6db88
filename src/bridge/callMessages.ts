import { HOST_CALL_NAMES as NAMES, type HostCall, type HostCallName } from './callNames';

/**
 * A host that cannot call into the page (a parent window on another origin: a uni-app H5 build) sends the
 * same host calls by `postMessage`, in this envelope (docs/bridge.md):
 * `{ type: 'HOST_CALL', name: <one of HOST_CALL_NAMES, callNames.ts>, payload }`,
 * the payload what the global function takes (an object or a JSON string of one; none for videoFinished()).
 */
export const HOST_CALL = 'HOST_CALL';

/** The longest excerpt of a refused value a warning quotes: a host's mistake is named, not echoed whole. */
const EXCERPT = 40;
const excerpt = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : String(v);
  return s.length > EXCERPT ? `${s.slice(0, EXCERPT)}…` : s;
};

type Message = Pick<MessageEvent, 'data' | 'origin' | 'source'>;

/**
 * The call a message carries, or why it is refused: only from the window that frames the page, only from
 * the site's own origin or one `allowed` (HOST_ORIGINS), and only in the envelope with a known name.
 */
export function readHostMessage(
  e: Message,
  win: Pick<Window, 'parent' | 'location'>,
  allowed: readonly string[],
): { readonly call: HostCall } | { readonly refused: string } {
  if (win.parent === win || e.source !== win.parent)
    return { refused: 'it did not come from the window framing the page' };
  if (e.origin !== win.location.origin && !allowed.includes(e.origin))
    return { refused: `origin ${excerpt(e.origin)} is neither the site's nor in HOST_ORIGINS` };
  const data: unknown = e.data;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== HOST_CALL)
    return { refused: `not a ${HOST_CALL} envelope` };
  const { name, payload } = data as { name?: unknown; payload?: unknown };
  if (!NAMES.includes(name as HostCallName))
    return { refused: `name: expected one of ${NAMES.join(', ')}, got ${excerpt(name)}` };
  return { call: { name: name as HostCallName, payload } };
}

/** Hands each accepted call to `take`; warns of each refused message (and applies nothing of it). Returns the listener. */
export function listenForHostMessages(
  win: Window,
  allowed: readonly string[],
  take: (call: HostCall) => void,
): (e: MessageEvent) => void {
  const listener = (e: MessageEvent) => {
    const r = readHostMessage(e, win, allowed);
    if ('call' in r) take(r.call);
    else console.warn(`host message ignored (from ${excerpt(e.origin)}): ${r.refused}`);
  };
  win.addEventListener('message', listener);
  return listener;
}

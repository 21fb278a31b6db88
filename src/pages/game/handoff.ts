// What the game page hands to the page that replaces it when it switches to a new version (a reload,
// before the player has touched the game): the host's calls, which the host will not make again. Kept
// in sessionStorage, which a reload in the same WebView keeps, and taken once by the next page.
import { HOST_CALL_NAMES } from '../../bridge/callNames';
import type { HostCall, HostCallName } from '../../bridge/inbox';

const KEY = 'BigWatermelon:hostCalls';
/** The calls a next page takes: all but videoFinished, which answers a video this page asked for. */
const NAMES: readonly HostCallName[] = HOST_CALL_NAMES.filter((n) => n !== 'videoFinished');

/**
 * Saves the calls for the next page; returns an undo, or null when they cannot be handed on (no
 * storage, or a call that is not plain data), and then the page must not switch.
 */
export function saveHostCalls(storage: Storage | undefined, calls: readonly HostCall[]): (() => void) | null {
  if (!storage) return null;
  try {
    storage.setItem(KEY, JSON.stringify(calls));
    return () => {
      try {
        storage.removeItem(KEY);
      } catch {
        // nothing was handed on then
      }
    };
  } catch {
    return null;
  }
}

/**
 * A page's hand-off: `first` writes the host's calls so far (once the filter of calls worth handing on
 * is loaded); `last` writes them again just before the reload, so a call that came in between is kept.
 */
export function hostCallHandOff(
  storage: () => Storage | undefined,
  calls: () => readonly HostCall[] | null,
  loadAccepted: () => Promise<(call: HostCall) => boolean>,
) {
  let accepted: ((call: HostCall) => boolean) | undefined;
  const save = () => {
    const all = calls();
    return all && accepted ? saveHostCalls(storage(), all.filter(accepted)) : null;
  };
  return {
    first: async () => {
      accepted ??= await loadAccepted();
      return save();
    },
    last: () => void save(),
  };
}

/** The calls the previous page handed on (removed as they are taken); none when there are none. */
export function takeHostCalls(storage: () => Storage | undefined): HostCall[] {
  try {
    const store = storage();
    const text = store?.getItem(KEY) ?? null;
    if (text === null) return [];
    store?.removeItem(KEY);
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.flatMap((c: { name?: unknown; payload?: unknown } | null) =>
      NAMES.includes(c?.name as HostCallName) ? [{ name: c!.name as HostCallName, payload: c!.payload }] : [],
    );
  } catch (e) {
    console.warn('The host data handed on from the previous version could not be read:', e);
    return [];
  }
}

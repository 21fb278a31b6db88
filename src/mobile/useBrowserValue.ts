import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A value read from the browser once (user agent, origin). The prerender and the hydrating
 * render both see `server`, so hydration matches; React re-renders with `read()` right after.
 */
export function useBrowserValue<T>(read: () => T, server: T): T {
  return useSyncExternalStore(never, read, () => server);
}

import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';

/**
 * Marks <html data-ready> once the page under it has mounted or hydrated: a prerendered page is on
 * screen before its buttons work, and tests (or styles) can tell the two apart.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

/**
 * A page: its chunk may fail to load, or it may throw; either shows a message with a reload button.
 * The router (routes.tsx) and the game's own entry (pages/game/boot.tsx) wrap pages alike, so a page
 * prerendered through the router hydrates under either.
 */
export const page = (node: ReactNode) => (
  <ErrorBoundary where="page">
    <Suspense fallback={null}>
      {node}
      <Ready />
    </Suspense>
  </ErrorBoundary>
);

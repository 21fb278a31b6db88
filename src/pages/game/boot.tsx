import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { page } from '../../app/page';
import type { HostCall } from '../../bridge/inbox';
import type { KeptStore } from '../../play/kept/storage';
import { typedHostCall } from '../../play/host/callAnswers';
import GamePage from './GamePage';

// The router's lazy game route imports this module too (its default), so the game is one chunk
// whichever way it is reached.
export default GamePage;

/**
 * A call worth handing to the page that replaces this one (a switch to a new version): one that fits,
 * and that sets state. videoFinished answers a revive, which no game has asked for before a touch.
 */
export const acceptedHostCall = (call: HostCall): boolean => call.name !== 'videoFinished' && typedHostCall(call).ok;

/** Hydrates the prerendered game (wrapped as the router wraps it, so the markup matches), or renders it. */
export function mountGame(root: HTMLElement, keptStore?: KeptStore): void {
  const app = <StrictMode>{page(<GamePage keptStore={keptStore} />)}</StrictMode>;
  if (root.dataset.variant) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

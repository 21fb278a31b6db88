import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { page } from '../../app/page';
import GamePage from './GamePage';

// The router's lazy game route imports this module too (its default), so the game is one chunk
// whichever way it is reached.
export default GamePage;

/** Hydrates the prerendered game (wrapped as the router wraps it, so the markup matches), or renders it. */
export function mountGame(root: HTMLElement): void {
  const app = <StrictMode>{page(<GamePage />)}</StrictMode>;
  if (root.dataset.variant) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

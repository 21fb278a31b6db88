import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadPage } from './app/routes';
import { showReloadNotice } from './app/reloadNotice';
import { installHostCallbacks } from './bridge/inbox';
import { setupI18n } from './i18n';
import { prepaint } from './prerender/prepaint';
import { installFlexible } from './mobile/flexible';
import './styles/base.px.css';

installHostCallbacks(); // before the first paint: the host may call in at once
installFlexible();
setupI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages (scripts/prerender.ts) arrive painted, in the right language, and hydrate. Their
// chunk is loaded first: if it fails, React never touches the painted page (hydrating would throw it
// away for an error); it stays readable, its links work, and a notice offers a reload.
if (root.dataset.variant) {
  // Normally done before the first paint by the page's inline script; if that never ran, the
  // visitor's language and code go in now, before React adopts the markup.
  prepaint(document, location, navigator);
  loadPage(location.pathname).then(
    () => hydrateRoot(root, app),
    (e: unknown) => {
      console.error('page code failed to load', e);
      showReloadNotice();
    },
  );
} else createRoot(root).render(app);

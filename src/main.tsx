import './app/polyfills';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadPage } from './app/routes';
import { loadThenMount, startPage } from './app/start';
import 'virtual:theme.css';
import './styles/base.px.css';

const root = startPage();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages (scripts/prerender.ts) arrive painted, in the right language, and hydrate.
if (root.dataset.variant)
  loadThenMount(
    () => loadPage(location.pathname),
    () => hydrateRoot(root, app),
  );
else createRoot(root).render(app);

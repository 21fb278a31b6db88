import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/routes';
import { installHostCallbacks } from './bridge/inbox';
import { setupI18n } from './i18n';
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
// Prerendered pages (scripts/prerender.mjs) arrive painted, in the right language, and hydrate.
if (root.dataset.variant) hydrateRoot(root, app);
else createRoot(root).render(app);

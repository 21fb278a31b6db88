// What every entry does first, before React: the host callbacks (the host may call in at once), the
// rem unit and the language. Then a prerendered page's code is loaded before it hydrates: if that
// fails, React never touches the painted page (hydrating would throw it away for an error); it stays
// readable, its links work, and a notice offers a reload.
import { installHostCallbacks, type HostCall } from '../bridge/inbox';
import { setupI18n } from '../i18n';
import { installFlexible } from '../mobile/flexible';
import { prepaint } from '../prepaint/prepaint';
import { showReloadNotice } from './reloadNotice';

/** `handedOn`: host calls received by the page this one replaced (the game's switch to a new version). */
export function startPage(handedOn: readonly HostCall[] = []): HTMLElement {
  installHostCallbacks(window, handedOn);
  installFlexible();
  setupI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  // Normally done before the first paint by the page's inline script; if that never ran, the
  // visitor's language and code go in now, before React adopts the markup.
  if (root.dataset.variant) prepaint(document, location, navigator);
  return root;
}

/** Loads the page's code, then mounts it; a failed load leaves the painted page with a reload notice. */
export function loadThenMount<T>(load: () => Promise<T>, mount: (loaded: T) => void): void {
  load().then(mount, (e: unknown) => {
    console.error('page code failed to load', e);
    showReloadNotice();
  });
}

import i18next from 'i18next';

/**
 * For a painted (prerendered) page whose code failed to load: the page stays as it is, readable and
 * with its links working, and this notice offers a reload. Plain DOM: React never ran on this page.
 */
export function showReloadNotice(doc: Document = document, reload: () => void = () => location.reload()): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'error-notice error-notice--floating';
  box.setAttribute('role', 'alert');
  box.dataset.testid = 'error-notice';
  const text = doc.createElement('p');
  text.textContent = i18next.t('error.chunk');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = i18next.t('error.reload');
  button.addEventListener('click', reload);
  box.append(text, button);
  doc.body.append(box);
  return box;
}

/**
 * amfe-flexible's behaviour as a testable module: 1rem = viewport width / 10,
 * kept current on resize, orientationchange and pageshow (bfcache restores),
 * plus a `hairlines` class where a 0.5px border really renders.
 */
export function setRemUnit(win: Window = window): void {
  const doc = win.document.documentElement;
  const width = doc.clientWidth || win.innerWidth;
  doc.style.fontSize = `${width / 10}px`;
}

/** True when the browser draws a 0.5px border as one device pixel tall box. */
export function supportsHairlines(win: Window = window): boolean {
  if ((win.devicePixelRatio || 1) < 2) return false;
  const doc = win.document;
  const probe = doc.createElement('div');
  probe.style.border = '.5px solid transparent';
  probe.style.position = 'absolute';
  probe.style.visibility = 'hidden';
  doc.documentElement.appendChild(probe);
  const ok = probe.offsetHeight === 1;
  probe.remove();
  return ok;
}

const EVENTS = ['resize', 'orientationchange', 'pageshow'] as const;

/** Sizes rem and marks hairlines once. Prerendered pages run it in <head>, before their first layout. */
export function applyFlexible(win: Window = window): void {
  setRemUnit(win);
  win.document.documentElement.classList.toggle('hairlines', supportsHairlines(win));
}

/** Installs the scaling; returns a function that removes the listeners. */
export function installFlexible(win: Window = window): () => void {
  const update = () => setRemUnit(win);
  applyFlexible(win);
  for (const e of EVENTS) win.addEventListener(e, update);
  return () => {
    for (const e of EVENTS) win.removeEventListener(e, update);
  };
}

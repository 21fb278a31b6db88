/** The widest window that is a phone held upright: up to it, 1rem is the width / 10 (docs/product.md, "Layout"). */
export const PHONE_WIDTH_MAX = 430;
/**
 * Wider windows (a computer, a tablet, a phone on its side) show the pages as a phone-shaped column: as wide
 * as 9/16 of the window's height, so that what fits a phone's screen fits theirs, but never narrower than a
 * 375 px phone (a phone on its side scrolls instead of shrinking its text) nor wider than 540 px
 * (lib-flexible's own cap, past which a phone layout only grows coarse), nor than the window.
 */
export const COLUMN = { min: 375, max: 540, perHeight: 9 / 16 } as const;

/** The width the rem unit scales by: 1rem is a tenth of it. */
export function remWidth(width: number, height: number): number {
  if (width <= PHONE_WIDTH_MAX) return width;
  return Math.min(width, COLUMN.max, Math.max(COLUMN.min, height * COLUMN.perHeight));
}

/**
 * amfe-flexible's behaviour as a testable module: 1rem = viewport width / 10 on a phone (remWidth past it),
 * kept current on resize, orientationchange and pageshow (bfcache restores),
 * plus a `hairlines` class where a 0.5px border really renders.
 */
export function setRemUnit(win: Window = window): void {
  const doc = win.document.documentElement;
  const width = doc.clientWidth || win.innerWidth;
  const height = doc.clientHeight || win.innerHeight;
  doc.style.fontSize = `${remWidth(width, height) / 10}px`;
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

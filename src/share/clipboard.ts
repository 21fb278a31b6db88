/**
 * A Clipboard API write that has not settled by then is given up on (some WebViews leave it pending
 * forever): the legacy path runs instead, still within the tap's activation window (about 5 s).
 */
export const CLIPBOARD_TIMEOUT_MS = 1000;

/**
 * Copies text from inside a tap. The Clipboard API is started synchronously in
 * the gesture; where it is missing, not allowed (insecure context), rejects or
 * never settles, a hidden read-only textarea and execCommand('copy') take over.
 * Resolves true only when something was copied; always resolves.
 */
export function copyText(text: string, win: Window = window): Promise<boolean> {
  const api = win.isSecureContext ? win.navigator.clipboard : undefined;
  if (!api || typeof api.writeText !== 'function') return Promise.resolve(execCommandCopy(text, win));
  let started: Promise<void>;
  try {
    started = api.writeText(text);
  } catch {
    return Promise.resolve(execCommandCopy(text, win));
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (copied: () => boolean) => {
      if (settled) return; // a write that settles after the timeout changes nothing
      settled = true;
      win.clearTimeout(timer);
      resolve(copied());
    };
    const fallback = () => execCommandCopy(text, win);
    const timer = win.setTimeout(() => settle(fallback), CLIPBOARD_TIMEOUT_MS);
    started.then(
      () => settle(() => true),
      () => settle(fallback),
    );
  });
}

/** The legacy path: select a hidden textarea and ask the browser to copy it. */
export function execCommandCopy(text: string, win: Window = window): boolean {
  const doc = win.document;
  const area = doc.createElement('textarea');
  area.value = text;
  area.readOnly = true; // iOS: no keyboard
  area.setAttribute('aria-hidden', 'true');
  // 16px keeps iOS from zooming; off-screen keeps it invisible without display:none (which cannot be selected).
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px;';
  const active = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(area);
  let ok = false;
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    ok = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    area.remove();
    active?.focus?.({ preventScroll: true });
  }
  return ok;
}

/** Selects an element's text so the visitor can copy it by hand. */
export function selectContents(el: Element, win: Window = window): void {
  const sel = win.getSelection();
  if (!sel) return;
  const range = win.document.createRange();
  range.selectNodeContents(el);
  sel.removeAllRanges();
  sel.addRange(range);
}

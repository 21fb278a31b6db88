/**
 * Copies text from inside a tap. The Clipboard API is started synchronously in
 * the gesture; where it is missing, not allowed (insecure context) or rejects,
 * a hidden read-only textarea and execCommand('copy') take over, still within
 * the tap's transient activation. Resolves true only when something was copied.
 */
export function copyText(text: string, win: Window = window): Promise<boolean> {
  const api = win.isSecureContext ? win.navigator.clipboard : undefined;
  if (api && typeof api.writeText === 'function') {
    let started: Promise<void>;
    try {
      started = api.writeText(text);
    } catch {
      return Promise.resolve(execCommandCopy(text, win));
    }
    return started.then(
      () => true,
      () => execCommandCopy(text, win),
    );
  }
  return Promise.resolve(execCommandCopy(text, win));
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

// What the prepaint scripts (src/prepaint/inline/) do, as functions the unit tests can call.
import { detectLanguage, HTML_LANG } from '../i18n/detect';
import { cleanCode, CODE_SENTINEL } from '../share/code';

/** Which prerendered variant fits this visit: language, plus whether a share page has a code. */
export function variantName(lang: string, share: boolean, code: string): string {
  return share ? `${lang}-${code ? 'code' : 'empty'}` : lang;
}

/** Puts the visitor's code where the prerender left the sentinel (text only: never parsed as HTML). */
export function fillCode(root: Node, code: string): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.includes(CODE_SENTINEL)) text.data = text.data.split(CODE_SENTINEL).join(code);
  }
}

/**
 * Set on <html> by the head script, before #root is parsed, and removed once the variant is chosen:
 * until then #root is not painted (styles/base.px.css). A page parsed in pieces (a slow link, a busy
 * phone's parser yielding) would otherwise paint the first variant, English, to a Chinese visitor.
 */
export const PREPAINT_PENDING = 'data-prepaint-pending';

/** On #root of a page whose inline kept script paints a kept game (the game's): that script shows #root. */
export const KEPT_PAINT = 'data-kept-paint';

/**
 * Picks the variant, fills the code, and drops the unused variants. The inline body script runs it
 * before the first paint; the app runs it again before hydrating, in case that script never ran.
 */
export function prepaint(doc: Document, loc: Pick<Location, 'search'>, nav: Pick<Navigator, 'languages' | 'language'>) {
  try {
    pickVariant(doc, loc, nav);
  } finally {
    // The game's page shows #root once its kept game is in too (src/prepaint/kept.ts).
    if (!doc.getElementById('root')?.hasAttribute(KEPT_PAINT)) doc.documentElement.removeAttribute(PREPAINT_PENDING);
  }
}

function pickVariant(doc: Document, loc: Pick<Location, 'search'>, nav: Pick<Navigator, 'languages' | 'language'>) {
  const lang = detectLanguage(nav.languages, nav.language);
  doc.documentElement.lang = HTML_LANG[lang];
  const root = doc.getElementById('root');
  if (!root?.dataset.variant) return; // the plain app shell: nothing was prerendered
  const param = root.dataset.codeParam;
  const code = param ? cleanCode(new URLSearchParams(loc.search).get(param) ?? '') : '';
  const want = variantName(lang, Boolean(param), code);
  if (want !== root.dataset.variant) {
    const body = doc.querySelector<HTMLTemplateElement>(`template[data-body="${want}"]`);
    const head = doc.querySelector<HTMLTemplateElement>(`template[data-head="${want}"]`);
    if (body && head) {
      root.replaceChildren(body.content.cloneNode(true));
      for (const old of doc.head.querySelectorAll('[data-prerendered]')) old.remove();
      doc.head.append(head.content.cloneNode(true));
      root.dataset.variant = want;
    }
  }
  if (code) fillCode(root, code);
  for (const t of doc.querySelectorAll('template[data-body], template[data-head]')) t.remove();
}

/**
 * Starts the app's JavaScript, which the prerender keeps out of the HTML (#root's data-entry and
 * data-preload) so that the first paint does not share a slow link with it.
 */
export function loadApp(doc: Document): void {
  const root = doc.getElementById('root');
  const entry = root?.dataset.entry;
  if (!root || !entry || doc.querySelector(`script[src="${entry}"]`)) return;
  for (const href of (root.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

/** Runs `fn` once, after the first contentful paint is on screen; at once in a hidden tab (nothing paints). */
export function afterFirstPaint(win: Window, fn: () => void): void {
  let done = false;
  const once = () => {
    if (!done) fn();
    done = true;
  };
  if (win.document.visibilityState === 'hidden') return once();
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    // A paint entry is reported once the frame is presented; rAF would fire before it.
    new Observer((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
  }
  win.setTimeout(once, 500); // never hold the app back for long, whatever the paint timing APIs do
}

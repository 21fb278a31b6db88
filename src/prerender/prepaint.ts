// What the prepaint script (prepaint-entry.ts) does, as functions the unit tests can call.
import { detectLanguage, HTML_LANG } from '../i18n/detect';
import { CODE_SENTINEL } from './pages';

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

/** Run 2: picks the variant, fills the code, and drops the unused variants. */
export function prepaint(doc: Document, loc: Pick<Location, 'search'>, nav: Pick<Navigator, 'languages' | 'language'>) {
  const lang = detectLanguage(nav.languages, nav.language);
  doc.documentElement.lang = HTML_LANG[lang];
  const root = doc.getElementById('root');
  if (!root?.dataset.variant) return; // the plain app shell: nothing was prerendered
  const param = root.dataset.codeParam;
  const code = param ? (new URLSearchParams(loc.search).get(param) ?? '') : '';
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

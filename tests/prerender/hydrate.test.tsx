import 'vitest-canvas-mock'; // the game page checks for a canvas once it has hydrated
// Hydration in React's development build, which (unlike production) reports every mismatch,
// attributes included: each prerendered variant, after the prepaint step, must hydrate silently.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/routes';
import { initI18n } from '../../src/i18n';
import { PRERENDERED } from '../../src/app/routeTable';
import { assemblePage, variantsToRender, type Variant } from '../../src/prerender/assemble';
import { prepaint } from '../../src/prepaint/prepaint';
import { render } from '../../src/prerender/render';
import { cleanCode } from '../../src/share/code';
import { SHARE_PARAM } from '../../src/share/kinds';

/**
 * Node keeps one copy of React for both renderers here. React's server renderer leaves the
 * context values of the last task it rendered in place (the router's, from a lazy page) until
 * it next renders; one more empty render resets them, as a fresh browser would have them.
 */
async function serverRender(url: string, lang: 'en' | 'zh') {
  const out = await render(url, lang, '/h5');
  await prerender(<></>);
  return out;
}

const NAV = { en: { languages: ['en-US'], language: 'en-US' }, zh: { languages: ['zh-CN'], language: 'zh-CN' } };

const cases = PRERENDERED.flatMap((page) =>
  (['en', 'zh'] as const).flatMap((lang) =>
    (page.share ? ['', 'A1 & <b>', '\u202EA1'] : ['']).map((code) => ({ page, lang, code })),
  ),
);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
});

describe('hydrating prerendered pages', () => {
  it.each(cases)('$page.path in $lang, code "$code": no hydration warning', async ({ page, lang, code }) => {
    const param = page.share ? SHARE_PARAM[page.share] : undefined;
    const search = code ? `?${param}=${encodeURIComponent(code)}` : '';
    // Every variant, as the prerender renders them; the page put together by the same function.
    const variants: Variant[] = [];
    for (const v of variantsToRender(page.path, param))
      variants.push({ name: v.name, ...(await serverRender(`/h5${v.url}`, v.lang)) });
    const html = assemblePage({
      variants,
      codeParam: param,
      css: '',
      scripts: { head: '', body: '', start: '' },
      entry: '/h5/assets/main.js',
      preload: [],
      base: '/h5/',
    });
    window.history.replaceState(null, '', `/h5${encodeURI(page.path)}${search}`);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    document.head.replaceChildren(...parsed.head.childNodes);
    document.body.replaceChildren(...parsed.body.childNodes);
    prepaint(document, location, NAV[lang]);
    const painted = document.querySelector('h1');
    initI18n(lang);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <App base="/h5/" />);
    });
    await vi.waitFor(() => expect(document.documentElement.dataset.ready).toBe(''));
    // The one message left is about this test's shared realm (both renderers touched the same
    // providers); a browser never sees it. Anything else, any mismatch above all, fails.
    const SAME_REALM = /^Detected multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.map((c) => String(c[0])).filter((m) => !SAME_REALM.test(m))).toEqual([]);
    expect(document.querySelector('h1')).toBe(painted); // adopted, not re-created
    if (page.share) expect(document.querySelector('[data-testid=code]')?.textContent).toBe(cleanCode(code) || '—');
  });
});

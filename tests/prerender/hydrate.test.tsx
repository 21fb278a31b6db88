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
import { showKeptGame } from '../../src/prepaint/kept';
import { decodeReplay } from '../../src/game';
import { INITIAL_PROPS } from '../../src/play/flow/store';
import { keptText } from '../../src/play/kept/game';
import { KEPT_KEY } from '../../src/play/kept/storage';
import { playBot } from '../../fixtures/bot';
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

/**
 * Hydrates the app on the painted document and waits for it to be ready; the console errors it logged. The one
 * message left out is about this test's shared realm (both renderers touched the same providers); a browser never
 * sees it. Anything else, any mismatch above all, is a failure.
 */
async function hydrated(): Promise<string[]> {
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, <App base="/h5/" />);
  });
  await vi.waitFor(() => expect(document.documentElement.dataset.ready).toBe(''));
  const SAME_REALM = /^Detected multiple renderers concurrently rendering the same context provider/;
  return errors.mock.calls.map((c) => String(c[0])).filter((m) => !SAME_REALM.test(m));
}

describe('hydrating prerendered pages', () => {
  it.each(cases)('$page.path in $lang, code "$code": no hydration warning', async ({ page, lang, code }) => {
    const param = page.share ? SHARE_PARAM[page.share] : undefined;
    await paintPage(page, lang, code ? `?${param}=${encodeURIComponent(code)}` : '');
    const painted = document.querySelector('h1');
    initI18n(lang);
    expect(await hydrated()).toEqual([]);
    expect(document.querySelector('h1')).toBe(painted); // adopted, not re-created
    if (page.share) expect(document.querySelector('[data-testid=code]')?.textContent).toBe(cleanCode(code) || '—');
  });
});

/**
 * `page` as it ships (every variant, as the prerender renders them, put together by the same function), in the
 * browser's document at `search`, with the prepaint steps run: the kept game's too, on the game's page.
 */
async function paintPage(page: (typeof PRERENDERED)[number], lang: 'en' | 'zh', search: string) {
  const param = page.share ? SHARE_PARAM[page.share] : undefined;
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
  if (page.page === 'game') showKeptGame(document, () => localStorage, Date.now(), location.search);
}
const game = PRERENDERED.find((p) => p.page === 'game')!;

const hud = () => ({
  score: document.querySelector('[data-testid=score]')?.textContent,
  counts: [...document.querySelectorAll('[data-quantity]')].map((q) => q.textContent),
});

describe('a kept game in the first paint', () => {
  afterEach(() => localStorage.clear());

  it.each(['en', 'zh'] as const)(
    '%s: its score and counts are painted, hydrated without a warning, then kept',
    async (lang) => {
      const g = playBot(5, { maxFrames: 900, specialRate: 0 });
      const d = decodeReplay(g.replay);
      if (!d.ok) throw new Error(d.reason);
      const props = [
        { ...INITIAL_PROPS[0], quantity: 3 },
        { ...INITIAL_PROPS[1], quantity: 0 },
      ] as unknown as typeof INITIAL_PROPS;
      const state = { held: [], reported: '', props, books: { asked: [], last: {} }, contentHeight: null };
      const world = { ...g.world, phase: 'paused' as const };
      const cooldowns = { bomb: 0, wildcard: 0 };
      localStorage.setItem(
        KEPT_KEY,
        keptText({ savedAt: Date.now(), left: false, world, cooldowns, ...state }, g.replay),
      );
      expect(world.score).toBeGreaterThan(0);
      await paintPage(game, lang, '?seed=1');
      expect(hud()).toEqual({ score: String(world.score), counts: ['×3', '×0'] });
      const painted = document.querySelector('h1');
      initI18n(lang);
      expect(await hydrated()).toEqual([]);
      expect(document.querySelector('h1')).toBe(painted);
      // The session brought the game back: the view's own nodes say what the painted ones said.
      expect(hud()).toEqual({ score: String(world.score), counts: ['×3', '×0'] });
      expect(document.querySelector('[aria-label="Bomb ×3"], [aria-label="炸弹 ×3"]')).not.toBeNull();
    },
  );

  it('a kept game that is not to come back is not painted, and a damaged one gives way to a new game', async () => {
    const save = (left: boolean) =>
      JSON.stringify({
        v: 1,
        savedAt: Date.now(),
        left,
        world: { phase: 'paused', n: [1, 0, 0, 1, 1, 77] },
        props: [{ quantity: 3 }, { quantity: 0 }],
      });
    localStorage.setItem(KEPT_KEY, save(false));
    await paintPage(game, 'en', '?seed=1');
    // What the save says of itself comes back, so it is painted; the keeper then finds it damaged.
    expect(hud()).toEqual({ score: '77', counts: ['×3', '×0'] });
    initI18n('en');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await hydrated()).toEqual([]);
    expect(hud()).toEqual({ score: '0', counts: ['×0', '×1'] });
    localStorage.setItem(KEPT_KEY, save(true));
    await paintPage(game, 'en', '?seed=1');
    expect(hud()).toEqual({ score: '0', counts: ['×0', '×1'] });
  });
});

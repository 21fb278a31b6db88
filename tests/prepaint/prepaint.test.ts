import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_SENTINEL } from '../../src/share/code';
import {
  afterFirstPaint,
  KEPT_PAINT,
  loadApp,
  prepaint,
  PREPAINT_PENDING,
  variantName,
} from '../../src/prepaint/prepaint';
import { showKeptGame } from '../../src/prepaint/kept';

const S = CODE_SENTINEL;
const en = { languages: ['en-US'], language: 'en-US' };
const zh = { languages: ['en-US', 'zh-TW'], language: 'en-US' };

/** A prerendered share page as scripts/prerender.ts writes it: en-empty in #root, the rest in templates. */
function sharePage() {
  const variant = (name: string, heading: string, code: string) =>
    `<template data-head="${name}"><title data-prerendered="">${heading}</title></template>` +
    `<template data-body="${name}"><h1>${heading}</h1><p data-testid="code">${code}</p></template>`;
  document.head.innerHTML = '<title data-prerendered="">Join me</title><link rel="icon" href="x.svg">';
  document.body.innerHTML =
    '<div id="root" data-variant="en-empty" data-code-param="roomNo"><h1>Your code</h1><p data-testid="code">—</p></div>' +
    variant('en-code', 'Your code', S) +
    variant('zh-code', '你的匹配码', S) +
    variant('zh-empty', '你的匹配码', '—');
}

const shown = () => ({
  lang: document.documentElement.lang,
  title: document.title,
  heading: document.querySelector('#root h1')?.textContent,
  code: document.querySelector('#root [data-testid=code]')?.textContent,
  templates: document.querySelectorAll('template').length,
});

describe('prepaint', () => {
  beforeEach(sharePage);

  it('names variants by language, and for share pages by whether there is a code', () => {
    expect(variantName('zh', true, 'A1')).toBe('zh-code');
    expect(variantName('en', true, '')).toBe('en-empty');
    expect(variantName('zh', false, 'ignored')).toBe('zh');
  });

  it('swaps in the English code variant and fills in the first code given', () => {
    prepaint(document, { search: '?roomNo=12%2034%26x&roomNo=second' }, en);
    expect(shown()).toEqual({ lang: 'en', title: 'Your code', heading: 'Your code', code: '12 34&x', templates: 0 });
  });

  it('swaps in the Chinese variant, head included, for a visitor who reads zh', () => {
    prepaint(document, { search: '?roomNo=ABC' }, zh);
    expect(shown()).toEqual({ lang: 'zh-CN', title: '你的匹配码', heading: '你的匹配码', code: 'ABC', templates: 0 });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('link[rel=icon]')).not.toBeNull();
  });

  it('shows the empty-code variant without a code', () => {
    prepaint(document, { search: '?other=1' }, zh);
    expect(shown()).toMatchObject({ heading: '你的匹配码', code: '—' });
  });

  it('shows #root again once the variant is in: swapped, kept, with nothing prerendered, or failing half-way', () => {
    const pending = () => document.documentElement.hasAttribute(PREPAINT_PENDING);
    const hide = () => document.documentElement.setAttribute(PREPAINT_PENDING, '');
    hide();
    prepaint(document, { search: '?roomNo=ABC' }, zh);
    expect([pending(), shown().heading]).toEqual([false, '你的匹配码']);
    sharePage();
    hide();
    prepaint(document, { search: '' }, en);
    expect([pending(), shown().heading]).toEqual([false, 'Your code']);
    document.body.innerHTML = '<div id="root"></div>';
    hide();
    prepaint(document, { search: '' }, zh);
    expect(pending()).toBe(false);
    sharePage();
    hide();
    const broken = {
      language: '',
      get languages(): string[] {
        throw new Error('navigator.languages');
      },
    };
    expect(() => prepaint(document, { search: '?roomNo=1' }, broken)).toThrow('navigator.languages');
    expect(pending()).toBe(false);
  });

  it('puts markup in a code on screen as text', () => {
    prepaint(document, { search: `?roomNo=${encodeURIComponent('<img src=x onerror=alert(1)>')}` }, en);
    expect(shown().code).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('#root img')).toBeNull();
  });

  it('drops bidi controls from the code, as the app does, so the painted code is the copied one', () => {
    prepaint(document, { search: `?roomNo=${encodeURIComponent('\u202E123ABC')}` }, en);
    expect(shown().code).toBe('123ABC');
  });

  it('a code of bidi controls only is no code', () => {
    prepaint(document, { search: `?roomNo=${encodeURIComponent('\u202E\u2066')}` }, en);
    expect(shown()).toMatchObject({ code: '—', templates: 0 });
  });

  it('leaves the app shell alone', () => {
    document.body.innerHTML = '<div id="root"></div>';
    prepaint(document, { search: '' }, zh);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
  });
});

describe('starting the app after the first paint', () => {
  const page = () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<div id="root" data-variant="en" data-entry="/h5/assets/main.js" data-preload="/h5/a.js /h5/b.js"></div>';
  };
  const started = () => ({
    module: document.head.querySelector('script[type=module]')?.getAttribute('src'),
    preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
  });

  it('adds the preloads and the module script once', () => {
    page();
    loadApp(document);
    loadApp(document);
    expect(started()).toEqual({ module: '/h5/assets/main.js', preloads: ['/h5/a.js', '/h5/b.js'] });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('waits for the first contentful paint, or 500 ms at most', () => {
    vi.useFakeTimers();
    let observe: ((names: string[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) {
        observe = (names) => cb({ getEntriesByName: (n) => names.filter((x) => x === n) }, { disconnect() {} });
      }
      observe() {}
    }
    const win = { document, PerformanceObserver: FakeObserver, setTimeout, requestAnimationFrame } as unknown as Window;
    const fn = vi.fn();
    afterFirstPaint(win, fn);
    observe?.(['first-paint']);
    expect(fn).not.toHaveBeenCalled();
    observe?.(['first-contentful-paint']);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    afterFirstPaint(win, late); // no paint reported at all
    vi.advanceTimersByTime(499);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe("a kept game's first paint (the game's page)", () => {
  /** The game's prerendered HUD, reduced to what the kept script writes, hidden as the head script leaves it. */
  function gamePage() {
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<div id="root" data-variant="en" ${KEPT_PAINT}=""><h1><span data-testid="score">0</span></h1>` +
      '<button aria-label="Bomb ×0"><span data-quantity="">×0</span></button>' +
      '<button aria-label="Wildcard ×1"><span data-quantity="">×1</span></button></div>';
    document.documentElement.setAttribute(PREPAINT_PENDING, '');
  }
  const NOW = 1_800_000_000_000;
  const save = (o: object = {}) =>
    JSON.stringify({
      v: 1,
      savedAt: NOW - 5000,
      left: false,
      world: { phase: 'paused', n: [4242, 1, 900, 3, 40, 1234] },
      props: [{ quantity: 3 }, { quantity: 0 }],
      ...o,
    });
  const storage = (text: string | null) => () => ({ getItem: () => text });
  const hud = () => ({
    score: document.querySelector('[data-testid=score]')?.textContent,
    counts: [...document.querySelectorAll('[data-quantity]')].map((q) => q.textContent),
    labels: [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')),
    hidden: document.documentElement.hasAttribute(PREPAINT_PENDING),
  });

  it('the body script leaves #root hidden for the kept script, which paints the kept score and counts, then shows it', () => {
    gamePage();
    prepaint(document, { search: '' }, en);
    expect(hud().hidden).toBe(true);
    showKeptGame(document, storage(save()), NOW, '?gameSeed=4242');
    // The labels stay: the prop row is inert (out of the accessibility tree) until the game is playable.
    expect(hud()).toEqual({ score: '1234', counts: ['×3', '×0'], labels: ['Bomb ×0', 'Wildcard ×1'], hidden: false });
  });

  it("the host simulator's second phone (?phone=2) paints its own kept game, never the first phone's", () => {
    const keys = (want: string) => () => ({ getItem: (k: string) => (k === want ? save() : null) });
    gamePage();
    showKeptGame(document, keys('bigWatermelon.game.2'), NOW, '?phone=2');
    expect(hud().score).toBe('1234');
    gamePage();
    showKeptGame(document, keys('bigWatermelon.game'), NOW, '?phone=2');
    expect(hud().score).toBe('0');
    gamePage();
    showKeptGame(document, keys('bigWatermelon.game'), NOW, '?phone=..%2Fx');
    expect(hud().score).toBe('1234');
  });

  it('a game that is not to come back, none, or storage that throws: painted as prerendered, and shown', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const [read, search] of [
      [storage(save({ left: true })), ''],
      [storage(save()), '?gameSeed=7'],
      [storage(null), ''],
      [throwing, ''],
    ] as const) {
      gamePage();
      showKeptGame(document, read, NOW, search);
      expect(hud()).toEqual({ score: '0', counts: ['×0', '×1'], labels: ['Bomb ×0', 'Wildcard ×1'], hidden: false });
    }
  });
});

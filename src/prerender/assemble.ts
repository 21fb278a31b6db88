// Puts a prerendered page together: a pure function of its parts, shared by scripts/prerender.ts
// and the hydration test, so the test hydrates exactly the markup that ships.
import { CODE_SENTINEL } from '../share/code';
import type { Lang } from '../i18n/detect';
import { KEPT_PAINT, variantName } from '../prepaint/prepaint';

/** One language (and, on share pages, code/no-code) version of a page, as render() returns it. */
export type Variant = Readonly<{ name: string; head: string; body: string }>;

export type PageParts = Readonly<{
  /** The first is in #root (right with no script at all); the prepaint script swaps in another. */
  variants: readonly Variant[];
  /** Share pages: the query parameter that holds the code. */
  codeParam?: string;
  /** Every stylesheet the page needs, inlined: no render-blocking round trip before the first paint. */
  css: string;
  /** Inline scripts' code (each allowed by its sha256 in the CSP): see src/prepaint/inline/. `kept`: the game's. */
  scripts: Readonly<{ head: string; body: string; start: string; kept?: string }>;
  /** The app's module script, and what it imports, loaded by the start script after the first paint. */
  entry: string;
  preload: readonly string[];
  /** Name the entry and `preload` in <head> as modulepreload links, fetched with the HTML itself. */
  preloadInHead?: boolean;
  /** The base path, with its trailing slash. */
  base: string;
  /** The favicon, as a `data:` URL (default: the file under the base path). */
  icon?: string;
}>;

/**
 * Every variant a page is rendered in: each language and, on share pages (`codeParam`), without a
 * code and with the sentinel in its place. `url` is the route path and query to render.
 */
export function variantsToRender(path: string, codeParam?: string): { name: string; lang: Lang; url: string }[] {
  return (['en', 'zh'] as const).flatMap((lang) =>
    (codeParam ? ['', CODE_SENTINEL] : ['']).map((code) => ({
      name: variantName(lang, Boolean(codeParam), code),
      lang,
      url: `${path}${code ? `?${codeParam}=${encodeURIComponent(code)}` : ''}`,
    })),
  );
}

/** Marks React's <title>/<meta> so the prepaint script can tell them from the page's fixed head. */
export const markHead = (head: string) => head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');

/** Inline content must not close its own element early. */
function inline(tag: 'script' | 'style', code: string): string {
  if (new RegExp(`</${tag}`, 'i').test(code)) throw new Error(`inline <${tag}> content contains </${tag}`);
  return `<${tag}>${code}</${tag}>`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The fixed head every page has (index.html has the same, for the app shell). `icon` is the favicon's
 * address: the prerender inlines it as a `data:` URL, one request fewer.
 */
export const staticHead = (base: string, icon = `${base}favicon.svg`) =>
  '<meta charset="UTF-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="theme-color" content="#ff6b8b">' +
  `<link rel="icon" type="image/svg+xml" href="${attr(icon)}">`;

export function assemblePage(p: PageParts): string {
  const [first, ...others] = p.variants;
  if (!first) throw new Error('assemblePage: a page needs at least one variant');
  const templates = others
    .map(
      (v) =>
        `<template data-head="${attr(v.name)}">${markHead(v.head)}</template>` +
        `<template data-body="${attr(v.name)}">${v.body}</template>`,
    )
    .join('');
  const rootAttrs =
    `id="root" data-variant="${attr(first.name)}"` +
    (p.codeParam ? ` data-code-param="${attr(p.codeParam)}"` : '') +
    ` data-entry="${attr(p.entry)}" data-preload="${attr(p.preloadInHead ? '' : p.preload.join(' '))}"` +
    (p.scripts.kept ? ` ${KEPT_PAINT}=""` : '');
  const preloads = p.preloadInHead
    ? [p.entry, ...p.preload].map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`).join('')
    : '';
  return (
    '<!doctype html><html lang="en"><head>' +
    staticHead(p.base, p.icon) +
    inline('style', p.css) +
    inline('script', p.scripts.head) +
    preloads +
    markHead(first.head) +
    '</head><body>' +
    `<div ${rootAttrs}>${first.body}</div>${templates}` +
    inline('script', p.scripts.body) +
    (p.scripts.kept ? inline('script', p.scripts.kept) : '') +
    inline('script', p.scripts.start) +
    '</body></html>'
  );
}

// Build-time rendering (scripts/prerender.ts). Runs in Node: no window, no navigator.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Pages } from '../app/routes';
import type { Lang } from '../i18n/detect';
import { initI18n } from '../i18n';
import { Prerendering } from '../prepaint/prerendering';

/** One page's markup in one language: what goes inside #root, with React's <title>/<meta> split off for <head>. */
export type Rendered = { head: string; body: string };

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

/** Renders `url` (path + query under the base path) in `lang`, waiting for lazy pages to load. */
export async function render(url: string, lang: Lang, basename: string): Promise<Rendered> {
  initI18n(lang);
  const { prelude } = await prerender(
    <Prerendering.Provider value={true}>
      <StaticRouter location={url} basename={basename}>
        <Pages />
      </StaticRouter>
    </Prerendering.Provider>,
  );
  const html = await streamToString(prelude);
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

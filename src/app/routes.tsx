import { lazy, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { page } from './page';
import loaders from 'virtual:page-loaders';
import type { ShareKind } from '../share/kinds';
import { ROUTES, type PageId } from './routeTable';

// Every page is its own chunk: share and landing visitors never download the game. The loaders are
// written from PAGE_MODULES (scripts/vite-plugins.ts, pageLoaders); routeTable.test checks that each
// loads its page's component.
type Loader<Props = object> = () => Promise<{ default: ComponentType<Props> }>;
const load = loaders as Readonly<Record<Exclude<PageId, 'share'>, Loader> & { share: Loader<{ kind: ShareKind }> }>;
const SharePage = lazy(load.share);
const pages: Readonly<Record<Exclude<PageId, 'share'>, ComponentType>> = {
  desktopLanding: lazy(load.desktopLanding),
  mobileLanding: lazy(load.mobileLanding),
  game: lazy(load.game),
  notFound: lazy(load.notFound),
};

export const routes: RouteObject[] = ROUTES.map(({ path, page: id, share }) => {
  const Page = id === 'share' ? null : pages[id];
  const element = Page ? <Page /> : <SharePage kind={share ?? 'share'} />;
  return { path, element: page(element), handle: load[id] };
});

const basename = (base: string) => base.replace(/\/$/, '') || '/';

/** Loads the chunk of the page at `pathname` (each route's `handle` is its loader). */
export function loadPage(pathname: string, base = import.meta.env.BASE_URL): Promise<unknown> {
  const matches = matchRoutes(routes, pathname, basename(base)) ?? [];
  const route = matches[matches.length - 1]?.route; // not .at(-1): ES2022, missing before Chrome 92 / iOS 15.4
  return typeof route?.handle === 'function' ? (route.handle as () => Promise<unknown>)() : Promise.resolve();
}

/** The route table as elements; the browser and the prerender wrap it in their own router. */
export function Pages() {
  return useRoutes(routes);
}

/** The app under the build's base path ("/h5/" becomes basename "/h5"). */
export function App({ base = import.meta.env.BASE_URL }: { base?: string }) {
  return (
    <BrowserRouter basename={basename(base)}>
      <Pages />
    </BrowserRouter>
  );
}

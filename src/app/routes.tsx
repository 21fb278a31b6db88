import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';

// Every page is its own chunk: share and landing visitors never download the game.
const SharePage = lazy(() => import('../pages/share/SharePage'));
const DesktopLanding = lazy(() => import('../pages/landing/DesktopLanding'));
const MobileLanding = lazy(() => import('../pages/landing/MobileLanding'));
const GamePage = lazy(() => import('../pages/game/GamePage'));
const NotFound = lazy(() => import('../pages/NotFound'));

/**
 * Marks <html data-ready> once the page under it has mounted or hydrated: a prerendered page is on
 * screen before its buttons work, and tests (or styles) can tell the two apart.
 */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

const page = (node: ReactNode) => (
  <Suspense fallback={null}>
    {node}
    <Ready />
  </Suspense>
);

export const MOBILE_LANDING_PATH = '移动官网首页';

export const routes: RouteObject[] = [
  { path: '/', element: page(<DesktopLanding />) },
  { path: '/share', element: page(<SharePage kind="share" />) },
  { path: '/joinRoom', element: page(<SharePage kind="joinRoom" />) },
  { path: '/joinRoomTemplate', element: page(<SharePage kind="joinRoomTemplate" />) },
  { path: `/${MOBILE_LANDING_PATH}`, element: page(<MobileLanding />) },
  { path: '/BigWatermelon', element: page(<GamePage />) },
  { path: '*', element: page(<NotFound />) },
];

/** The route table as elements; the browser and the prerender wrap it in their own router. */
export function Pages() {
  return useRoutes(routes);
}

/** The app under the build's base path ("/h5/" becomes basename "/h5"). */
export function App({ base = import.meta.env.BASE_URL }: { base?: string }) {
  return (
    <BrowserRouter basename={base.replace(/\/$/, '') || '/'}>
      <Pages />
    </BrowserRouter>
  );
}

import type { ShareKind } from '../share/kinds';

/** A page whose HTML is rendered at build time; every other route gets the empty app shell. */
export type PrerenderedPage = Readonly<{
  /** Route path under the base path. */
  path: string;
  /** The HTML file it is written to in dist/ (the servers try `<path>.html`, and `index.html` for "/"). */
  file: string;
  /** The lazy page module, so the HTML can link its CSS and preload its chunk before it hydrates. */
  module: string;
  /** Share pages: the route, whose query parameter the prepaint script fills in before first paint. */
  share?: ShareKind;
}>;

export const PRERENDERED: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', module: 'src/pages/landing/DesktopLanding.tsx' },
  { path: '/移动官网首页', file: '移动官网首页.html', module: 'src/pages/landing/MobileLanding.tsx' },
  { path: '/share', file: 'share.html', module: 'src/pages/share/SharePage.tsx', share: 'share' },
  { path: '/joinRoom', file: 'joinRoom.html', module: 'src/pages/share/SharePage.tsx', share: 'joinRoom' },
  {
    path: '/joinRoomTemplate',
    file: 'joinRoomTemplate.html',
    module: 'src/pages/share/SharePage.tsx',
    share: 'joinRoomTemplate',
  },
];

/**
 * Stands in for the share code in the "has a code" variant. A private-use character, so no real
 * code text can be mistaken for it; the prepaint script swaps it for the visitor's code.
 */
export const CODE_SENTINEL = '\uE000';

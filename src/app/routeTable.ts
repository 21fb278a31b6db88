// The one route table. The router (routes.tsx), the prerender (scripts/prerender.ts), the size
// budgets (scripts/check-budgets.ts) and the URL list `npm start` prints all read it. No React here:
// the build scripts import it in Node.
import type { ShareKind } from '../share/kinds';

/** The pages; each is its own lazily loaded chunk. */
export type PageId = 'desktopLanding' | 'mobileLanding' | 'share' | 'game' | 'notFound';

/** Each page's source module, as Vite's manifest names it (CSS to inline, chunk to preload, bytes to budget). */
export const PAGE_MODULES: Readonly<Record<PageId, string>> = {
  desktopLanding: 'src/pages/landing/DesktopLanding.tsx',
  mobileLanding: 'src/pages/landing/MobileLanding.tsx',
  share: 'src/pages/share/SharePage.tsx',
  game: 'src/pages/game/boot.tsx',
  notFound: 'src/pages/NotFound.tsx',
};

export type RouteEntry = Readonly<{
  /** Path under the base path; "*" is every other path. */
  path: string;
  page: PageId;
  /** Share routes: which one, and so which query parameter holds the code. */
  share?: ShareKind;
  /** Prerendered into this file in dist/ (servers try `<path>.html`, and index.html for "/"); else the app shell. */
  file?: string;
  /** Gzip KB of JavaScript the page may load before it is usable; checked after every build. */
  budgetKb?: number;
  /**
   * KB transferred before the page is usable, as served (brotli): its HTML (CSS inlined) and every
   * file the HTML preloads (JS, art inlined). Checked after every build.
   */
  servedBudgetKb?: number;
  /**
   * The page's own entry module, instead of the app's router (index.html). Its prerendered HTML names
   * the entry's chunks and `alsoLoads` as modulepreload links, fetched with the HTML.
   */
  entry?: string;
  /** Modules the page imports dynamically before it is usable: preloaded and counted in its budget. */
  alsoLoads?: readonly string[];
  /** `npm start` lists the route under this name, with `sample` as its query. */
  label?: string;
  sample?: string;
}>;

export const MOBILE_LANDING_PATH = '移动官网首页';

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: 'desktopLanding', file: 'index.html', budgetKb: 115, label: 'Desktop landing' },
  {
    path: `/${MOBILE_LANDING_PATH}`,
    page: 'mobileLanding',
    file: `${MOBILE_LANDING_PATH}.html`,
    budgetKb: 115,
    label: 'Mobile landing',
  },
  {
    path: '/share',
    page: 'share',
    share: 'share',
    file: 'share.html',
    // 116: 115.0 KB today, with the link chosen by where the visitor is (docs/app-links.md) and the in-app hint
    // laid out on its own; the page's own QR code on a computer is a chunk of its own, loaded only there.
    budgetKb: 116,
    label: 'Share (match code)',
    sample: '?roomNo=123456',
  },
  {
    path: '/joinRoom',
    page: 'share',
    share: 'joinRoom',
    file: 'joinRoom.html',
    label: 'Join room',
    sample: '?roomNo=123456',
  },
  {
    path: '/joinRoomTemplate',
    page: 'share',
    share: 'joinRoomTemplate',
    file: 'joinRoomTemplate.html',
    label: 'Join room template',
    sample: '?tempCode=ABC123',
  },
  {
    path: '/BigWatermelon',
    page: 'game',
    file: 'BigWatermelon.html',
    entry: 'src/pages/game/main.ts',
    // 200: the game served today is 199.0 KB (with the simulation stepped in place over typed arrays, docs/game.md
    // "The solver as data", its piece fields declared once in a table the columns, copies and saves are made from,
    // 0.23 KB, the layout for a phone on its side, whose CSS the prerendered page inlines, the end popup's Share:
    // its button, texts and hook, and the inline script that paints a kept game's score and counts before any
    // other script runs, 0.4 KB; the score card, its QR code and the sharing are a chunk of their own, loaded at a
    // game over, as the viewer of a watched game is when one is first watched). 201: 200.6 KB with what a couple
    // meets (issue #85): the couple named from initData, a watched game's check going on behind a game on its seed,
    // the card's board drawn settled from the world, the specials' table read by the bridge on every page. 203:
    // 202.2 KB with playing together: the bridge's two duel calls validated, the HUD's live lead, a kept duel coming
    // back with its game, and the loader of the duel's code (its runner and its view are chunks of their own, loaded
    // with the first duel: 3.2 KB of the first load when they were in it).
    servedBudgetKb: 203,
    // The uni-app SDK: used inside the app, and small. Howler and the sounds come after the game is
    // playable.
    alsoLoads: ['node_modules/@dcloudio/uni-webview-js/index.js'],
    label: 'Big Watermelon',
  },
  { path: '*', page: 'notFound' },
];

/** A route whose HTML is rendered at build time. */
export type PrerenderedRoute = RouteEntry & { file: string };

export const PRERENDERED: readonly PrerenderedRoute[] = ROUTES.filter((r): r is PrerenderedRoute => Boolean(r.file));

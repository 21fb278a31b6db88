// The cache rules both servers send (scripts/static-server.mjs; deploy/nginx.conf says the same, and
// tests/deploy/cacheRules.test.ts holds them together).

/**
 * How long a phone without the service worker (an iPhone's WKWebView) may show the game's page from its own
 * cache at once, while it fetches the current one in the background for the next open: 7 days. A player
 * who opens the game at least once a week gets every open but the first after a deploy from the cache
 * (first paint 0.14×, playable 0.68× of a page revalidated over the network: bench:start's WebKit rows,
 * 2026-11-26); a deploy reaches them by the
 * open after next. Every deploy keeps the previous builds' hashed chunks at least this long (deploy/README.md),
 * since a stale page names them.
 */
export const STALE_WINDOW_S = 7 * 24 * 60 * 60;

export const CACHE = {
  /** Hashed build output (`assets/`): never changes under its name. */
  hashed: 'public, max-age=31536000, immutable',
  /** The game's page: revalidated on every open, but shown from the cache meanwhile within the window. */
  gamePage: `max-age=0, stale-while-revalidate=${STALE_WINDOW_S}`,
  /**
   * Everything else revalidates before it is used. Share pages are mostly a first visit (each link its own
   * address, so its own cache entry), and the landing pages carry the legally required filing links:
   * neither should ever show an old copy.
   */
  other: 'no-cache',
  /**
   * The app-link files at the origin's root (src/share/appLinks.ts): Apple's CDN and Android's verifier
   * may keep them an hour, so a changed app ID or certificate reaches them the same day.
   */
  appLinks: 'max-age=3600',
};

/** The app-link files' paths at the origin's root (src/share/appLinks.ts writes them into the build). */
export const APP_LINK_PATHS = ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json'];

/** The game's page as a file of the build. */
export const GAME_PAGE = 'BigWatermelon.html';

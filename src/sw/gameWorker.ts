// The game page's service worker (registered by src/pages/game/offline.ts, scope: the game page
// only). It answers every file the game needs (its HTML, its chunks, howler, the sounds) from one
// precache that the build lists with their revisions (scripts/game-worker.ts), so an open needs no
// network and an offline one still plays.
//
// Updates are whole: each build's worker is a new byte sequence (its manifest holds every file's
// revision and sha256, and the page's headers), so the browser's update check on each open finds a
// deploy. A new worker installs its files beside the running ones and waits: a page keeps the version
// it started with, unless it asks the new one to take over (SKIP_WAITING) before the player has
// touched it, and reloads into it. On activation Workbox deletes the entries the new manifest no longer
// names.
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

declare const self: {
  /** The precache list: each file's URL and revision (unhashed files). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** Each listed file's sha256 (base64), by its URL relative to the worker. */
  __FILE_DIGESTS: Record<string, string>;
  location: Location;
  /** The headers both servers send with this build's pages: its Content-Security-Policy among them. */
  __PAGE_HEADERS: Record<string, string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown; ports: readonly MessagePort[] }) => void): void;
};

const PAGE_HEADERS = self.__PAGE_HEADERS;
const DIGESTS = new Map(
  Object.entries(self.__FILE_DIGESTS).map(([url, digest]) => [new URL(url, self.location.href).pathname, digest]),
);

/** The base64 sha256 of a response's body. */
async function digestOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer()));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

// Caches written by older Workbox versions' precache format.
cleanupOutdatedCaches();
// The page is served with this build's own headers, never the ones stored with it at install: a
// worker that installed while the server still sent the previous policy (a deploy between copying
// the files and reloading nginx) would otherwise keep that policy for good. The policy and the page
// come from one build, so the policy always allows the page's inline scripts, and a policy-only
// deploy is a new worker.
addPlugins([
  {
    // Only a listed file, whole and of this build, is cached (else the install fails, and a later
    // open tries again): a deploy half copied can never leave another build's page in the cache.
    cacheWillUpdate: async ({ request, response }) => {
      if (response.status >= 400) return null;
      const expected = DIGESTS.get(new URL(request.url).pathname);
      return expected !== undefined && (await digestOf(response)) === expected ? response : null;
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse?.headers.get('content-type')?.startsWith('text/html')
        ? new Response(await cachedResponse.blob(), { status: 200, headers: PAGE_HEADERS })
        : cachedResponse,
  },
]);
// The app opens the game as `BigWatermelon?…`: the query is the page's to read (gameSeed, replay),
// never part of the file, and the clean URL finds the prerendered page (the same name, `.html`).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./], cleanURLs: true });

// The page asks a waiting worker to take over when the player has not touched the game yet
// (src/pages/game/newVersion.ts); the answer tells it the reload will find a game worker.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type !== 'SKIP_WAITING') return;
  void self.skipWaiting();
  event.ports[0]?.postMessage('taking over');
});

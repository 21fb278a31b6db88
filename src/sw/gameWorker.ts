// The game page's service worker (registered by src/pages/game/offline.ts, scope: the game page
// only). It answers every file the game needs (its HTML, its chunks, howler, the sounds) from one
// precache that the build lists with their revisions (scripts/game-worker.ts, Workbox's
// injectManifest), so an open needs no network and an offline one still plays.
//
// Updates are whole: each build's worker is a new byte sequence (its manifest holds every file's
// revision), so the browser's update check on each open is the HTML's revalidation. A new worker
// installs its files beside the running ones and waits (no skipWaiting, no clients.claim): a page
// keeps the version it started with until it is closed, and the next open runs the new one. On
// activation Workbox deletes the entries the new manifest no longer names.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

declare const self: { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Caches written by older Workbox versions' precache format.
cleanupOutdatedCaches();
// The app opens the game as `BigWatermelon?…`: the query is the page's to read (gameSeed, replay),
// never part of the file, and the clean URL finds `BigWatermelon.html`.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./], cleanURLs: true });

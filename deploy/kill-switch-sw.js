// The game's service worker kill switch. Deploy this file as <base>/BigWatermelon-sw.js (for /h5/:
// /srv/www/h5/BigWatermelon-sw.js) in place of the one the build wrote, and every phone drops the
// game's offline copy on its next open: the update check finds this script, it takes over at once,
// deletes the game's caches and unregisters itself. A game already open keeps running on what it has
// loaded; from then on every open loads from the network, as before the worker existed.
// (An open page registers this script again once playable; it removes itself again, doing nothing
// else. To stop registering altogether, ship a build without registerGameWorker in
// src/pages/game/main.ts.) Tested in tests/e2e/chromium/offline.test.ts.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('workbox-')) await caches.delete(key);
      await self.registration.unregister();
    })(),
  );
});

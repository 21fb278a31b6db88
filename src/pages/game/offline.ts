// The game page's service worker (src/sw/gameWorker.ts), registered once the game is playable and
// the page is idle, so the first open never waits for it. Without `navigator.serviceWorker` (older
// WKWebViews without app-bound domains, private modes) the page works as it always has: from the
// network, through the HTTP cache. A page the worker serves watches for a new version and switches to
// it before the player's first touch (newVersion.ts).
import { switchToNewVersion, type SwitchEnv } from './newVersion';

/** The worker's file in dist/, beside the pages (written by scripts/game-worker.ts). */
export const GAME_WORKER_FILE = 'BigWatermelon-sw.js';
/** The worker controls the game page alone: share and landing pages never go through it. */
export const GAME_WORKER_SCOPE = 'BigWatermelon';
/** Where `requestIdleCallback` is missing (Safari before 18), the registration waits this long instead. */
const IDLE_FALLBACK_MS = 2000;

export type OfflineEnv = Readonly<{
  /** The site's base path, "/h5/". */
  base: string;
  serviceWorker: Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'> | undefined;
  /** Calls back once the game has marked itself playable. */
  whenPlayable: (then: () => void) => void;
  /** Calls back when the page has nothing else to do. */
  whenIdle: (then: () => void) => void;
  warn: (message: string, error: unknown) => void;
  /** How a page the worker serves switches to a new version. */
  switching: SwitchEnv;
}>;

/**
 * Registers the worker after the game is playable and the page idle; a refusal is only logged. A page
 * the worker already serves asks for an update then: the browser's own check after a navigation may
 * wait until the worker is idle, and a new deploy must be ready for the next open.
 */
export function registerGameWorker(env: OfflineEnv): void {
  const container = env.serviceWorker;
  if (!container) return;
  env.whenPlayable(() =>
    env.whenIdle(() => {
      const served = container.controller !== null;
      const scope = `${env.base}${GAME_WORKER_SCOPE}`;
      const register = async () =>
        container.register(`${env.base}${GAME_WORKER_FILE}`, {
          scope,
          updateViaCache: 'none', // the update check always asks the server, whatever a cache holds
        });
      register().then(
        (registration) => {
          if (!served) return;
          switchToNewVersion({ registration, container }, env.switching);
          // Offline, the check fails: the page keeps what it has, and the next open asks again.
          registration.update().catch(() => undefined);
        },
        (e: unknown) => env.warn('The game could not be made available offline:', e),
      );
    }),
  );
}

/** The browser's side of OfflineEnv. */
export function browserOfflineEnv(base: string, switching: SwitchEnv): OfflineEnv {
  return {
    base,
    switching,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    whenPlayable: (then) => {
      try {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntriesByName('game:playable').length) return;
          observer.disconnect();
          then();
        });
        observer.observe({ type: 'mark', buffered: true });
      } catch {
        // no PerformanceObserver for marks: a WebView that old has no service workers either
      }
    },
    whenIdle: (then) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => then(), { timeout: IDLE_FALLBACK_MS })
        : setTimeout(then, IDLE_FALLBACK_MS),
    warn: (message, error) => console.warn(message, error),
  };
}

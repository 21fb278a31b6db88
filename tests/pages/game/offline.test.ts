// When and how the game page registers its service worker: after playable, when idle, never without
// the API, and a refusal only logged.
import { describe, expect, it, vi } from 'vitest';
import { registerGameWorker, type OfflineEnv } from '../../../src/pages/game/offline';

function env(serviceWorker: OfflineEnv['serviceWorker']) {
  const steps: string[] = [];
  let playable = () => {};
  let idle = () => {};
  const e: OfflineEnv = {
    base: '/h5/',
    serviceWorker,
    whenPlayable: (then) => ((playable = then), steps.push('wait playable')),
    whenIdle: (then) => ((idle = then), steps.push('wait idle')),
    warn: (message) => steps.push(`warn ${message}`),
    switching: {
      touched: () => false,
      handOff: () => Promise.resolve(null),
      handOffAgain: () => {},
      holdInput: () => () => {},
      ask: () => new Promise(() => {}),
      reload: () => steps.push('reload'),
      wentOn: () => {},
      after: () => {},
    },
  };
  return { e, steps, playable: () => playable(), idle: () => idle() };
}

/** Lets the registration's promise chain settle (no timers involved). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('registerGameWorker', () => {
  it('registers the game-scoped worker only once the game is playable and the page idle', async () => {
    const update = vi.fn(() => Promise.resolve());
    const register = vi.fn(() => Promise.resolve({ update } as unknown as ServiceWorkerRegistration));
    const t = env({ register, controller: null, addEventListener: () => {} });
    registerGameWorker(t.e);
    expect(t.steps).toEqual(['wait playable']);
    t.playable();
    expect(t.steps).toEqual(['wait playable', 'wait idle']);
    expect(register).not.toHaveBeenCalled();
    t.idle();
    await flush();
    expect(register).toHaveBeenCalledWith('/h5/BigWatermelon-sw.js', {
      scope: '/h5/BigWatermelon',
      updateViaCache: 'none',
    });
    expect(update).not.toHaveBeenCalled(); // a first registration is already the newest
  });

  it('a page the worker already serves asks for an update, and an offline check changes nothing', async () => {
    const update = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const register = vi.fn(() =>
      Promise.resolve({ update, addEventListener: () => {} } as unknown as ServiceWorkerRegistration),
    );
    const t = env({ register, controller: {} as ServiceWorker, addEventListener: () => {} });
    registerGameWorker(t.e);
    t.playable();
    t.idle();
    await flush();
    expect(update).toHaveBeenCalledOnce();
    expect(t.steps).toEqual(['wait playable', 'wait idle']); // no warning for being offline
  });

  it('without navigator.serviceWorker it waits for nothing and registers nothing', () => {
    const t = env(undefined);
    registerGameWorker(t.e);
    expect(t.steps).toEqual([]);
  });

  it('a refused registration is a warning; the game goes on', async () => {
    const register = vi.fn(() => Promise.reject(new DOMException('denied', 'SecurityError')));
    const t = env({ register, controller: null, addEventListener: () => {} });
    registerGameWorker(t.e);
    t.playable();
    t.idle();
    await flush();
    expect(t.steps).toEqual(['wait playable', 'wait idle', 'warn The game could not be made available offline:']);
  });
});

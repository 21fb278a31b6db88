// The game's service worker in WebKit: the first open installs it, the second open is served under it,
// and with the network gone the game still opens and plays.
import { describe, expect, it } from 'vitest';
import { boardReady, dropAt, world } from './game';
import { probe, runFor, url, useWebKit } from './harness';

describe('the game offline in WebKit', () => {
  const webkit = useWebKit();

  it('a second open is under the worker; with no network the game opens and plays', async () => {
    const d = webkit();
    await d.get(url('BigWatermelon?seed=5&fakeclock=1'));
    await boardReady(d);
    await runFor(d, 3000); // playable and idle: the worker is registered
    const active = await d.executeAsyncScript<string>(
      'const done = arguments[arguments.length - 1]; navigator.serviceWorker.ready.then((r) => done(r.active.state));',
    );
    expect(active).toMatch(/activat/);
    // A new open: the page is controlled from its first request.
    await d.get(url('BigWatermelon?seed=5&fakeclock=1'));
    await boardReady(d);
    expect(await d.executeScript('return navigator.serviceWorker.controller !== null')).toBe(true);
    expect((await probe(d)).errors).toEqual([]);
    // No network: the worker serves the page and everything it loads.
    await d.executeAsyncScript(
      `const done = arguments[arguments.length - 1]; fetch('/__webkit/network?off=1').then(() => done());`,
    );
    try {
      await d.get(url('BigWatermelon?seed=6&fakeclock=1'));
      const board = await boardReady(d);
      // The network is truly gone: what the worker does not keep cannot be fetched.
      const other = await d.executeAsyncScript<string>(
        `const done = arguments[arguments.length - 1];
         fetch('/h5/joinRoom?roomNo=1').then((r) => done('answered ' + r.status), () => done('failed'));`,
      );
      expect(other).toBe('failed');
      const w = await dropAt(d, board, 187);
      expect(w.falling).toBeNull();
      expect((await world(d)).phase).toBe('playing');
      expect((await probe(d)).errors).toEqual([]);
    } finally {
      await d.executeAsyncScript(
        `const done = arguments[arguments.length - 1]; fetch('/__webkit/network?on=1').then(() => done(), () => done());`,
      );
    }
  });
});

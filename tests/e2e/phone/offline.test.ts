// The game's service worker in Chromium and in WebKit: the first open installs it, the second open is served
// under it, and with the network gone the game still opens and plays. What rests on the server and the deploys
// (what the second open asks the network for, a new deploy, the kill switch) is chromium/serviceWorker.test.ts,
// against both servers.
import { describe, expect, it } from 'vitest';
import { boardDrawn, dropAt, world } from './game';
import { usePhone } from './harness';

describe('the game offline', () => {
  const phone = usePhone();

  it('a second open is under the worker; with no network the game opens and plays', async () => {
    const p = phone();
    const openBoard = async (seed: number) => {
      await p.open(`BigWatermelon?seed=${seed}`);
      await p.pageTimeUntil(() => p.run(boardDrawn), 'the board');
      await p.runFor(600);
    };
    await openBoard(5);
    await p.runFor(3000); // playable and idle: the worker is registered
    const active = () => p.run(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.state ?? 'none'));
    await p.pageTimeUntil(async () => /activat/.test(await active()), 'the worker active');
    // A new open: the page is controlled from its first request.
    await openBoard(5);
    expect(await p.run(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await p.errors()).toEqual([]);
    // No network: the worker serves the page and everything it loads.
    await p.network(false);
    try {
      await openBoard(6);
      const w = await dropAt(p, 187);
      expect(w.falling).toBeNull();
      expect((await world(p)).phase).toBe('playing');
      expect(await p.errors()).toEqual([]);
      // The network is truly gone: what the worker does not keep cannot be fetched (Chromium logs the failure,
      // so this comes after the check of errors).
      const other = await p.run(() =>
        fetch('/h5/joinRoom?roomNo=1').then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      );
      expect(other).toBe('failed');
    } finally {
      await p.network(true);
    }
  });
});

// The game's page from an iPhone's own cache (issue #51), in WebKit as a phone's app meets it: MiniBrowser
// launched for each open on a persistent profile (drivers/webkitPhone.ts; WebDriver sessions keep no disk
// cache), no service worker (its script refused, as in a WKWebView without app-bound domains), each request
// held one round trip. Deploys swap the server's folder (tests/e2e/shared/deploys.ts, the worker tests' method).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webkitNetwork, webkitPhone, WORKER_HASH } from '../../../drivers/webkitPhone';
import { copyOfBuild, deployServer, removeDeploys, withAvatarHost } from '../shared/deploys';

const GAME_PAGE = /\/BigWatermelon(\?|$)/;
/** An image host only the deployed build's policy allows. */
const NEW_AVATARS = 'https://avatars-next.test';

describe("the game's page from WebKit's own cache", () => {
  afterAll(removeDeploys);

  it('the second open paints and plays before its HTML request is answered; a deploy runs the open after next, with its policy', async () => {
    const a = copyOfBuild();
    const server = await deployServer(a);
    const net = await webkitNetwork(server.origin, { refuse: /-sw\.js(\?|$)/, probeImage: `${NEW_AVATARS}/a.png` });
    const phone = await webkitPhone();
    const game = `${net.origin}/h5/BigWatermelon`;
    const blocked = (v: string[]) => v.filter((x) => x.startsWith('img-src') && x.includes(NEW_AVATARS)).length;
    try {
      const first = await phone.open(game, net);
      expect(first).toMatchObject({ deploy: '', controlled: false, viewport: '390x844@2' });

      // The next open: the page's request is held until the page has said it is playable.
      net.holdUntilReleased(GAME_PAGE);
      const second = await phone.open(game, net, 0, 20_000);
      const page = net.requests.filter((r) => GAME_PAGE.test(r.url)).at(-1)!;
      expect(page.answered, 'the HTML request was still unanswered when the page was playable').toBe(0);
      expect(second.fcp).toBeGreaterThan(0);
      expect(second.playable).toBeGreaterThan(0);
      net.release();
      await new Promise((ok) => setTimeout(ok, 1500)); // the background revalidation ends

      // A deploy whose policy allows another image host. The open that finds it still runs build A, as
      // cached, under A's own policy (the cache keeps the headers with the page); the open after next runs P.
      await server.deploy(withAvatarHost(a, NEW_AVATARS));
      const third = await phone.open(game, net);
      expect(third.deploy).toBe('');
      expect(blocked(third.violations), "A's policy refuses the new image host").toBe(1);
      const fourth = await phone.open(game, net);
      expect(fourth.deploy).toBe('P');
      expect(fourth.violations, "P's policy allows it, and nothing else was refused").toEqual([]);
      expect(third.violations.length - blocked(third.violations)).toBe(0);
    } finally {
      net.release();
      phone.close();
      await net.close();
      await server.stop();
    }
  });

  it('the kill switch reaches a WebKit phone that had the worker: the open after next runs without it', async () => {
    const a = copyOfBuild();
    const server = await deployServer(a);
    const net = await webkitNetwork(server.origin); // the worker allowed (an app with app-bound domains)
    const phone = await webkitPhone();
    const game = `${net.origin}/h5/BigWatermelon`;
    try {
      // Until the worker is active (it installs once the game is idle, each request a round trip): a fixed wait was too
      // short on a slow day.
      await phone.open(`${game}${WORKER_HASH}`, net);
      expect((await phone.open(game, net)).controlled, 'the second open comes from the worker').toBe(true);
      // As an operator deploys it: the one file copied over the worker.
      const killed = copyOfBuild();
      cpSync('deploy/kill-switch-sw.js', join(killed, 'BigWatermelon-sw.js'));
      await server.deploy(killed);
      await phone.open(game, net, 5000); // finds the kill switch: it takes over, empties the caches, leaves
      expect((await phone.open(game, net)).controlled, 'no worker serves the open after next').toBe(false);
    } finally {
      phone.close();
      await net.close();
      await server.stop();
    }
  });
});

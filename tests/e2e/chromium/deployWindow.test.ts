// A phone may show the game's page from its cache for 7 days after a deploy replaced it (stale-while-
// revalidate, scripts/cache-rules.mjs): that page names the previous build's chunks. deploy/README.md's
// order copies the live build's assets into each new release; here, with the worker tests' two deploys,
// every chunk the old page can ask for is still served after the switch, immutable.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE } from '../../../scripts/cache-rules.mjs';
import { copyOfBuild, deployServer, nextBuild, removeDeploys } from '../shared/deploys';

/**
 * A GET on a connection of its own, closed after it: a connection kept alive from before a deploy could meet
 * nginx's old worker closing it as the reload lets it go ("other side closed", or a reset), and a second try
 * from the same pool could meet another such one. A new connection goes to the server as it is now.
 */
function get(url: string): Promise<{ status: number; headers: { get(name: string): string | null } }> {
  return new Promise((ok, fail) => {
    request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        ok({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('a deploy keeps what a cached game page names', () => {
  afterAll(removeDeploys);

  it("after a deploy by deploy/README.md's order, every chunk of the previous build still answers", async () => {
    const a = copyOfBuild();
    const server = await deployServer(a);
    try {
      const page = await fetch(`${server.origin}/h5/BigWatermelon`);
      expect(page.headers.get('cache-control')).toBe(CACHE.gamePage);
      const named = [...(await page.text()).matchAll(/\/h5\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
      expect(named.length).toBeGreaterThan(3);
      // Every chunk of A: the ones its page names, and those they import later (howler, on the first sound).
      const chunksOfA = readdirSync(join(a, 'assets')).filter((f) => f.endsWith('.js'));
      const b = nextBuild(a);
      const gone = chunksOfA.filter((f) => !readdirSync(join(b, 'assets')).includes(f));
      expect(gone.length, 'build B renamed some of A’s chunks').toBeGreaterThan(0);
      // Step 1 of the order: the live build's assets copied into the new release, never overwriting.
      execFileSync('cp', ['-rn', `${a}/assets/.`, `${b}/assets/`]);
      await server.deploy(b);
      expect((await get(`${server.origin}/h5/BigWatermelon`)).status).toBe(200);
      for (const f of [...new Set([...named.map((n) => n.slice('/h5/assets/'.length)), ...chunksOfA])]) {
        const r = await get(`${server.origin}/h5/assets/${f}`);
        expect(r.status, f).toBe(200);
        expect(r.headers.get('cache-control'), f).toBe(CACHE.hashed);
      }
    } finally {
      await server.stop();
    }
  });

  // The service worker's offline test (serviceWorker.test.ts) stops the server ("the server is gone too") after a
  // browser has opened connections ahead: nginx's graceful quit waited for one of them up to its header timeout, a
  // minute, and the test timed out. Stopping ends such a connection instead of waiting (the 20 s limit is far under
  // that minute).
  it('stops at once, ending a connection opened ahead that never sent a request', async () => {
    const server = await deployServer(copyOfBuild());
    const { hostname, port } = new URL(server.origin);
    const ahead = connect(Number(port), hostname);
    await once(ahead, 'connect');
    const ended = once(ahead, 'close');
    await server.stop();
    await ended;
    await expect(fetch(`${server.origin}/h5/`)).rejects.toThrow();
  }, 20_000);
});

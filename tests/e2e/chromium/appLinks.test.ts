// The app-link files, on both servers: at the origin's root, JSON, never a redirect, kept at most a day, with
// the fields of the settings `npm test` builds with; and a 404 from a build that has them unset.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_SETTINGS } from '../../../scripts/test-settings.mjs';
import { copyOfBuild, deployServer, removeDeploys } from '../shared/deploys';

const PATHS = ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json'] as const;
const get = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

/** The longest a cache may keep the answer, in seconds, from its Cache-Control. */
const keptFor = (cacheControl: string | null) =>
  /no-cache|no-store/.test(cacheControl ?? '') ? 0 : Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1] ?? Infinity);

describe(`app links (${inject('server')})`, () => {
  afterAll(removeDeploys);

  it.each(PATHS)('%s: 200, application/json, kept at most a day, no redirect', async (path) => {
    const r = await get(inject('origin'), path);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json\b/);
    expect(keptFor(r.headers.get('cache-control'))).toBeLessThanOrEqual(86_400);
    expect(r.headers.get('location')).toBeNull();
    JSON.parse(await r.text()); // whole and valid
  });

  it('apple-app-site-association claims the share routes under the base path for IOS_APP_IDS', async () => {
    const aasa = await (await get(inject('origin'), PATHS[0])).json();
    expect(aasa.applinks.details).toEqual([
      {
        appIDs: [TEST_SETTINGS.IOS_APP_IDS],
        components: [{ '/': '/h5/share' }, { '/': '/h5/joinRoom' }, { '/': '/h5/joinRoomTemplate' }],
      },
    ]);
  });

  it("assetlinks.json names ANDROID_PACKAGE and its certificate's fingerprint", async () => {
    const links = await (await get(inject('origin'), PATHS[1])).json();
    expect(links).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: TEST_SETTINGS.ANDROID_PACKAGE,
          sha256_cert_fingerprints: [TEST_SETTINGS.ANDROID_CERT_SHA256],
        },
      },
    ]);
  });

  it('a build with the settings unset has neither file: both are a 404', async () => {
    const build = copyOfBuild();
    rmSync(join(build, '.well-known'), { recursive: true }); // as a build with them unset comes out (appLinks.test)
    const server = await deployServer(build);
    try {
      for (const path of PATHS) {
        const r = await get(server.origin, path);
        expect([path, r.status, r.headers.get('location')]).toEqual([path, 404, null]);
      }
    } finally {
      await server.stop();
    }
  });
});

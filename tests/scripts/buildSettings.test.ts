// @vitest-environment node
// The build itself refuses settings that cannot work, before it writes anything: vite.config.ts reads them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `vite build` with these settings, into a folder nobody reads: its exit status and what it said. */
function build(env: Record<string, string>) {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', 'test-results/refused-build', '--emptyOutDir'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: r.status, said: `${r.stdout}${r.stderr}` };
}

describe('the build refuses', () => {
  it("an APP_LINK_ORIGIN equal to the site's own origin: a Universal Link there never leaves Safari", () => {
    const r = build({ APP_LINK_ORIGIN: 'https://www.example.com', SITE_ORIGIN: 'https://www.example.com' });
    expect(r.status).not.toBe(0);
    expect(r.said).toContain('APP_LINK_ORIGIN must differ from SITE_ORIGIN (both https://www.example.com)');
  });

  it('ANDROID_PACKAGE without the certificate that signs it', () => {
    const r = build({ ANDROID_PACKAGE: 'com.example.couples' });
    expect(r.status).not.toBe(0);
    expect(r.said).toContain('ANDROID_PACKAGE and ANDROID_CERT_SHA256 go together');
  });
});

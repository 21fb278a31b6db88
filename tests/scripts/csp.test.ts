// @vitest-environment node
// The build keeps deploy/nginx.conf's CSP and avatar host in step with the Node server's (scripts/csp.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avatarHostOf, contentSecurityPolicy, withNginxPolicy } from '../../scripts/csp.mjs';

const conf = readFileSync('deploy/nginx.conf', 'utf8');

describe('the CSP for both servers', () => {
  it("the Node server's img-src is the build's avatar host; none when it has none", () => {
    expect(contentSecurityPolicy({ img: ['https://avatars.test'] })).toContain(
      "img-src 'self' data: https://avatars.test;",
    );
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data:;");
  });

  it("nginx's conf gets the build's avatar host in $avatar_host, and its policy reads the variable", () => {
    const built = withNginxPolicy(conf, { script: [], style: [], img: ['https://avatars.test'] });
    expect(avatarHostOf(built)).toBe('https://avatars.test');
    expect(built).toMatch(/set \$csp "[^"]*img-src 'self' data: \$avatar_host;/);
    expect(avatarHostOf(withNginxPolicy(built, { script: [], style: [] }))).toBe('');
  });

  it("both servers' frame-ancestors are the site and the build's HOST_ORIGINS; only the site when it has none", () => {
    const hosts = ['https://host.test', 'https://h5.example.com:8443'];
    expect(contentSecurityPolicy({ frame: hosts })).toContain(
      "frame-ancestors 'self' https://host.test https://h5.example.com:8443;",
    );
    expect(contentSecurityPolicy({})).toContain("frame-ancestors 'self';");
    expect(withNginxPolicy(conf, { frame: hosts })).toMatch(
      /set \$csp "[^"]*frame-ancestors 'self' https:\/\/host\.test https:\/\/h5\.example\.com:8443;/,
    );
  });
});

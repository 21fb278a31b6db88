// The Content-Security-Policy, in one place for the Node server and deploy/nginx.conf. No
// 'unsafe-inline' and no eval: the prerendered pages' inline <style> and <script> elements are
// allowed one by one, by the sha256 of their content, which the prerender computes at build time.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the prerender writes the hashes, next to Vite's manifest in dist/. */
export const CSP_FILE = '.vite/csp.json';
/** The nginx config to deploy with a build: deploy/nginx.conf with this build's policy, written into dist/ (never into the tracked template). */
export const NGINX_FILE = '.vite/nginx.conf';

/** A CSP hash source for an inline element's exact content. */
export const cspHash = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The policy. `build`: { script: [...], style: [...], img: [...], frame: [...] }: the build's hash sources,
 * image origins (its AVATAR_HOST) and the hosts that may frame its pages (its HOST_ORIGINS). `imgHosts`
 * replaces `img` (nginx passes "$avatar_host", set beside it).
 */
export function contentSecurityPolicy({ script = [], style = [], img = [], frame = [] } = {}, imgHosts = img) {
  const src = (list) => ["'self'", ...list].join(' ');
  return [
    "default-src 'self'",
    `script-src ${src(script)}`,
    `style-src ${src(style)}`,
    `img-src 'self' data:${imgHosts.map((h) => ` ${h}`).join('')}`,
    "media-src 'self'",
    "worker-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    `frame-ancestors ${src(frame)}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The headers both servers send with every answer (deploy/nginx.conf has the same `add_header` lines),
 * and the game's service worker with its page.
 */
export const securityHeaders = (build) => ({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': contentSecurityPolicy(build),
});

/** The hashes the last build wrote into `dist` (none before the first build). */
export function readHashes(dist) {
  const file = join(dist, CSP_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

const AVATAR_LINE = /^(\s*)set \$avatar_host ".*";$/m;

/** The conf with its `set $avatar_host "...";` line naming this origin ("" for none). */
export function withAvatarHost(conf, origin) {
  if (!AVATAR_LINE.test(conf)) throw new Error('deploy/nginx.conf has no `set $avatar_host "...";` line');
  return conf.replace(AVATAR_LINE, `$1set $avatar_host "${origin}";`);
}

/** The `set $avatar_host` value in a conf. */
export const avatarHostOf = (conf) => AVATAR_LINE.exec(conf)?.[0].match(/"(.*)"/)?.[1] ?? '';

/** deploy/nginx.conf with its `set $csp "...";` line the policy for this build, and its avatar host the build's. */
export function withNginxPolicy(conf, build) {
  const line = /^(\s*)set \$csp ".*";$/m;
  if (!line.test(conf)) throw new Error('deploy/nginx.conf has no `set $csp "...";` line');
  const policy = conf.replace(line, `$1set $csp "${contentSecurityPolicy(build, ['$avatar_host'])}";`);
  return withAvatarHost(policy, build.img?.[0] ?? '');
}

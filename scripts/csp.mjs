// The Content-Security-Policy, in one place for the Node server and deploy/nginx.conf. No
// 'unsafe-inline' and no eval: the prerendered pages' inline <style> and <script> elements are
// allowed one by one, by the sha256 of their content, which the prerender computes at build time.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the prerender writes the hashes, next to Vite's manifest in dist/. */
export const CSP_FILE = '.vite/csp.json';

/** A CSP hash source for an inline element's exact content. */
export const cspHash = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The policy. `hashes`: { script: [...], style: [...] } hash sources; `imgHosts`: extra image
 * origins (nginx passes "$avatar_host" for the ranking avatars).
 */
export function contentSecurityPolicy({ script = [], style = [] } = {}, imgHosts = []) {
  const src = (list) => ["'self'", ...list].join(' ');
  return [
    "default-src 'self'",
    `script-src ${src(script)}`,
    `style-src ${src(style)}`,
    `img-src 'self' data:${imgHosts.map((h) => ` ${h}`).join('')}`,
    "media-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The hashes the last build wrote into `dist` (none before the first build). */
export function readHashes(dist) {
  const file = join(dist, CSP_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** deploy/nginx.conf with its `set $csp "...";` line replaced by the policy for these hashes. */
export function withNginxPolicy(conf, hashes) {
  const line = /^(\s*)set \$csp ".*";$/m;
  if (!line.test(conf)) throw new Error('deploy/nginx.conf has no `set $csp "...";` line');
  return conf.replace(line, `$1set $csp "${contentSecurityPolicy(hashes, ['$avatar_host'])}";`);
}

// A small static server for the production build: the base path, app fallback
// for every route (the percent-encoded mobile path included), the build's
// precompressed brotli and gzip copies (as nginx's brotli_static and gzip_static
// serve them), and the cache rules a CDN would apply (cache-rules.mjs). Used by `npm start` and
// the browser tests.
import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { APP_LINK_PATHS, CACHE, GAME_PAGE } from './cache-rules.mjs';
import { CSP_FILE, readHashes, securityHeaders } from './csp.mjs';
import { COMPRESSIBLE } from './precompress.mjs';

/** Each served extension's Content-Type. */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** Content codings and the suffix of their precompressed copies, best first. */
const CODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** Whether the Accept-Encoding header takes this coding (q=0 refuses it). */
function accepts(header, coding) {
  const m = new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=([0-9.]+))?\\s*(?:,|$)`, 'i').exec(header ?? '');
  return Boolean(m) && (m[1] === undefined || Number(m[1]) > 0);
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for a GET). */
function matches(header, etag) {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** Serves a build; `base` is already normalised to "/x/" (readBasePath in src/config/siteSettings.ts). */
export function startServer({ root = 'dist', base = '/h5/', port = 4173, host = '127.0.0.1' } = {}) {
  const dir = resolve(root);
  /**
   * Headers every answer carries, errors included (deploy/nginx.conf sends the same): the policy of the
   * build being served now, with its inline hashes and avatar host (AVATAR_HOST). Read again when its
   * file changes, so a deploy that swaps the folder swaps the policy with the files.
   */
  let policyStamp = '';
  let policyHeaders = {};
  const common = () => {
    const file = join(dir, CSP_FILE);
    const stamp = existsSync(file) ? `${realpathSync(file)} ${statSync(file).mtimeMs}` : 'none';
    if (stamp !== policyStamp) [policyStamp, policyHeaders] = [stamp, securityHeaders(readHashes(dir))];
    return policyHeaders;
  };
  /** A 404 that no cache keeps: the same answer nginx gives. */
  const notFound = (res) => {
    res.writeHead(404, { ...common(), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Not found\n');
  };
  const send = (req, res, file, cache, status = 200, type = undefined) => {
    const ext = extname(file);
    // The build's precompressed copy: brotli where the client takes it, else gzip, else the file.
    const wants = req.headers['accept-encoding'];
    const coded =
      COMPRESSIBLE.has(ext) &&
      CODINGS.find(([coding, suffix]) => accepts(wants, coding) && existsSync(`${file}${suffix}`));
    const served = coded ? `${file}${coded[1]}` : file;
    const { size, mtime } = statSync(served);
    const headers = {
      ...common(),
      'Content-Type': type ?? TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
      ...(coded ? { 'Content-Encoding': coded[0] } : {}),
    };
    if (status === 200) {
      // Validators, as nginx sends them: a revalidation of an unchanged file is a 304 with no body (WebKit
      // then keeps showing the game's page from its cache: cache-rules.mjs).
      const etag = `"${Math.floor(mtime.getTime() / 1000).toString(16)}-${size.toString(16)}"`;
      Object.assign(headers, { ETag: etag, 'Last-Modified': mtime.toUTCString() });
      if (matches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers);
        return res.end();
      }
    }
    res.writeHead(status, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(served).pipe(res);
  };
  const redirect = (res, status, location) => {
    res.writeHead(status, { ...common(), Location: location, 'Cache-Control': 'no-cache' });
    res.end();
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname; // a malformed escape still gets the app's not-found page
    }
    if (path === '/robots.txt' && existsSync(join(dir, 'robots.txt'))) {
      send(req, res, join(dir, 'robots.txt'), 'no-cache'); // crawlers ask the origin's root
      return;
    }
    // The app-link files live at the origin's root, as the platforms ask for them: JSON, never a redirect.
    if (APP_LINK_PATHS.includes(path)) {
      const file = join(dir, path.slice(1));
      if (!existsSync(file)) return notFound(res); // that app's settings are unset
      return send(req, res, file, CACHE.appLinks, 200, 'application/json');
    }
    // The base without its slash: a relative redirect that keeps the query, as nginx answers.
    if (`${path}/` === base) return redirect(res, 301, `${base}${url.search}`);
    // The origin's root is not ours in production; for `npm start` it leads to the site.
    if (path === '/') return redirect(res, 302, base);
    if (!path.startsWith(base)) return notFound(res);
    const rel = normalize(path.slice(base.length));
    // The build's own records (Vite's manifest, the CSP hashes) are for the build, not for visitors.
    if (rel === '.vite' || rel.startsWith(`.vite${sep}`)) return notFound(res);
    // Like nginx's `try_files $uri $uri.html`: a file, a prerendered page, then the app shell.
    for (const candidate of rel === '.' ? ['index.html'] : [rel, `${rel}.html`]) {
      const file = join(dir, candidate);
      if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) continue;
      const hashed = candidate.startsWith(`assets${sep}`);
      send(req, res, file, hashed ? CACHE.hashed : candidate === GAME_PAGE ? CACHE.gamePage : CACHE.other);
      return;
    }
    // A missing asset, or any missing path with a file extension: 404, never the app shell.
    if (rel.startsWith(`assets${sep}`) || (extname(rel) !== '' && !rel.endsWith('.html'))) return notFound(res);
    const shell = join(dir, 'app.html');
    if (!existsSync(shell)) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('dist/app.html is missing: build with `npm run build` (vite build, then the prerender).');
      return;
    }
    // Every route is prerendered, so a path that found no page is none: the app shell renders its
    // not-found page in the visitor's language, with a real 404 for crawlers, link checkers and monitors.
    send(req, res, shell, 'no-store', 404); // an error is never cached, as nginx answers
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

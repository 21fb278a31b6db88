// Public https names on this machine (https://host.test, https://game.test, …): a browser sends its requests
// to this proxy (MiniBrowser's `--proxy`, Chromium's `--proxy-server`), which answers a CONNECT to a name it
// serves over TLS with a throwaway self-signed certificate made for those names, and refuses every other
// name. Nothing leaves the machine. Used by the WebKit suite (where WebDriver has no request routing) and by
// `npm run host:dev` (scripts/host-dev.ts).
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';

export type Site = (req: IncomingMessage, res: ServerResponse) => void;

/** A key and a certificate for `names`, made for this run and thrown away. */
function throwawayCertificate(names: readonly string[]): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'named-tls-'));
  try {
    const alt = `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`;
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=test',
        '-addext', alt, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A site that is another server's, every byte and header (the game at a public name). */
export const forwardTo =
  (origin: string): Site =>
  (req, res) => {
    const up = request(`${origin}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', (e) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`named origins: ${String(e)}`);
    });
    req.pipe(up);
  };

/** An HTML page, never cached. */
export const page =
  (html: (url: URL) => string): Site =>
  (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html(new URL(req.url ?? '/', 'https://x')));
  };

/**
 * Serves each name of `sites` (e.g. `host.test`) on https, through a proxy on 127.0.0.1:`port` (0: any free
 * port); resolves to the proxy's address, the certificate's SPKI hash (what Chromium's
 * `--ignore-certificate-errors-spki-list` trusts) and its stop.
 */
export async function startNamedOrigins(
  sites: Record<string, Site>,
  port = 0,
): Promise<{ proxy: string; spki: string; close: () => Promise<void> }> {
  const tls = throwawayCertificate(Object.keys(sites));
  const spki = createHash('sha256')
    .update(createPublicKey(tls.key).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const sites443 = createServer((req, res) => {
    const site = sites[(req.headers.host ?? '').replace(/:443$/, '')];
    if (site) return site(req, res);
    res.writeHead(421, { 'Content-Type': 'text/plain' });
    res.end('not a name this proxy serves');
  });
  const proxy = createServer((_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('only https names are served here');
  });
  proxy.on('connect', (req: IncomingMessage, socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    if (port !== '443' || !host || !sites[host]) return socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    socket.on('error', () => socket.destroy());
    sites443.emit('connection', new TLSSocket(socket, { isServer: true, ...tls }));
  });
  await new Promise<void>((ok, fail) => {
    proxy.once('error', fail); // the port is taken: said by the caller
    proxy.listen(port, '127.0.0.1', ok);
  });
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    proxy: `http://127.0.0.1:${address.port}`,
    spki,
    close: () =>
      new Promise((ok) => {
        proxy.closeAllConnections();
        sites443.closeAllConnections();
        proxy.close(() => ok());
      }),
  };
}

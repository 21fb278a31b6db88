// Public https names for the WebKit suite (https://host.test, https://game.test, …), where WebDriver has no
// request routing: MiniBrowser sends its requests to this proxy (`--proxy`), which answers a CONNECT to a
// name it serves over TLS with a throwaway self-signed certificate (MiniBrowser runs with
// `--ignore-tls-errors`) and refuses every other name. Nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';

export type Site = (req: IncomingMessage, res: ServerResponse) => void;

/** A key and a certificate for every name under .test, made for this run and thrown away. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-tls-'));
  try {
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=test',
        '-addext', 'subjectAltName=DNS:*.test', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
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

/** Serves each name of `sites` (e.g. `host.test`) on https; resolves to the proxy's address and its stop. */
export async function startNamedOrigins(
  sites: Record<string, Site>,
): Promise<{ proxy: string; close: () => Promise<void> }> {
  const tls = throwawayCertificate();
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
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    proxy: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((ok) => {
        proxy.closeAllConnections();
        sites443.closeAllConnections();
        proxy.close(() => ok());
      }),
  };
}

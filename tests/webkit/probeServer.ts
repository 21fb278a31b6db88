// The WebKit suite's view of the site: every answer is the server's (headers and CSP included), except
// that each HTML page gets the suite's probe and fake clock (active with ?fakeclock=1) as its first scripts,
// served from the same origin so the page's own policy allows them.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

const INJECT = new URL('./inject/', import.meta.url);
const FILES: Record<string, string> = {
  '/__webkit/probe.js': readFileSync(new URL('probe.js', INJECT), 'utf8'),
  '/__webkit/clock.js': readFileSync(new URL('clock.js', INJECT), 'utf8'),
};

/** The tags put right after <head> of every page. */
const TAGS = '<script src="/__webkit/probe.js"></script><script src="/__webkit/clock.js"></script>';

/** Serves `upstream` through the probe on 127.0.0.1; resolves to the server once it listens. */
export function startProbeServer(upstream: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const file = FILES[req.url ?? ''];
    if (file !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(file);
    }
    try {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (k !== 'host' && typeof v === 'string') headers[k] = v;
      headers['accept-encoding'] = 'identity';
      const answer = await fetch(`${upstream}${req.url}`, { method: req.method, headers, redirect: 'manual' });
      const out: Record<string, string> = {};
      answer.headers.forEach((v, k) => {
        if (k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding') out[k] = v;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('content-type') ?? '').startsWith('text/html')) {
        body = Buffer.from(body.toString('utf8').replace(/<head[^>]*>/i, (head) => head + TAGS));
      }
      res.writeHead(answer.status, out);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`probe server: ${String(e)}`);
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

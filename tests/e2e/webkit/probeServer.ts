// The WebKit suite's view of the site: every answer is the server's (headers and CSP included), except that each
// HTML page gets the suite's probe, the phone's fake clock (active with ?fakeclock=1) and its record of what the
// game painted as its first scripts, served from the same origin so the page's own policy allows them. The game's service worker checks the
// sha256 of each file it caches, so the pages it lists get the digest of the page as served here.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { framePage } from '../../../drivers/phone/phone';
import { withServedDigests } from '../../../drivers/webkitPhone';
import { KEPT_REPORTS } from '../../../drivers/phone/killable';
import { slowWorkerPrefix, WATCH_WORKER } from '../../../drivers/phone/slowWorker';

const PHONE = new URL('../../../drivers/phone/', import.meta.url);
/** The phone's frame page (drivers/phone/phone.ts) around a page of the site: a page at an exact viewport size. */
const FRAME = '/__webkit/frame.html';

const FILES: Record<string, string> = {
  '/__webkit/probe.js': readFileSync(new URL('probe.js', PHONE), 'utf8'),
  '/__webkit/clock.js': readFileSync(new URL('clock.js', PHONE), 'utf8'),
  '/__webkit/painted.js': readFileSync(new URL('painted.js', PHONE), 'utf8'),
  '/__webkit/keptPlay.js': readFileSync(new URL('../phone/keptPlay.js', import.meta.url), 'utf8'),
};

/** The tags put right after <head> of every page. */
const TAGS =
  '<script src="/__webkit/probe.js"></script><script src="/__webkit/clock.js"></script>' +
  '<script src="/__webkit/painted.js"></script><script src="/__webkit/keptPlay.js"></script>';

/** A page as served here: the tags right after its <head>. */
const withTags = (html: string) => html.replace(/<head[^>]*>/i, (head) => head + TAGS);

/** Turns the site's network off (a test of offline play) or back on: `/__webkit/network?off=1`. */
const NETWORK = '/__webkit/network';

/** The watch worker as a slow phone's: `/__webkit/slowWorker?ms=150` (0: as it is), drivers/phone/slowWorker.ts. */
const SLOW_WORKER = '/__webkit/slowWorker';

/** What the kept game's player (tests/e2e/phone/keptPlay.js) reports: POST one, GET takes those so far. */
const KEPT = KEPT_REPORTS;

/** Serves `upstream` through the probe on 127.0.0.1; resolves to the server once it listens. */
export function startProbeServer(upstream: string): Promise<Server> {
  let offline = false;
  let workerDelay = 0;
  const reports: unknown[] = [];
  const server = createServer(async (req, res) => {
    if (req.url === KEPT) {
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        return res.end(JSON.stringify(reports.splice(0)));
      }
      let body = '';
      req.on('data', (d: Buffer) => (body += String(d)));
      req.on('end', () => reports.push(JSON.parse(body)));
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      return res.end();
    }
    if (req.url?.startsWith(NETWORK)) {
      offline = req.url.includes('off=1');
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      return res.end();
    }
    if (req.url?.startsWith(SLOW_WORKER)) {
      workerDelay = Number(new URL(req.url, 'http://x').searchParams.get('ms')) || 0;
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      return res.end();
    }
    if (req.url?.startsWith(FRAME)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(framePage(new URL(req.url, 'http://x').searchParams));
    }
    const file = FILES[req.url ?? ''];
    if (file !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(file);
    }
    // As a phone with no signal: every request for the site fails (the suite's own scripts still come).
    if (offline) return req.socket.destroy();
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
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if ((answer.headers.get('content-type') ?? '').startsWith('text/html')) {
        body = Buffer.from(withTags(body.toString('utf8')));
      } else if (answer.ok && workerDelay > 0 && WATCH_WORKER.test(path)) {
        body = Buffer.from(slowWorkerPrefix(workerDelay) + body.toString('utf8'));
      } else if (answer.ok && path.endsWith('-sw.js')) {
        const dir = path.slice(0, path.lastIndexOf('/') + 1);
        body = Buffer.from(await withServedDigests(body.toString('utf8'), upstream, dir, withTags));
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

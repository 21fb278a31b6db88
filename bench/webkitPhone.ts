// Opens in WebKit as an iPhone's app meets them: WebKitGTK's MiniBrowser launched for each open on a
// persistent profile (its HTTP cache kept between launches, like a WKWebView in a freshly started app),
// with no WebDriver (its sessions are private and keep no disk cache), 390×844 at DPR 2, each request held
// one round trip by a proxy. WebKitGTK has no CPU throttling: the page runs at this machine's full speed.
// The page tells the proxy what it saw (first paint, playable) from a same-origin script the proxy puts
// first into each HTML page, so the page's own CSP allows it; nothing else of the answers changes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebKit, type WEBKIT } from '../scripts/ensure-webkit.mjs';
import { createHash } from 'node:crypto';
import { ROUND_TRIP_MS } from './phone';

/** What one open saw, in ms from its navigation's start. */
export interface WebKitOpen {
  fcp: number;
  /** The board shown and no progress bar left (the game), else 0. */
  playable: number;
  /** The game page's `data-deploy` mark (tests/browser/deploys.ts), '' for none. */
  deploy: string;
  /** CSP violations the page met. */
  violations: string[];
  /** Whether a service worker served the page. */
  controlled: boolean;
  viewport: string;
}

/** A request as the proxy saw it: when it came and when its answer went (ms on the proxy's clock). */
export interface Seen {
  url: string;
  came: number;
  answered: number;
  status: number;
}

const WATCH = '/__webkit-phone/watch.js';
const REPORT = '/__webkit-phone/report';

/**
 * The page's side: first contentful paint, playable (as bench/lib.ts's WATCH_PLAYABLE), then one report.
 * `probeImage`: an image address the page asks for at once, so that the report says whether its policy allows it.
 */
const watchJs = (probeImage = '') => `(function () {
  if (${JSON.stringify(probeImage)}) new Image().src = ${JSON.stringify(probeImage)};
  var seen = { fcp: 0, playable: 0, deploy: '', violations: [], controlled: false, viewport: '' };
  var game = /BigWatermelon/.test(location.pathname), sent = false;
  document.addEventListener('securitypolicyviolation', function (e) {
    seen.violations.push(e.violatedDirective + ' ' + e.blockedURI);
  });
  function maybe() {
    if (sent || !seen.fcp || (game ? !seen.playable : document.readyState !== 'complete')) return;
    sent = true;
    seen.deploy = document.documentElement.getAttribute('data-deploy') || '';
    seen.controlled = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
    seen.viewport = innerWidth + 'x' + innerHeight + '@' + devicePixelRatio;
    fetch('${REPORT}', { method: 'POST', body: JSON.stringify(seen), keepalive: true });
  }
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
    });
    maybe();
  }).observe({ type: 'paint', buffered: true });
  if (game) {
    var watch = new MutationObserver(function () {
      if (document.querySelector('[role=application]') && !document.querySelector('[role=progressbar]')) {
        watch.disconnect();
        seen.playable = performance.now();
        maybe();
      }
    });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
  }
  addEventListener('load', function () { setTimeout(maybe, 0); });
})();`;

/**
 * A service worker's script with each listed page's sha256 (`"<name>.html":"<base64>"`) that of the page as
 * served through `change` (the worker caches a page only if its bytes have the listed digest).
 */
export async function withServedDigests(
  worker: string,
  upstream: string,
  dir: string,
  change: (html: string) => string,
): Promise<string> {
  let out = worker;
  for (const [entry, name] of worker.matchAll(/"([^"/]+\.html)":"[A-Za-z0-9+/=]+"/g)) {
    const page = await (await fetch(`${upstream}${dir}${name}`, { headers: { 'accept-encoding': 'identity' } })).text();
    out = out.replace(entry, `"${name}":"${createHash('sha256').update(change(page)).digest('base64')}"`);
  }
  return out;
}

/** Puts the watcher first into a page. */
const withWatcher = (html: string) => html.replace(/<head[^>]*>/i, (h) => `${h}<script src="${WATCH}"></script>`);

export interface WebKitNetwork {
  origin: string;
  /** Every request but the probe's own, in order. */
  requests: Seen[];
  /** The next report, or an error after `ms`. */
  nextReport(ms?: number): Promise<WebKitOpen>;
  /** Holds requests whose path matches until `release()` (besides the round trip). */
  holdUntilReleased(path: RegExp | null): void;
  release(): void;
  close(): Promise<void>;
}

/**
 * `upstream` behind one round trip per request. `refuse`: paths answered 404 (the worker, for a phone without
 * one). `cacheControl`: the Cache-Control the game's page is served with instead of the server's.
 * `probeImage`: see watchJs.
 */
export async function webkitNetwork(
  upstream: string,
  { refuse, cacheControl, probeImage }: { refuse?: RegExp; cacheControl?: string; probeImage?: string } = {},
): Promise<WebKitNetwork> {
  const target = new URL(upstream);
  const start = Date.now();
  const reports: WebKitOpen[] = [];
  const waiting: ((r: WebKitOpen) => void)[] = [];
  let held: RegExp | null = null;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  const net = { requests: [] as Seen[] } as WebKitNetwork;
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === WATCH) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      return void res.end(watchJs(probeImage));
    }
    if (url === REPORT) {
      let body = '';
      req.on('data', (d: Buffer) => (body += String(d)));
      req.on('end', () => {
        res.writeHead(204).end();
        const report = JSON.parse(body) as WebKitOpen;
        const next = waiting.shift();
        if (next) next(report);
        else reports.push(report);
      });
      return;
    }
    const seen: Seen = { url, came: Date.now() - start, answered: 0, status: 0 };
    net.requests.push(seen);
    const answer = (status: number, headers: Record<string, string | string[] | undefined>, body: Buffer) => {
      seen.answered = Date.now() - start;
      seen.status = status;
      res.writeHead(status, headers).end(body);
    };
    const gate = held?.test(url) ? released : Promise.resolve();
    void gate.then(() =>
      setTimeout(() => {
        if (refuse?.test(url)) return answer(404, {}, Buffer.alloc(0));
        const headers = { ...req.headers, 'accept-encoding': 'identity' };
        const out = request(
          { host: target.hostname, port: target.port, path: url, method: req.method, headers },
          (up) => {
            const chunks: Buffer[] = [];
            up.on('data', (d: Buffer) => chunks.push(d));
            up.on('end', async () => {
              let body = Buffer.concat(chunks);
              const rest = { ...up.headers };
              delete rest['content-length']; // the body may change (the watcher's tag)
              if (cacheControl && /\/BigWatermelon(\?|$)/.test(url)) rest['cache-control'] = cacheControl;
              const path = new URL(url, 'http://x').pathname;
              if ((up.headers['content-type'] ?? '').startsWith('text/html'))
                body = Buffer.from(withWatcher(String(body)));
              else if (up.statusCode === 200 && path.endsWith('-sw.js')) {
                const dir = path.slice(0, path.lastIndexOf('/') + 1);
                body = Buffer.from(await withServedDigests(String(body), upstream, dir, withWatcher));
              }
              answer(up.statusCode ?? 502, rest, body);
            });
          },
        );
        out.on('error', () => res.destroy());
        req.pipe(out);
      }, ROUND_TRIP_MS),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  net.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  net.nextReport = (ms = 60_000) =>
    reports.length
      ? Promise.resolve(reports.shift()!)
      : new Promise((ok, fail) => {
          const timer = setTimeout(() => fail(new Error(`no report from the page within ${ms} ms`)), ms);
          waiting.push((r) => (clearTimeout(timer), ok(r)));
        });
  net.holdUntilReleased = (path) => {
    held = path;
    released = new Promise((ok) => (release = ok));
  };
  net.release = () => release();
  net.close = () => {
    release();
    server.closeAllConnections();
    return new Promise((ok) => server.close(() => ok()));
  };
  return net;
}

/** An X display of a phone's screen (390×844 CSS px at DPR 2) with a window manager that fills it. */
async function display(webkitTools: typeof WEBKIT): Promise<{ name: string; stop: () => void }> {
  const xvfb = spawn(webkitTools.xvfb, ['-displayfd', '3', '-screen', '0', '780x1688x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const name = await new Promise<string>((ok, fail) => {
    xvfb.once('exit', (code) => fail(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdio[3]!.once('data', (d: Buffer) => ok(`:${String(d).trim()}`));
  });
  // A phone's window manager: every window takes the whole screen, with no title bar.
  const wm = spawn(webkitTools.windowManager, ['-use_titlebar', 'no'], {
    env: { ...process.env, DISPLAY: `:${name.slice(1)}` },
    stdio: 'ignore',
  });
  return {
    name,
    stop: () => {
      wm.kill();
      xvfb.kill();
    },
  };
}

/**
 * MiniBrowser's environment for a profile kept on disk across launches (as an app's data), rendering with Skia's
 * CPU renderer (with Mesa's software OpenGL its page process crashed now and then).
 */
export const profileEnv = (profile: string) => ({
  XDG_CACHE_HOME: join(profile, 'cache'),
  XDG_DATA_HOME: join(profile, 'data'),
  XDG_CONFIG_HOME: join(profile, 'config'),
  WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
});

/** A phone with WebKit: a profile kept across its opens, each open a new MiniBrowser process. */
export async function webkitPhone() {
  const webkit = ensureWebKit();
  const profile = mkdtempSync(join(tmpdir(), 'webkit-phone-'));
  const screen = await display(webkit);
  const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
  /** Opens `url` in a new MiniBrowser, waits for the page's report, lets it idle, and quits it. */
  async function open(url: string, net: WebKitNetwork, idleMs = 1500, reportMs = 60_000): Promise<WebKitOpen> {
    const browser: ChildProcess = spawn(webkit.browser, ['--full-screen', url], {
      env: {
        ...process.env,
        DISPLAY: screen.name,
        GDK_SCALE: '2',
        LANG: 'zh_CN.UTF-8',
        ...profileEnv(profile),
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const report = await net.nextReport(reportMs);
      await sleep(idleMs); // what the open does once idle: the cache entries it writes, a background revalidation
      return report;
    } finally {
      const exited = new Promise((ok) => browser.once('exit', ok));
      try {
        process.kill(-browser.pid!, 'SIGTERM'); // MiniBrowser and its web and network processes
      } catch {
        // gone
      }
      await Promise.race([exited, sleep(3000)]);
    }
  }
  const close = () => {
    screen.stop();
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { open, close };
}

/** The next day's opens of an iPhone without the worker: each the second open of a new phone (profile). */
export interface WebKitDay {
  /** The game, with the servers' headers, and with the page's Cache-Control as before (`no-cache`). */
  game: WebKitOpen;
  gameNoCache: WebKitOpen;
  /** The reference page's second open: its HTML revalidated over the network, then painted. */
  html: WebKitOpen;
}

export async function webkitNextDay(origin: string, game: string, reference: string): Promise<WebKitDay> {
  const second = async (path: string, cacheControl?: string) => {
    const net = await webkitNetwork(origin, { refuse: /-sw\.js(\?|$)/, cacheControl });
    const phone = await webkitPhone();
    try {
      await phone.open(`${net.origin}${path}`, net); // the day before
      return await phone.open(`${net.origin}${path}`, net);
    } finally {
      phone.close();
      await net.close();
    }
  };
  return { game: await second(game), gameNoCache: await second(game, 'no-cache'), html: await second(reference) };
}

// Opens as a host app's WebView meets them: no DevTools in the page. Playwright enables the Runtime and
// Network domains in every page it drives, and the page then pays for it: V8 captures a stack trace for
// each request's initiator and console call, and re-parses whole chunks to find their source positions
// (V8.CollectSourcePositions). The game's second open under the worker, at 4× CPU (median of 4 opens):
// 373 ms with no domain, 518 with Runtime, 441 with Network, 367 with Page, 501 with the three, about 690
// under Playwright. So these opens drive Chromium over a bare CDP connection that sends only Emulation
// (CPU 4×, the screen), Page (for the script that notes playable), Target and Runtime.evaluate (which
// enables nothing), and the network's round trip
// comes from a proxy that holds each request, not from DevTools' throttling (which costs 60 ms by itself).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { ROUND_TRIP_MS } from '../fixtures/network';
import { INDEX_SCRIPT, PHONE_INDEX, TOGETHER_INDEX_SCRIPT, WORKER_INDEX_SCRIPT } from './benchmarkIndex';
import { cpuQuota, PERIOD_US, type CpuQuota } from './cpuQuota';
import { WATCH_PLAYABLE } from './lib';

/** What one open measured, in ms from navigation start. */
export interface PhoneOpen {
  fcp: number;
  /** The HTML parsed (its navigation entry's domInteractive): the page's own scripts start after it. */
  interactive: number;
  /** The board shown and no progress bar left, or 0 for a page that is not the game. */
  playable: number;
}

/** A proxy that holds each request for one round trip, and can take the network away (`offline`). */
export interface Network {
  origin: string;
  offline: boolean;
  close(): Promise<void>;
}

/** `refuse`: paths answered 404 (the game's worker, for a phone without one). */
export async function network(to: string, refuse?: RegExp): Promise<Network> {
  const target = new URL(to);
  const net = { offline: false } as Network;
  const server: Server = createServer((req, res) => {
    if (net.offline) return void req.socket.destroy(); // no network: the connection fails
    setTimeout(() => {
      if (refuse?.test(req.url ?? '')) return void res.writeHead(404).end();
      const out = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      req.pipe(out);
    }, ROUND_TRIP_MS);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  net.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  net.close = () => {
    server.closeAllConnections();
    return new Promise((ok) => server.close(() => ok()));
  };
  return net;
}

/**
 * A Chromium with a profile of its own (its HTTP cache and service workers), driven over bare CDP, its CPU slowed
 * `cpuSlowdown` times by Chromium (each page's main thread only), or, given `quota`, as a whole under those CPU
 * quotas (bench/cpuQuota.ts: workers too), with Chromium's own throttling off.
 */
export async function phone(cpuSlowdown: number, quota?: CpuQuota) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-phone-'));
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // CDP over a pipe (fd 3 to the browser, fd 4 from it, each message ended by a NUL): no WebSocket needed.
  const chrome = spawn(
    quota ? quota.launcher(chromium) : chromium,
    [
      ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
      ...['--disable-background-networking', '--remote-debugging-pipe', `--user-data-dir=${profile}`],
      ...['--lang=zh-CN', '--accept-lang=zh-CN', 'about:blank'],
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'], detached: true },
  );
  const toChrome = chrome.stdio[3] as Writable;
  const fromChrome = chrome.stdio[4] as Readable;
  let lastId = 0;
  const waiting = new Map<number, (answer: { result?: unknown; error?: { message: string } }) => void>();
  let pending = '';
  fromChrome.on('data', (data: Buffer) => {
    const parts = (pending + String(data)).split('\0');
    pending = parts.pop()!;
    for (const part of parts) {
      const m = JSON.parse(part) as { id?: number; result?: unknown; error?: { message: string } };
      if (m.id !== undefined) waiting.get(m.id)?.(m);
    }
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((ok, fail) => {
      const id = ++lastId;
      waiting.set(id, (m) => {
        waiting.delete(id);
        if (m.error) fail(new Error(`${method}: ${m.error.message}`));
        else ok(m.result as T);
      });
      toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const evaluate = async <T>(sessionId: string, expression: string) =>
    (
      await send<{ result: { value: T } }>(
        'Runtime.evaluate',
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      )
    ).result.value;
  const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

  /** A blank page, attached, its CPU slowed as the phone slows it (Chromium's own throttle off under quotas). */
  async function newPage() {
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    await send('Emulation.setCPUThrottlingRate', { rate: quota ? 1 : cpuSlowdown }, sessionId);
    return { targetId, sessionId };
  }

  /**
   * Opens `url` in a new page; for the game, waits until playable (as `watch` says it: WATCH_PLAYABLE by
   * default), and `then` runs in it before it closes: scripts in the page, and CDP commands to it (trusted
   * input: Input.dispatchMouseEvent).
   */
  async function open(
    url: string,
    game: boolean,
    then?: (
      run: (js: string) => Promise<unknown>,
      cdp: (method: string, params: object) => Promise<unknown>,
    ) => Promise<unknown>,
    watch = WATCH_PLAYABLE,
  ) {
    const { targetId, sessionId } = await newPage();
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width: 390, height: 844, deviceScaleFactor: 2, mobile: true },
      sessionId,
    );
    if (game) {
      // Its scripts run only with the Page domain on: the one domain that cost nothing measurable (above).
      await send('Page.enable', {}, sessionId);
      await send('Page.addScriptToEvaluateOnNewDocument', { source: watch }, sessionId);
    }
    await send('Page.navigate', { url }, sessionId);
    const read = `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      interactive: performance.getEntriesByType('navigation')[0]?.domInteractive ?? 0,
      playable: window.__benchPlayable ?? 0, loaded: document.readyState === 'complete' })`;
    let seen = { fcp: 0, interactive: 0, playable: 0, loaded: false };
    // Read every 250 ms (a few µs of script each time); the times come from the page's own clock.
    for (let i = 0; i < 240 && !(game ? seen.playable : seen.fcp && seen.loaded); i++) {
      await sleep(250);
      seen = await evaluate<typeof seen>(sessionId, read).catch(() => seen); // mid-navigation
    }
    if (game && !seen.playable) throw new Error(`${url} was not playable within a minute`);
    await then?.(
      (js) => evaluate(sessionId, js),
      (method, params) => send(method, params, sessionId),
    );
    await sleep(1500); // what the open does once idle (the worker's install, the code cache it writes)
    await send('Target.closeTarget', { targetId });
    return { fcp: seen.fcp, interactive: seen.interactive, playable: seen.playable } satisfies PhoneOpen;
  }

  /** Runs `js` in a new blank page (slowed as every page is) and answers what it evaluates to. */
  async function blank<T>(js: string): Promise<T> {
    const { targetId, sessionId } = await newPage();
    try {
      return await evaluate<T>(sessionId, js);
    } finally {
      await send('Target.closeTarget', { targetId });
    }
  }

  async function close() {
    const exited = new Promise((ok) => chrome.once('exit', ok));
    void send('Browser.close').catch(() => {}); // a clean exit: its helper processes stop writing the profile
    await Promise.race([exited, sleep(5000)]);
    try {
      process.kill(-chrome.pid!, 'SIGKILL'); // anything of its group left
    } catch {
      // all gone
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return { open, blank, close };
}

/** A phone's CPU as a benchmark index measured on it: in a page, and in a worker of that page. */
export interface Calibration {
  /** This machine's index, unthrottled, in a page. */
  machine: number;
  /** The target, and what the phone measured once calibrated. */
  phone: number;
  page: number;
  worker: number;
  /** Both at once: a worker busy beside the page's main thread. */
  together: { page: number; worker: number };
  /** The quotas' share of one of this machine's cores, each. */
  share: number;
}

/**
 * Sets `quota`'s share so that the benchmark index `run` measures in a page of the browser under it is
 * PHONE_INDEX within 4% (at most 5 tries), and measures it in a worker too, and both at once.
 */
export async function calibrate(quota: CpuQuota, run: <T>(js: string) => Promise<T>): Promise<Calibration> {
  const index = () => run<number>(INDEX_SCRIPT());
  quota.setQuota(-1);
  await index(); // V8 warmed, as DevTools' calibration does first
  const machine = await index();
  let page = machine;
  let share = PHONE_INDEX / machine;
  for (let i = 0; i < 5; i++) {
    quota.setQuota(PERIOD_US * share);
    page = await index();
    if (Math.abs(page / PHONE_INDEX - 1) <= 0.04) break;
    share *= PHONE_INDEX / page;
  }
  const worker = await run<number>(WORKER_INDEX_SCRIPT());
  const together = await run<{ page: number; worker: number }>(TOGETHER_INDEX_SCRIPT());
  return { machine, phone: PHONE_INDEX, page, worker, together, share: +share.toFixed(4) };
}

/**
 * The true phone (bench/cpuQuota.ts): a Chromium whose every thread is slowed, calibrated to PHONE_INDEX.
 * `close` closes the browser, then takes the quotas away.
 */
export async function truePhone() {
  const quota = cpuQuota();
  const device = await phone(1, quota);
  const calibration = await calibrate(quota, device.blank);
  return {
    ...device,
    calibration,
    quota,
    async close() {
      await device.close();
      quota.close();
    },
  };
}
/** The next day's opens, each in a new page of a phone that opened the page once the day before. */
export interface NextDay {
  /** The game's second open with its worker, and a third with the network off. */
  warm: PhoneOpen;
  offline: PhoneOpen;
  /** The game's second open on a phone without a service worker (iOS WKWebView): the HTTP cache alone. */
  noWorker: PhoneOpen;
  /** The reference page's second open: its HTML revalidated over the network, then painted. */
  html: PhoneOpen;
}

export async function nextDay(origin: string, game: string, reference: string, cpuSlowdown: number) {
  const day = async (path: string, isGame: boolean, refuse?: RegExp, offlineToo = false) => {
    const net = await network(origin, refuse);
    const device = await phone(cpuSlowdown);
    try {
      const worker = isGame && !refuse;
      await device.open(`${net.origin}${path}`, isGame, (run) =>
        run(worker ? 'navigator.serviceWorker.ready.then(() => true)' : 'true'),
      );
      const second = await device.open(`${net.origin}${path}`, isGame);
      net.offline = true;
      return { second, offline: offlineToo ? await device.open(`${net.origin}${path}`, isGame) : undefined };
    } finally {
      await device.close();
      await net.close();
    }
  };
  const withWorker = await day(game, true, undefined, true);
  return {
    warm: withWorker.second,
    offline: withWorker.offline!,
    noWorker: (await day(game, true, /-sw\.js(\?|$)/)).second,
    html: (await day(reference, false)).second,
  } satisfies NextDay;
}

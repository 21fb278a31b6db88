// The WebKit project: the production build on `npm start`'s server, seen through the probe (probeServer.ts),
// and WebKitGTK's WebDriver on a virtual display. Says in the log which engine and version ran.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import type { Server } from 'node:http';
import { Builder } from 'selenium-webdriver';
import type { TestProject } from 'vitest/node';
import { ensureWebKit } from '../../../scripts/ensure-webkit.mjs';
import { freePort } from '../../../scripts/nginx-server.mjs';
import { startServer } from '../../../scripts/static-server.mjs';
import { CAPABILITIES } from './capabilities';
import { startProbeServer } from './probeServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site as the WebKit suite sees it (the probe in every page), one per worker (webkitSlot). */
    webkitOrigins: string[];
    /** WebKitWebDriver's address, one per worker, each on its own virtual display. */
    webkitDrivers: string[];
  }
}

const portOf = (s: Server) => {
  const a = s.address();
  if (!a || typeof a === 'string') throw new Error('server has no port');
  return a.port;
};

async function ready(url: string, driver: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ok = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** One probe and one WebKitWebDriver on its own Xvfb: a driver holds one session, a probe one network switch. */
async function startSlot(site: Server, log: number | 'ignore') {
  const probe = await startProbeServer(`http://127.0.0.1:${portOf(site)}`);
  const port = await freePort();
  const webkit = ensureWebKit();
  // Skia's CPU renderer: with Mesa's software OpenGL the page process crashed now and then.
  const driver = spawn(webkit.xvfbRun, ['-a', '-s', '-screen 0 2000x1400x24', webkit.driver, `--port=${port}`], {
    env: { ...process.env, WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    try {
      process.kill(-driver.pid!, 'SIGTERM'); // xvfb-run, Xvfb, the driver and its browsers
    } catch {
      // already gone
    }
    await new Promise((ok) => probe.close(ok));
  };
  const driverUrl = `http://127.0.0.1:${port}`;
  // Started one after another: `xvfb-run -a` takes the first free display, so two at once could pick the same.
  await ready(driverUrl, driver).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  return { origin: `http://127.0.0.1:${portOf(probe)}`, driver: driverUrl, stop };
}

/** As many slots as the run has workers: the WebKit files run side by side with the rest of the suite. */
export default async function setup(project: TestProject) {
  const site = await startServer({ root: 'dist', base: '/h5/', port: 0 });
  // WEBKIT_LOG=<file> keeps what the drivers and their browsers print (GLib warnings, a crash) for a look.
  const log = process.env.WEBKIT_LOG ? openSync(process.env.WEBKIT_LOG, 'a') : 'ignore';
  const slots: Awaited<ReturnType<typeof startSlot>>[] = [];
  const stop = async () => {
    await Promise.all(slots.map((s) => s.stop()));
    await new Promise((ok) => site.close(ok));
  };
  try {
    for (let i = 0; i < project.config.maxWorkers; i++) slots.push(await startSlot(site, log));
    const session = await new Builder().usingServer(slots[0]!.driver).withCapabilities(CAPABILITIES).build();
    const caps = await session.getCapabilities();
    await session.quit();
    console.log(
      `[${project.name}] WebKitGTK ${caps.getBrowserVersion()} (${caps.getBrowserName()} via WebKitWebDriver, ` +
        `Xvfb, CPU rendering) against node, ${slots.length} side by side at ${slots.map((s) => s.origin).join(', ')}`,
    );
    project.provide('engine', 'webkit');
    project.provide(
      'webkitOrigins',
      slots.map((s) => s.origin),
    );
    project.provide(
      'webkitDrivers',
      slots.map((s) => s.driver),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}

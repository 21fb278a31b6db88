// The WebKit project: the production build on `npm start`'s server, seen through the probe (probeServer.ts),
// and WebKitGTK's WebDriver on a virtual display. Says in the log which engine and version ran.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import type { Server } from 'node:http';
import { Builder } from 'selenium-webdriver';
import type { TestProject } from 'vitest/node';
import { ensureWebKit } from '../../scripts/ensure-webkit.mjs';
import { freePort } from '../../scripts/nginx-server.mjs';
import { startServer } from '../../scripts/static-server.mjs';
import { CAPABILITIES } from './capabilities';
import { startProbeServer } from './probeServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site as the WebKit suite sees it (the probe in every page). */
    webkitOrigin: string;
    /** WebKitWebDriver's address. */
    webkitDriver: string;
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

export default async function setup(project: TestProject) {
  const webkit = ensureWebKit();
  const site = await startServer({ root: 'dist', base: '/h5/', port: 0 });
  const probe = await startProbeServer(`http://127.0.0.1:${portOf(site)}`);
  const port = await freePort();
  // WEBKIT_LOG=<file> keeps what the driver and its browsers print (GLib warnings, a crash) for a look.
  const log = process.env.WEBKIT_LOG ? openSync(process.env.WEBKIT_LOG, 'a') : 'ignore';
  // Skia's CPU renderer: with Mesa's software OpenGL the page process crashed now and then.
  const driver = spawn(webkit.xvfbRun, ['-a', '-s', '-screen 0 2000x1400x24', webkit.driver, `--port=${port}`], {
    env: { ...process.env, WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      process.kill(-driver.pid!, 'SIGTERM'); // xvfb-run, Xvfb, the driver and its browsers
    } catch {
      // already gone
    }
    await Promise.all([site, probe].map((s) => new Promise((ok) => s.close(ok))));
  };
  try {
    await ready(driverUrl, driver);
    const session = await new Builder().usingServer(driverUrl).withCapabilities(CAPABILITIES).build();
    const caps = await session.getCapabilities();
    await session.quit();
    const origin = `http://127.0.0.1:${portOf(probe)}`;
    console.log(
      `[${project.name}] WebKitGTK ${caps.getBrowserVersion()} (${caps.getBrowserName()} via WebKitWebDriver, ` +
        `Xvfb, CPU rendering) against node at ${origin}`,
    );
    project.provide('webkitOrigin', origin);
    project.provide('webkitDriver', driverUrl);
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}

import type { Server } from 'node:http';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { startNginx } from '../../scripts/nginx-server.mjs';
import { startServer } from '../../scripts/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    chromium: string;
  }
}

let stop: () => Promise<unknown> = async () => {};

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });

/** SERVER=nginx runs the suite against deploy/nginx.conf; otherwise against `npm start`'s server. */
export async function setup(project: TestProject) {
  const chromium = ensureChromium();
  let origin: string;
  if (process.env.SERVER === 'nginx') {
    const nginx = await startNginx({ dist: 'dist', port: await freePort() });
    origin = nginx.origin;
    stop = nginx.stop;
  } else {
    const server: Server = await startServer({ root: 'dist', base: '/h5/', port: 0 });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('server has no port');
    origin = `http://127.0.0.1:${address.port}`;
    stop = () => new Promise((ok) => server.close(ok));
  }
  console.log(
    `browser tests against ${process.env.SERVER === 'nginx' ? 'nginx' : 'the npm start server'} at ${origin}`,
  );
  project.provide('origin', origin);
  project.provide('chromium', chromium);
}

export async function teardown() {
  await stop();
}

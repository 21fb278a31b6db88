import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { ensureChromium, ensureSchemePolicy } from '../../../scripts/ensure-chromium.mjs';
import { startNginx } from '../../../scripts/nginx-server.mjs';
import { startServer } from '../../../scripts/static-server.mjs';
import { serverOf, type ServerName } from '../../../scripts/test-projects';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    chromium: string;
    /** Which server this project's browser tests run against. */
    server: ServerName;
  }
}

async function start(server: ServerName): Promise<{ origin: string; stop: () => Promise<unknown> }> {
  if (server === 'nginx') return startNginx({ dist: 'dist' });
  const s: Server = await startServer({ root: 'dist', base: '/h5/', port: 0 });
  const address = s.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { origin: `http://127.0.0.1:${address.port}`, stop: () => new Promise((ok) => s.close(ok)) };
}

/** The project's name says which server to run the suite against: `browser:node` or `browser:nginx`. */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium('shell');
  ensureSchemePolicy();
  const server = serverOf(project.name);
  const { origin, stop } = await start(server);
  // Fail the whole project, not just print, when the server that answers is not the one named.
  const answered = (await fetch(`${origin}/h5/`)).headers.get('server') ?? 'node (no Server header)';
  if ((server === 'nginx') !== answered.startsWith('nginx')) {
    await stop();
    throw new Error(`project ${project.name} expected ${server} but ${origin} answered as "${answered}"`);
  }
  console.log(`[${project.name}] browser tests against ${server} at ${origin} (Server: ${answered})`);
  project.provide('origin', origin);
  project.provide('chromium', chromium);
  project.provide('server', server);
  project.provide('engine', 'chromium');
  return stop;
}

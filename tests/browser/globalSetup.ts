import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { startServer } from '../../scripts/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    chromium: string;
  }
}

let server: Server | undefined;

export async function setup(project: TestProject) {
  const chromium = ensureChromium();
  server = await startServer({ root: 'dist', base: '/h5/', port: 0 });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  project.provide('origin', `http://127.0.0.1:${address.port}`);
  project.provide('chromium', chromium);
}

export async function teardown() {
  await new Promise((ok) => server?.close(ok));
}

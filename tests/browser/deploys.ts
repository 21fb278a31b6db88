// Deploys for the service worker's tests: a server of the project's kind (inject('server')) whose
// document root is a link the test swaps, as a deploy swaps a folder, and the log of every request
// that reached it.
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startNginx } from '../../scripts/nginx-server.mjs';
import { brotli, gzip } from '../../scripts/precompress.mjs';
import { startServer } from '../../scripts/static-server.mjs';

export interface Deploys {
  origin: string;
  /** Serves this build from now on (the next request sees it). */
  deploy(build: string): void;
  /** "METHOD URI STATUS" for each request since the last call. */
  takeRequests(): string[];
  stop(): Promise<unknown>;
}

const folders: string[] = [];
const work = () => {
  const dir = mkdtempSync(join(tmpdir(), 'h5-deploy-'));
  folders.push(dir);
  return dir;
};

/** Removes every build and server folder made so far. */
export function removeDeploys(): void {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function deployServer(first: string): Promise<Deploys> {
  const dir = work();
  const live = join(dir, 'live');
  const deploy = (build: string) => {
    symlinkSync(build, `${live}.next`);
    renameSync(`${live}.next`, live); // atomic: no request sees a missing root
  };
  deploy(first);
  let seen = 0;
  if (inject('server') === 'nginx') {
    const nginx = await startNginx({ dist: live, requestLog: true });
    return {
      origin: nginx.origin,
      deploy,
      takeRequests: () => {
        const all = nginx.requests();
        return all.slice(seen, (seen = all.length));
      },
      stop: () => nginx.stop(),
    };
  }
  const server: Server = await startServer({ root: live, port: 0 });
  const log: string[] = [];
  server.on('request', (req, res) => res.on('finish', () => log.push(`${req.method} ${req.url} ${res.statusCode}`)));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy,
    takeRequests: () => log.splice(0),
    stop: () => new Promise((ok) => server.close(ok)),
  };
}

/** Deploy A: a copy of this checkout's build. */
export function copyOfBuild(): string {
  const to = join(work(), 'a');
  cpSync('dist', to, { recursive: true });
  return to;
}

/**
 * Deploy B: build A as the next build would come out of a code change: the game's start-up chunk
 * (boot) and its lazy one (howler) changed, so under new hashed names, and so is every chunk that
 * names a renamed one (content hashes cascade, as Vite's do). A's copies are gone from the server,
 * the HTML has a marker (`<html data-deploy="B">`, outside the inline code the CSP hashes), and the
 * worker is written by the build's own step.
 */
export function nextBuild(from: string): string {
  const to = join(work(), 'b');
  cpSync(from, to, { recursive: true });
  const assets = join(to, 'assets');
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const text = new Map(chunks.map((f) => [f, readFileSync(join(assets, f), 'utf8')]));
  const renamed = new Map(chunks.filter((f) => /^(boot|howler)-/.test(f)).map((f) => [f, f.replace(/\.js$/, 'B.js')]));
  if (renamed.size !== 2) throw new Error(`expected a boot and a howler chunk, found ${renamed.size}`);
  for (let grew = true; grew;) {
    grew = false;
    for (const f of chunks)
      if (!renamed.has(f) && [...renamed.keys()].some((old) => text.get(f)!.includes(old))) {
        renamed.set(f, f.replace(/\.js$/, 'B.js'));
        grew = true;
      }
  }
  const rename = (s: string) => [...renamed].reduce((t, [old, next]) => t.replaceAll(old, next), s);
  for (const [old, next] of renamed) {
    writeFileSync(join(assets, next), rename(text.get(old)!));
    for (const ext of ['', '.br', '.gz']) rmSync(join(assets, old + ext));
  }
  const pages = readdirSync(to).filter((f) => f.endsWith('.html'));
  for (const f of [...pages, '.vite/manifest.json'])
    writeFileSync(join(to, f), rename(readFileSync(join(to, f), 'utf8')));
  const game = join(to, 'BigWatermelon.html');
  writeFileSync(game, readFileSync(game, 'utf8').replace('<html lang="en"', '<html lang="en" data-deploy="B"'));
  execFileSync('npx', ['tsx', 'scripts/game-worker.ts', to], { stdio: 'pipe' });
  // Copies as the build makes them (scripts/precompress.mjs): none for the worker.
  for (const f of [...pages, ...[...renamed.values()].map((n) => `assets/${n}`)]) {
    const raw = readFileSync(join(to, f));
    writeFileSync(join(to, `${f}.br`), brotli(raw));
    writeFileSync(join(to, `${f}.gz`), gzip(raw));
  }
  return to;
}

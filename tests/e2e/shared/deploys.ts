// Deploys for the service worker's tests: a server of the project's kind (inject('server')) whose
// document root is a link the test swaps, as a deploy swaps a folder, and the log of every request
// that reached it.
import { execFileSync } from 'node:child_process';
import type { Server } from 'node:http';
import {
  cpSync,
  existsSync,
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
import { startNginx } from '../../../scripts/nginx-server.mjs';
import {
  CSP_FILE,
  cspHash,
  NGINX_FILE,
  withAvatarHost as confWithAvatarHost,
  type CspHashes,
} from '../../../scripts/csp.mjs';
import { brotli, gzip } from '../../../scripts/precompress.mjs';
import { startServer } from '../../../scripts/static-server.mjs';

export interface Deploys {
  origin: string;
  /**
   * Serves this build from now on, its policy too: the document root swapped at once (a link), then for
   * nginx its config reloaded (deploy/README.md's order; the Node server reads the policy per request).
   */
  deploy(build: string): Promise<void>;
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
  const swap = (build: string) => {
    symlinkSync(build, `${live}.next`);
    renameSync(`${live}.next`, live); // atomic: no request sees a missing root
  };
  swap(first);
  let seen = 0;
  if (inject('server') === 'nginx') {
    const nginx = await startNginx({ dist: live, requestLog: true, reloads: true });
    return {
      origin: nginx.origin,
      deploy: (build) => (swap(build), nginx.reload()),
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
    deploy: async (build) => swap(build),
    takeRequests: () => log.splice(0),
    // Stops at once: close() alone would wait for a connection opened ahead that never sent a request.
    stop: () =>
      new Promise((ok) => {
        server.close(ok);
        server.closeAllConnections();
      }),
  };
}

/** Deploy A: a copy of this checkout's build. */
export function copyOfBuild(): string {
  const to = join(work(), 'a');
  cpSync('dist', to, { recursive: true });
  return to;
}

/**
 * A copy of build `from` as a build with a change would come out: each chunk `rename` names or `edit`
 * changes gets a new hashed name (`<name><label>.js`), and so does every chunk that names a renamed one
 * (content hashes cascade, as Vite's do). The old copies are gone, the pages and manifest name the new
 * ones, the game page is marked (`<html data-deploy="<label>">`, outside the inline code the CSP
 * hashes), `settle` changes the rest (the policy), and the worker is written by the build's own step.
 */
function derive(
  from: string,
  label: string,
  change: { rename?: (file: string) => boolean; edit?: (text: string) => string; settle?: (dir: string) => void },
): string {
  const { rename: forced = () => false, edit = (t) => t, settle = () => {} } = change;
  const to = join(work(), label);
  cpSync(from, to, { recursive: true });
  const assets = join(to, 'assets');
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const text = new Map(chunks.map((f) => [f, readFileSync(join(assets, f), 'utf8')]));
  const newName = (f: string) => f.replace(/\.js$/, `${label}.js`);
  const renamed = new Map(
    chunks.filter((f) => forced(f) || edit(text.get(f)!) !== text.get(f)).map((f) => [f, newName(f)]),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const f of chunks)
      if (!renamed.has(f) && [...renamed.keys()].some((old) => text.get(f)!.includes(old))) {
        renamed.set(f, newName(f));
        grew = true;
      }
  }
  const rename = (s: string) => [...renamed].reduce((t, [old, next]) => t.replaceAll(old, next), s);
  for (const [old, next] of renamed) {
    writeFileSync(join(assets, next), rename(edit(text.get(old)!)));
    for (const ext of ['', '.br', '.gz']) rmSync(join(assets, old + ext));
  }
  const pages = readdirSync(to).filter((f) => f.endsWith('.html'));
  for (const f of [...pages, '.vite/manifest.json'])
    writeFileSync(join(to, f), rename(readFileSync(join(to, f), 'utf8')));
  const game = join(to, 'BigWatermelon.html');
  const marked = readFileSync(game, 'utf8').replace('<html lang="en"', `<html lang="en" data-deploy="${label}"`);
  writeFileSync(game, marked);
  settle(to);
  execFileSync('npx', ['tsx', 'scripts/game-worker.ts', to], { stdio: 'pipe' });
  // Copies as the build makes them (scripts/precompress.mjs): none for the worker.
  for (const f of [...pages, ...[...renamed.values()].map((n) => `assets/${n}`)]) {
    const raw = readFileSync(join(to, f));
    writeFileSync(join(to, `${f}.br`), brotli(raw));
    writeFileSync(join(to, `${f}.gz`), gzip(raw));
  }
  return to;
}

/**
 * Deploy B: build A as the next build would come out of a code change: the game's start-up chunk
 * (boot) and its lazy one (howler) changed, so under new hashed names, and every chunk naming them.
 */
export function nextBuild(from: string): string {
  const to = derive(from, 'B', { rename: (f) => /^(boot|howler)-/.test(f) });
  const renamed = readdirSync(join(to, 'assets')).filter((f) => /^(boot|howler)-.*B\.js$/.test(f));
  if (renamed.length !== 2) throw new Error(`expected a boot and a howler chunk, found ${renamed.length}`);
  return to;
}

/**
 * Build A with another AVATAR_HOST, as `AVATAR_HOST=<origin> npm run build` makes it: the site
 * settings in the chunks name it (renamed, as their hashes change), and the policy of both servers
 * (dist/.vite/csp.json, dist/.vite/nginx.conf) allows it instead. Nothing else differs.
 */
export function withAvatarHost(from: string, origin: string): string {
  const before = (JSON.parse(readFileSync(join(from, CSP_FILE), 'utf8')) as CspHashes).img?.[0];
  if (!before) throw new Error('build A has no AVATAR_HOST to change');
  return derive(from, 'P', {
    edit: (text) => text.replaceAll(`avatarHost:\`${before}\``, `avatarHost:\`${origin}\``),
    settle: (dir) => {
      const hashes = JSON.parse(readFileSync(join(dir, CSP_FILE), 'utf8')) as CspHashes;
      writeFileSync(join(dir, CSP_FILE), JSON.stringify({ ...hashes, img: [origin] }));
      const conf = join(dir, NGINX_FILE);
      writeFileSync(conf, confWithAvatarHost(readFileSync(conf, 'utf8'), origin));
    },
  });
}

/**
 * Build A as a change to the game page's first inline script makes it: the page's own code, so the
 * policy of both servers allows it by a new sha256 in place of the old one (A's policy blocks it, and
 * this one blocks A's).
 */
export function withNewInlineScript(from: string): string {
  return derive(from, 'S', {
    settle: (dir) => {
      const game = join(dir, 'BigWatermelon.html');
      const html = readFileSync(game, 'utf8');
      const [, code] = /<script>([\s\S]+?)<\/script>/.exec(html) ?? [];
      if (!code) throw new Error('the game page has no inline script');
      writeFileSync(game, html.replaceAll(`<script>${code}</script>`, `<script>${code};</script>`));
      for (const file of [CSP_FILE, NGINX_FILE]) {
        const text = readFileSync(join(dir, file), 'utf8');
        if (!text.includes(cspHash(code))) throw new Error(`${file} does not allow the inline script`);
        writeFileSync(join(dir, file), text.replaceAll(cspHash(code), cspHash(`${code};`)));
      }
    },
  });
}

/** A moment of a deploy: a copy of build `base` with these files (and their compressed copies) from `from`. */
export function midDeploy(base: string, from: string, files: readonly string[]): string {
  const to = join(work(), `mid${folders.length}`);
  cpSync(base, to, { recursive: true });
  for (const f of files)
    for (const ext of ['', '.br', '.gz'])
      if (existsSync(join(from, f + ext))) cpSync(join(from, f + ext), join(to, f + ext));
  return to;
}

// `npm run host:dev`: your host page and the game on two https origins of this machine, as a host meets them in
// production (docs/hosts.md, "Your host page on one machine"). https://host.test serves HOST_DIR (default: the
// H5 guide's page, docs/hosts/h5-host.html, pointed at the game); https://game.test serves the game's build,
// made with https://host.test in HOST_ORIGINS. A proxy on 127.0.0.1:HOST_DEV_PORT (4543) answers for both names
// with a throwaway certificate, and refuses every other name; a browser started with the printed flags uses it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { listOf } from '../src/config/siteSettings.ts';
import { readHashes } from './csp.mjs';
import { forwardTo, startNamedOrigins, type Site } from './namedOrigins';
import { startServer, TYPES as SITE_TYPES } from './static-server.mjs';

export const HOST = 'https://host.test';
export const GAME = 'https://game.test/h5/BigWatermelon';
const GUIDE = 'docs/hosts/h5-host.html';
/** The site server's types, and what a host page of its own may add. */
const TYPES: Record<string, string> = {
  ...SITE_TYPES,
  '.mjs': 'text/javascript; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The files of `dir`, never cached (you edit them); `/` is index.html. */
function folder(dir: string): Site {
  const root = resolve(dir);
  return (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', HOST).pathname);
    const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if ((file !== root && !file.startsWith(root + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end(`not in HOST_DIR (${root}): ${path}\n`);
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    res.end(readFileSync(file));
  };
}

/** The guide's page with its GAME set to this machine's game: what you see before you write your own. */
const guide: Site = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(readFileSync(GUIDE, 'utf8').replace("'https://game.example.com/h5/BigWatermelon'", `'${GAME}'`));
};

/** Builds the game unless dist/ already lets https://host.test frame it. */
function ensureBuild() {
  if (readHashes('dist').frame?.includes(HOST)) return console.log(`dist/ already names ${HOST} in HOST_ORIGINS`);
  const origins = [...listOf(process.env.HOST_ORIGINS ?? ''), HOST].join(' ');
  console.log(`Building the game with HOST_ORIGINS="${origins}"…`);
  const r = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, HOST_ORIGINS: origins },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

ensureBuild();
const port = Number(process.env.HOST_DEV_PORT ?? 4543);
const game = await startServer({ port: 0 });
const gameOrigin = `http://127.0.0.1:${(game.address() as AddressInfo).port}`;
const hostDir = process.env.HOST_DIR;
const named = await startNamedOrigins(
  { 'host.test': hostDir ? folder(hostDir) : guide, 'game.test': forwardTo(gameOrigin) },
  port,
).catch((e: unknown) => {
  console.error(`host:dev: cannot listen on 127.0.0.1:${port} (${String(e)}); set HOST_DEV_PORT to a free port`);
  process.exit(1);
});
console.log(`
Host page: ${HOST}/   (${hostDir ? `HOST_DIR=${hostDir}` : `${GUIDE}, its GAME set to the game below`})
Game:      ${GAME}    (set GAME to this in your page)

Open them in a Chromium of its own, through this machine's proxy, trusting only its throwaway certificate:
chromium --user-data-dir="$(mktemp -d)" --proxy-server=${named.proxy} --ignore-certificate-errors-spki-list=${named.spki} ${HOST}/

Every other address is refused in that browser. Press Ctrl+C to stop.`);
const stop = () => void named.close().then(() => game.close(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

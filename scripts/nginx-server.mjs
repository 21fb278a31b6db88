// Runs the build's nginx config (dist/.vite/nginx.conf: deploy/nginx.conf with the build's policy) for
// the browser tests: the file an operator deploys, with only the machine-specific lines swapped (port on
// loopback, document root, pid, logs).
import { spawn, execSync } from 'node:child_process';
import { createServer } from 'node:net';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { avatarHostOf, NGINX_FILE } from './csp.mjs';

/** deploy/nginx.conf loads it: brotli_static serves the build's .br files. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = 'nginx libnginx-mod-http-brotli-static';

/** The processes `pid` started (nginx's master: its workers), from /proc. */
function childrenOf(pid) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

export function ensureNginx() {
  const ready = () => existsSync('/usr/sbin/nginx') && existsSync(BROTLI_MODULE);
  if (ready()) return '/usr/sbin/nginx';
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`nginx or its brotli module not found: installing Debian packages "${PACKAGES}" (apt-get)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
      stdio: 'inherit',
    });
    if (ready()) return '/usr/sbin/nginx';
  }
  throw new Error(`nginx is needed for the browser tests against nginx: \`sudo apt-get install ${PACKAGES}\`.`);
}

/** A loopback port nothing listens on now (the OS picks it). */
export const freePort = () =>
  new Promise((ok) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });

/**
 * `port`: where it listens on 127.0.0.1; a free one when not given.
 * `requestLog`: keep an access log of "METHOD URI STATUS" lines, read back by `requests()` (tests that
 * check what reached the server).
 * `reloads`: the server will be reloaded (a deploy). A connection a browser opens ahead and sends nothing on is
 * then closed after 2 s, not nginx's minute: an old worker holding one would serve it the old config, late.
 */
export async function startNginx({ dist = 'dist', port: asked, requestLog = false, reloads = false }) {
  const bin = ensureNginx();
  const port = asked ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'h5-nginx-'));
  mkdirSync(join(dir, 'www'));
  symlinkSync(resolve(dist), join(dir, 'www', 'h5'));
  // The config the build wrote for itself (deploy/nginx.conf with its policy), as an operator deploys it.
  const writeConf = () => {
    const built = join(dist, NGINX_FILE);
    if (!existsSync(built)) throw new Error(`${built} is missing: build with \`npm run build\` first`);
    let conf = readFileSync(built, 'utf8')
      .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
      .replace(/^error_log .*$/m, `error_log ${dir}/error.log warn;`)
      .replace(
        /access_log .*;/,
        requestLog
          ? `log_format h5test '$request_method $request_uri $status';\n    access_log ${dir}/access.log h5test;`
          : 'access_log off;',
      )
      .replace(/listen 80;/, `listen 127.0.0.1:${port};${reloads ? '\n        client_header_timeout 2s;' : ''}`)
      .replace(/root \/srv\/www;/, `root ${dir}/www;\n        disable_symlinks off;`)
      .replace(
        /http \{/,
        `http {\n    client_body_temp_path ${dir}/body;\n    proxy_temp_path ${dir}/proxy;\n    fastcgi_temp_path ${dir}/fastcgi;\n    uwsgi_temp_path ${dir}/uwsgi;\n    scgi_temp_path ${dir}/scgi;`,
      );
    // As root (CI), workers run as root too, so they can read the build wherever it lives.
    if (process.getuid?.() === 0) conf = `user root;\n${conf}`;
    writeFileSync(join(dir, 'nginx.conf'), conf);
    return conf;
  };
  writeConf();
  const child = spawn(bin, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited = null;
  child.once('exit', (code) => (exited = code));
  // A port taken in between, a config nginx refuses or a build it cannot serve: say so here, not as a
  // puzzling test failure later.
  for (let tries = 0; ; tries++) {
    let up = false;
    try {
      up = (await fetch(`${origin}/h5/`)).ok;
    } catch {
      /* not up yet */
    }
    if (exited !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited (${exited}) before answering on ${origin}; see above`);
    }
    if (up) break;
    if (tries === 100) {
      child.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      child.kill('SIGQUIT');
      throw new Error(`nginx did not answer ${origin}/h5/ with 200 within 10 s (root: ${resolve(dist)})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = join(dir, 'access.log');
  return {
    origin,
    /**
     * As an operator's `nginx -s reload`: the config of the build `dist` names now (a link a deploy
     * swapped) replaces the running one; resolves once answers carry its policy.
     */
    reload: async () => {
      const conf = writeConf();
      const expected = /set \$csp "(.*)";/.exec(conf)?.[1]?.replace('$avatar_host', avatarHostOf(conf));
      // The old workers close their kept-alive connections as they leave: once they are gone, no request
      // goes out on a connection one of them is closing, or is answered by one under the old config. A worker
      // also stays for a connection a browser opened ahead and sent nothing on, until its header timeout
      // (2 s with `reloads`).
      const old = childrenOf(child.pid);
      child.kill('SIGHUP');
      for (let tries = 0; tries < 200; tries++) {
        const sent = (await fetch(`${origin}/h5/`).catch(() => null))?.headers.get('content-security-policy');
        if (sent === expected && !old.some((pid) => existsSync(`/proc/${pid}`))) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nginx did not take the new config within 10 s (${dir}/error.log)`);
    },
    requests: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    /**
     * Stops at once (nginx's fast shutdown): a graceful quit would wait for a connection a browser opened
     * ahead and sent nothing on, up to its header timeout, a minute.
     */
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

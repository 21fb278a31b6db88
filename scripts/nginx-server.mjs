// Runs deploy/nginx.conf for the browser tests: the same file, with only the
// machine-specific lines swapped (port on loopback, document root, pid, logs).
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** deploy/nginx.conf loads it: brotli_static serves the build's .br files. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = 'nginx libnginx-mod-http-brotli-static';

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

/**
 * `requestLog`: keep an access log of "METHOD URI STATUS" lines, read back by `requests()` (tests that
 * check what reached the server).
 */
export async function startNginx({ dist = 'dist', port, requestLog = false }) {
  const bin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'h5-nginx-'));
  mkdirSync(join(dir, 'www'));
  symlinkSync(resolve(dist), join(dir, 'www', 'h5'));
  let conf = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*$/m, `error_log ${dir}/error.log warn;`)
    .replace(
      /access_log .*;/,
      requestLog
        ? `log_format h5test '$request_method $request_uri $status';\n    access_log ${dir}/access.log h5test;`
        : 'access_log off;',
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/www;/, `root ${dir}/www;\n        disable_symlinks off;`)
    .replace(
      /http \{/,
      `http {\n    client_body_temp_path ${dir}/body;\n    proxy_temp_path ${dir}/proxy;\n    fastcgi_temp_path ${dir}/fastcgi;\n    uwsgi_temp_path ${dir}/uwsgi;\n    scgi_temp_path ${dir}/scgi;`,
    );
  // As root (CI), workers run as root too, so they can read the build wherever it lives.
  if (process.getuid?.() === 0) conf = `user root;\n${conf}`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(bin, ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      const r = await fetch(`${origin}/h5/`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = join(dir, 'access.log');
  return {
    origin,
    requests: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGQUIT');
      }),
  };
}

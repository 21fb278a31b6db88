// `npm test`: lint, typecheck, the import graph and the definitions' size, a production build, its size budgets and browser support, then one vitest run of
// every project (vite.config.ts): unit and component tests in jsdom, then the browser suite in real
// Chromium against `npm start`'s server and against nginx with deploy/nginx.conf. Stops at the
// first failing stage and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium, ensureSchemePolicy } from './ensure-chromium.mjs';
import { ensureNginx } from './nginx-server.mjs';
import { avatarHostOf, withAvatarHost } from './csp.mjs';

/**
 * The suite builds with a test avatar host (the ranking's avatars are checked against the CSP on both
 * servers), which the build writes into deploy/nginx.conf; the committed value is put back at the end.
 */
const NGINX_CONF = 'deploy/nginx.conf';
const TEST_AVATAR_HOST = 'https://avatars.test';
const committedAvatarHost = avatarHostOf(readFileSync(NGINX_CONF, 'utf8'));

const REPORT = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
rmSync(REPORT, { force: true }); // a stale report must never be counted

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function finish(ok) {
  writeFileSync(NGINX_CONF, withAvatarHost(readFileSync(NGINX_CONF, 'utf8'), committedAvatarHost));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(REPORT)) {
    const report = JSON.parse(readFileSync(REPORT, 'utf8'));
    totals.passed = report.numPassedTests ?? 0;
    totals.failed = report.numFailedTests ?? 0;
    totals.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  // A run that counted nothing did not test anything, whatever the exit codes said.
  const good = ok && totals.failed === 0 && totals.passed > 0;
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  process.exit(good ? 0 : 1);
}

if (!run('lint', 'npm', ['run', '--silent', 'lint'])) finish(false);
if (!run('typecheck', 'npm', ['run', '--silent', 'typecheck'])) finish(false);
if (!run('import graph (no circles, no import up a layer)', 'npx', ['tsx', 'scripts/check-imports.ts'])) finish(false);
if (!run('definitions (none over 120 lines)', 'npx', ['tsx', 'scripts/check-definitions.ts'])) finish(false);
try {
  ensureChromium();
  ensureSchemePolicy();
  ensureNginx();
} catch (e) {
  console.error(e.message);
  finish(false);
}
if (
  !run('production build + prerender', 'npm', ['run', '--silent', 'build'], {
    BASE_PATH: '/h5/',
    AVATAR_HOST: TEST_AVATAR_HOST,
  })
)
  finish(false);
if (!run('size budgets', 'npx', ['tsx', 'scripts/check-budgets.ts'])) finish(false);
if (!run('browser support (es-check against browserslist)', 'npx', ['tsx', 'scripts/check-browsers.ts'])) finish(false);
finish(
  run('tests: unit, then browser:node, then browser:nginx', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${REPORT}`,
  ]),
);

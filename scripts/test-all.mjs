// `npm test`: lint and typecheck, unit and component tests (jsdom), then a
// production build, size budgets, and the browser tests in real Chromium
// against `npm start`'s server and against nginx with deploy/nginx.conf. Stops at the first
// failing stage and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './nginx-server.mjs';

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function count(jsonFile) {
  if (!existsSync(jsonFile)) return;
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function vitest(title, extra, out) {
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  count(out);
  return ok;
}

function finish(ok) {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  process.exit(ok ? 0 : 1);
}

if (!run('lint', 'npm', ['run', '--silent', 'lint'])) finish(false);
if (!run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) finish(false);
if (!vitest('unit and component tests', [], 'test-results/unit.json')) finish(false);
try {
  ensureChromium();
} catch (e) {
  console.error(e.message);
  finish(false);
}
if (!run('production build + prerender', 'npm', ['run', '--silent', 'build'], { BASE_PATH: '/h5/' })) finish(false);
if (!run('size budgets', 'node', ['scripts/check-budgets.mjs'])) finish(false);
const browser = ['--config', 'tests/browser/vitest.config.ts'];
if (!vitest('browser tests (npm start server)', browser, 'test-results/browser.json')) finish(false);
try {
  ensureNginx();
} catch (e) {
  console.error(e.message);
  finish(false);
}
finish(
  vitest('browser tests (nginx, deploy/nginx.conf)', browser, 'test-results/browser-nginx.json', { SERVER: 'nginx' }),
);

// `npm test`: lint, typecheck, the import graph, the definitions' size and a production build, side by side;
// the build's size budgets and browser support; then one vitest run of every project (vite.config.ts), side by
// side: unit and component tests in jsdom, the browser suite in real Chromium against `npm start`'s server and
// against nginx with deploy/nginx.conf, and WebKit (WebKitGTK through its WebDriver) against `npm start`'s
// server. Stops after the first failing stage and ends with each stage's time and one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureSchemePolicy } from './ensure-chromium.mjs';
import { ensureWebKit } from './ensure-webkit.mjs';
import { ensureNginx } from './nginx-server.mjs';
import { TEST_SETTINGS } from './test-settings.mjs';

const REPORT = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
rmSync(REPORT, { force: true }); // a stale report must never be counted

/** `git status --porcelain`, or null outside a git work tree (a tarball of the source). */
function gitStatus() {
  const r = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout : null;
}

/** Each stage's wall time, printed at the end: where `npm test`'s time goes. */
const times = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const start = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  times.push(`${((Date.now() - start) / 1000).toFixed(1).padStart(7)} s  ${title}`);
  return r.status === 0;
}

/**
 * Runs `stages` ([title, cmd, args, env?]) side by side; each one's output is printed whole, under its title,
 * when it ends, so that no two interleave. True when every one passed.
 */
function together(stages) {
  return Promise.all(
    stages.map(
      ([title, cmd, args, env = {}]) =>
        new Promise((done) => {
          const start = Date.now();
          const child = spawn(cmd, args, { env: { ...process.env, ...env } });
          const said = [];
          child.stdout.on('data', (d) => said.push(d));
          child.stderr.on('data', (d) => said.push(d));
          const end = (ok) => {
            console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}${ok ? '' : ' (failed)'}`);
            process.stdout.write(Buffer.concat(said));
            times.push(`${((Date.now() - start) / 1000).toFixed(1).padStart(7)} s  ${title} (side by side)`);
            done(ok);
          };
          child.on('error', (e) => {
            said.push(Buffer.from(`${e.message}\n`));
            end(false);
          });
          child.on('close', (code) => end(code === 0));
        }),
    ),
  ).then((oks) => oks.every(Boolean));
}

function finish(ok) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(REPORT)) {
    const report = JSON.parse(readFileSync(REPORT, 'utf8'));
    totals.passed = report.numPassedTests ?? 0;
    totals.failed = report.numFailedTests ?? 0;
    totals.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  // A run that counted nothing did not test anything, whatever the exit codes said.
  const good = ok && totals.failed === 0 && totals.passed > 0;
  console.log(`\nstage times:\n${times.join('\n')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
  process.exit(good ? 0 : 1);
}

try {
  ensureChromium('shell');
  ensureSchemePolicy();
  ensureNginx();
  ensureWebKit();
} catch (e) {
  console.error(e.message);
  finish(false);
}
// The uni-app host guide's project has its own tools and lockfile (tests/e2e/chromium/uniAppHost.test.ts builds it).
const UNI_APP = 'docs/hosts/uni-app';
const tracked = gitStatus();
// Lint, typecheck, the checks, the guide's tools and the build read the tree and write only what none of the
// others reads (dist/, dist-verifier/, the guide's node_modules/: all ignored by lint), so they run side by
// side: on two cores about half the time of one after another.
const checked = await together([
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['import graph (no circles, no import up a layer)', 'npx', ['tsx', 'scripts/check-imports.ts']],
  ['definitions (none over 120 lines)', 'npx', ['tsx', 'scripts/check-definitions.ts']],
  ...(existsSync(`${UNI_APP}/node_modules/.bin/uni`)
    ? []
    : [
        [
          "the uni-app host guide's tools (its own lockfile)",
          'npm',
          ['ci', '--no-audit', '--no-fund', '--prefix', UNI_APP],
        ],
      ]),
  ['production build + prerender', 'npm', ['run', '--silent', 'build'], TEST_SETTINGS],
]);
if (!checked) finish(false);
// A build never changes a tracked file (it writes its nginx config into dist/.vite/nginx.conf).
if (tracked !== null && gitStatus() !== tracked) {
  console.error(`the build changed tracked files:\n${gitStatus()}`);
  finish(false);
}
if (!run('size budgets', 'npx', ['tsx', 'scripts/check-budgets.ts'])) finish(false);
if (!run('browser support (es-check against browserslist)', 'npx', ['tsx', 'scripts/check-browsers.ts'])) finish(false);
finish(
  run('tests: unit, browser:node, browser:nginx and browser:webkit, side by side', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${REPORT}`,
  ]),
);

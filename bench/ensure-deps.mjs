// The bench-only tools (Lighthouse, matter-js, planck, Rapier) live in bench/package.json, so `npm ci` at the
// root stays light. Every bench command runs this first: it installs them from bench/package-lock.json on the
// first run, and again whenever bench/package.json names one that is not installed yet.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
const named = Object.keys(JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')).dependencies);
const missing = named.filter((name) => !existsSync(new URL(`node_modules/${name}/package.json`, import.meta.url)));
if (!existsSync(new URL('node_modules/.package-lock.json', import.meta.url)) || missing.length > 0) {
  console.log(`bench: installing the bench-only tools (${missing.join(', ')})…`);
  execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit' });
}

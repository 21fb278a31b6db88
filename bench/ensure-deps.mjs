// The bench-only tools (Lighthouse, matter-js, planck) live in bench/package.json, so `npm ci` at the root
// stays light. Every bench command runs this first: it installs them once, from bench/package-lock.json.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const dir = new URL('.', import.meta.url).pathname;
if (!existsSync(new URL('node_modules/.package-lock.json', import.meta.url))) {
  console.log('bench: installing the bench-only tools (first run)…');
  execSync('npm ci --no-audit --no-fund', { cwd: dir, stdio: 'inherit' });
}

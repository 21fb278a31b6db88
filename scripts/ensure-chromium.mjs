// Finds Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium.
// As root on a machine without it, installs Debian's `chromium`; otherwise
// stops with a message that says how to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${path} does not exist. Point it at a Chromium or Chrome binary.`);
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log('Chromium not found: installing Debian package "chromium" (apt-get)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    'Chromium is needed for the browser tests and was not found at /usr/bin/chromium.\n' +
      'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium/Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

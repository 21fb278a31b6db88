// Finds Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium.
// As root on a machine without it, installs Debian's `chromium`; otherwise
// stops with a message that says how to get it.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${path} does not exist. Point it at a Chromium or Chrome binary.`);
  }
  if (isRoot()) {
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

/** Debian's Chromium reads managed policies here (Google Chrome: /etc/opt/chrome/policies/managed). */
export const POLICY_FILE = '/etc/chromium/policies/managed/couplesapp-browser-tests.json';

/**
 * The share page opens the app by navigating to `<scheme>://…`. Headless Chromium then holds an
 * invisible "open xdg-open?" prompt that swallows the next trusted clicks at random. This policy
 * hands the scheme straight to the system, only from pages on 127.0.0.1 (where the tests serve the
 * build); with no app installed nothing opens, as on a phone without the app.
 */
export function schemePolicy(scheme = 'couplesapp') {
  return { AutoLaunchProtocolsFromOrigins: [{ protocol: scheme, allowed_origins: ['http://127.0.0.1'] }] };
}

export function ensureSchemePolicy(scheme = 'couplesapp', file = POLICY_FILE) {
  const want = JSON.stringify(schemePolicy(scheme), null, 2);
  if (existsSync(file) && readFileSync(file, 'utf8') === want) return file;
  if (isRoot()) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, want);
    console.log(`Chromium policy written to ${file}: ${scheme}:// links open without a prompt from 127.0.0.1.`);
    return file;
  }
  throw new Error(
    `The browser tests need a Chromium policy so that ${scheme}:// links from 127.0.0.1 open without a prompt.\n` +
      `Run once: sudo mkdir -p ${dirname(file)} && echo '${JSON.stringify(schemePolicy(scheme))}' | sudo tee ${file}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
    console.log(ensureSchemePolicy());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

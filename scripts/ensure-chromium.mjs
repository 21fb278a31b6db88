// Finds Chromium: CHROME_PATH, else Debian's. The browser tests run its headless shell
// (`chromium-headless-shell`: the same engine and version without the browser's window and UI, what
// Playwright runs for headless Chromium); the benches run the whole browser (`chromium`), as a phone's
// WebView is measured. As root on a machine without it, installs the package; otherwise stops with a
// message that says how to get it.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Debian's two builds of Chromium: where each is, and its package. */
const BUILDS = {
  browser: { path: '/usr/bin/chromium', pkg: 'chromium' },
  shell: { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
};

/** @param {'browser' | 'shell'} build */
export function chromiumPath(build = 'browser') {
  return process.env.CHROME_PATH || BUILDS[build].path;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** @param {'browser' | 'shell'} build the whole browser (benches), or its headless shell (the browser tests) */
export function ensureChromium(build = 'browser') {
  const path = chromiumPath(build);
  if (existsSync(path)) return path;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${path} does not exist. Point it at a Chromium or Chrome binary.`);
  }
  const { pkg } = BUILDS[build];
  if (isRoot()) {
    console.log(`Chromium not found: installing Debian package "${pkg}" (apt-get)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    `Chromium is needed and was not found at ${path}.\n` +
      `Install it with \`sudo apt-get install ${pkg}\` (Debian/Ubuntu), or set CHROME_PATH to a Chromium/Chrome binary.`,
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
    console.log(ensureChromium('shell'));
    console.log(ensureSchemePolicy());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

// Finds WebKitGTK for the WebKit browser tests: Debian's webkit2gtk-driver (WebKitWebDriver, which starts
// MiniBrowser), xvfb (MiniBrowser needs a display) and matchbox-window-manager (a phone's window manager: the
// opens launched without WebDriver fill a phone-sized screen, drivers/webkitPhone.ts). As root on a machine without them, installs them;
// otherwise stops with a message that says how to get them.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const WEBKIT = {
  driver: '/usr/bin/WebKitWebDriver',
  browser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  xvfbRun: '/usr/bin/xvfb-run',
  xvfb: '/usr/bin/Xvfb',
  windowManager: '/usr/bin/matchbox-window-manager',
};
const PACKAGES = 'webkit2gtk-driver xvfb matchbox-window-manager';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const missing = () => Object.values(WEBKIT).filter((p) => !existsSync(p));

export function ensureWebKit() {
  if (missing().length && isRoot()) {
    console.log(`WebKitGTK not found: installing Debian packages ${PACKAGES} (apt-get)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
      stdio: 'inherit',
    });
  }
  const still = missing();
  if (still.length)
    throw new Error(
      `The WebKit tests need ${still.join(', ')}.\n` +
        `Install them with \`sudo apt-get install ${PACKAGES}\` (Debian/Ubuntu).`,
    );
  return WEBKIT;
}

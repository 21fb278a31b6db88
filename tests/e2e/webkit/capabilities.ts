import { WEBKIT } from '../../../scripts/ensure-webkit.mjs';

/** A MiniBrowser under automation: the engine of iOS WKWebView, as Debian ships it (WebKitGTK). */
export const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: WEBKIT.browser, args: ['--automation'] },
};

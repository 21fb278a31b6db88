import type { Payload } from './protocol';

export type TransportKind = 'uni-app' | 'react-native' | 'none';

export interface Transport {
  readonly kind: TransportKind;
  send(payload: Payload): void;
}

interface UniSdk {
  postMessage(options: { data: Payload }): void;
}

interface HostWindow extends Window {
  ReactNativeWebView?: { postMessage(message: string): void };
  plus?: unknown;
  __dcloud_weex_postMessage?: unknown;
  __dcloud_weex_?: unknown;
  /** Set by the SDK when it fires UniAppJSBridgeReady. */
  UniAppJSBridge?: unknown;
}

/**
 * In a uni-app App (HTML5+) the SDK can send only once the `plus` runtime exists, which may come
 * seconds after the page; the SDK then fires UniAppJSBridgeReady (after plusready). Until then,
 * messages wait. In an iframe, nvue (`__dcloud_weex_*`) or a plain browser there is nothing to wait for.
 */
function runtimeReady(win: HostWindow): Promise<void> {
  const app =
    /uni-app|Html5Plus/i.test(win.navigator.userAgent) &&
    win.__dcloud_weex_postMessage === undefined &&
    win.__dcloud_weex_ === undefined;
  if (!app || win.plus !== undefined || win.UniAppJSBridge) return Promise.resolve();
  return new Promise((ready) => {
    const done = () => ready();
    win.document.addEventListener('UniAppJSBridgeReady', done, { once: true });
    win.document.addEventListener('plusready', done, { once: true });
  });
}

/**
 * Picks the transport once, in this order:
 * 1. React Native WebView, when `window.ReactNativeWebView.postMessage` exists;
 * 2. uni-app, through the official SDK, when the page runs in a uni-app/HTML5+ app
 *    (`plus`, `__dcloud_weex_*` or a uni-app user agent) or inside an iframe
 *    (the SDK then posts to the parent window);
 * 3. none: messages go to the console and the page plays its own sounds.
 */
export function chooseTransport(win: HostWindow, uni: () => Promise<UniSdk>): Transport {
  const rn = win.ReactNativeWebView;
  if (rn && typeof rn.postMessage === 'function') {
    return { kind: 'react-native', send: (p) => rn.postMessage(JSON.stringify({ data: p })) };
  }
  const inApp =
    win.plus !== undefined ||
    win.__dcloud_weex_postMessage !== undefined ||
    win.__dcloud_weex_ !== undefined ||
    /uni-app|Html5Plus/i.test(win.navigator.userAgent);
  let framed = false;
  try {
    framed = win.parent !== win;
  } catch {
    framed = true;
  }
  if (inApp || framed) {
    // The SDK is loaded on first use and the App runtime may come late; messages sent meanwhile
    // wait and go out in order. A failed load is tried once more; if that fails too, a page in an
    // iframe posts the SDK's own H5 envelope to its parent (docs/hosts.md, "uni-app"), and in the App
    // nothing can carry a message, which is said on the console.
    const sdk = loadTwice(uni);
    let chain: Promise<UniSdk | null> = runtimeReady(win).then(() => sdk);
    return {
      kind: 'uni-app',
      send: (p) => {
        chain = chain.then((sdk) => {
          if (sdk) sdk.postMessage({ data: p });
          else if (framed) win.parent.postMessage(h5Envelope(p), '*');
          else console.error('uni-app web-view SDK unavailable: message not delivered', JSON.stringify({ data: p }));
          return sdk;
        });
      },
    };
  }
  return { kind: 'none', send: (p) => console.info('[host bridge] no host; would send', JSON.stringify({ data: p })) };
}

const H5_TYPE = 'WEB_INVOKE_APPSERVICE';

/** What the SDK posts to the parent window in a browser (its H5 path): `{ type, data: { name, arg } }`. */
export const h5Envelope = (p: Payload) => ({ type: H5_TYPE, data: { name: 'postMessage', arg: p } });

/** The payload inside such an envelope (the host simulator reads the game's posts), or null for anything else. */
export function fromH5Envelope(posted: unknown): Partial<Payload> | null {
  const e = posted as { type?: unknown; data?: { name?: unknown; arg?: unknown } } | null;
  if (e?.type !== H5_TYPE || e.data?.name !== 'postMessage') return null;
  const arg = e.data.arg;
  return typeof arg === 'object' && arg !== null ? (arg as Partial<Payload>) : null;
}

/** The SDK, or null after two failed loads (a flaky link, a deploy race). */
function loadTwice(uni: () => Promise<UniSdk>): Promise<UniSdk | null> {
  return uni()
    .catch((e: unknown) => {
      console.warn('uni-app web-view SDK failed to load; trying once more', e);
      return uni();
    })
    .catch((e: unknown) => {
      console.error('uni-app web-view SDK failed to load twice', e);
      return null;
    });
}

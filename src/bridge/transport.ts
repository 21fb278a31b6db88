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
    // The SDK is loaded on first use; messages sent meanwhile keep their order.
    let chain: Promise<UniSdk | null> = uni().catch((e: unknown) => {
      console.error('uni-app web-view SDK failed to load', e);
      return null;
    });
    return {
      kind: 'uni-app',
      send: (p) => {
        chain = chain.then((sdk) => {
          sdk?.postMessage({ data: p });
          return sdk;
        });
      },
    };
  }
  return { kind: 'none', send: (p) => console.info('[host bridge] no host; would send', JSON.stringify({ data: p })) };
}

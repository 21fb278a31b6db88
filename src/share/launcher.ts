import { isInAppBrowser } from './inAppBrowsers';
import type { ShareKind } from './kinds';

export { IN_APP_BROWSERS, isInAppBrowser } from './inAppBrowsers';

/** Fired on window before every launch, so tests (and analytics-free debugging) can see the link. */
export const LAUNCH_EVENT = 'app-launch';

/**
 * The link that opens the app: `<scheme>://<route>?<param>=<URI-encoded code>`,
 * e.g. `couplesapp://joinRoom?roomNo=123456`. The app receives the same route
 * and parameter as the page.
 */
export function appLink(scheme: string, kind: ShareKind, param: string, code: string): string {
  // A link with no code opens the app on the same route with no parameter, never an empty code to join.
  return code ? `${scheme}://${kind}?${param}=${encodeURIComponent(code)}` : `${scheme}://${kind}`;
}

/** The query parameter an intent:// link's fallback adds to this page: the app is not installed. */
export const NO_APP_PARAM = 'noApp';

/** How the big button opens the app where the visitor is (docs/app-links.md has the table). */
export type Launch =
  | { readonly via: 'scheme' | 'intent' | 'universal'; readonly link: string }
  /** An in-app browser that blocks schemes (IN_APP_BROWSERS): nothing is tried, the page points at its menu. */
  | { readonly via: 'menu' };

/** What the link choice needs from the site settings. */
export interface LaunchSettings {
  readonly appScheme: string;
  readonly androidPackage: string;
  readonly appLinkOrigin: string;
}

/** Chromium on Android (Chrome, Samsung Internet, Edge…) opens intent:// links; a WebView (`; wv)`) only if its app does. */
const ANDROID_CHROMIUM = (ua: string) => /Android/.test(ua) && /Chrome\/\d/.test(ua) && !/; wv\)/.test(ua);
/** Safari on an iPhone or iPad: Chrome, Firefox and Edge on iOS say CriOS, FxiOS and EdgiOS. */
const IOS_SAFARI = (ua: string) =>
  /\((iPhone|iPad|iPod);/.test(ua) && /Version\/[\d.]+.*Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);

/**
 * What the big button does, by where the visitor is:
 * - an app's own browser that blocks schemes (IN_APP_BROWSERS): no link, the hint at once;
 * - Chromium on Android, with ANDROID_PACKAGE: `intent://` with the scheme, the package and a fallback to this
 *   page marked NO_APP_PARAM, so a missing app shows the Download step and no dead tap;
 * - Safari on an iPhone, with APP_LINK_ORIGIN (another origin than the page's own): the Universal Link, the
 *   same path and query there, which opens the app with no dialog, or that page when the app is missing;
 * - anywhere else, the custom scheme.
 */
export function chooseLaunch(
  userAgent: string,
  settings: LaunchSettings,
  page: { kind: ShareKind; param: string; code: string; href: string; base: string },
): Launch {
  if (isInAppBrowser(userAgent)) return { via: 'menu' };
  const scheme = appLink(settings.appScheme, page.kind, page.param, page.code);
  if (settings.androidPackage && ANDROID_CHROMIUM(userAgent)) {
    const fallback = new URL(page.href);
    fallback.searchParams.set(NO_APP_PARAM, '1');
    fallback.hash = '';
    const extras = [
      `scheme=${settings.appScheme}`,
      `package=${settings.androidPackage}`,
      `S.browser_fallback_url=${encodeURIComponent(fallback.href)}`,
    ];
    return {
      via: 'intent',
      link: `intent://${scheme.slice(settings.appScheme.length + 3)}#Intent;${extras.join(';')};end`,
    };
  }
  const origin = new URL(page.href).origin;
  if (settings.appLinkOrigin && settings.appLinkOrigin !== origin && IOS_SAFARI(userAgent)) {
    const query = page.code ? `?${page.param}=${encodeURIComponent(page.code)}` : '';
    return { via: 'universal', link: `${settings.appLinkOrigin}${page.base}${page.kind}${query}` };
  }
  return { via: 'scheme', link: scheme };
}

/** Navigates to the app's link; must be called inside the click. */
export function launchApp(link: string, win: Window = window): void {
  win.dispatchEvent(new CustomEvent(LAUNCH_EVENT, { detail: link }));
  win.location.href = link;
}

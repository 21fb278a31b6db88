import type { ShareKind } from './kinds';

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

/** Navigates to the custom-scheme link; must be called inside the click. */
export function launchApp(link: string, win: Window = window): void {
  win.dispatchEvent(new CustomEvent(LAUNCH_EVENT, { detail: link }));
  win.location.href = link;
}

/** WeChat and QQ in-app browsers block custom schemes. */
export function isInAppBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) || / QQ\//.test(userAgent);
}

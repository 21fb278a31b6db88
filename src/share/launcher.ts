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

/**
 * The apps whose own browsers block custom schemes, each by what its user agent carries: a tap on the big
 * button there would do nothing, so the page points at the app's menu ("open in browser") at once instead.
 * QQ's app writes ` QQ/`; QQ Browser, a browser of its own, writes `MQQBrowser/` and is not one of them.
 */
export const IN_APP_BROWSERS = [
  { app: 'WeChat', ua: /MicroMessenger\//i },
  { app: 'QQ', ua: / QQ\// },
  { app: 'Weibo', ua: /\bWeibo\b|__weibo__/i },
  { app: 'Alipay', ua: /AlipayClient\//i },
  { app: 'DingTalk', ua: /DingTalk/i },
  { app: 'Baidu', ua: /baiduboxapp\//i },
] as const;

/** Whether the page is in an app's own browser that blocks custom schemes (IN_APP_BROWSERS). */
export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSERS.some((b) => b.ua.test(userAgent));
}

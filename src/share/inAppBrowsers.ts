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

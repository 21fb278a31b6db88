import { describe, expect, it } from 'vitest';
import { appLink, chooseLaunch, IN_APP_BROWSERS, isInAppBrowser, NO_APP_PARAM } from '../../src/share/launcher';

describe('appLink', () => {
  it('puts the route and the URI-encoded code into the scheme link', () => {
    expect(appLink('couplesapp', 'joinRoom', 'roomNo', '123456')).toBe('couplesapp://joinRoom?roomNo=123456');
    expect(appLink('couplesapp', 'joinRoomTemplate', 'tempCode', 'a b&c=<d>#')).toBe(
      'couplesapp://joinRoomTemplate?tempCode=a%20b%26c%3D%3Cd%3E%23',
    );
  });

  it('with no code, opens the app on the route with no parameter (never an empty code)', () => {
    expect(appLink('couplesapp', 'share', 'roomNo', '')).toBe('couplesapp://share');
  });
});

/** Real user agents of the apps that block schemes, one or more each, and of browsers that do not. */
const IN_APP: Record<(typeof IN_APP_BROWSERS)[number]['app'], string[]> = {
  WeChat: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2f) NetType/WIFI Language/zh_CN',
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5169 MMWEBSDK/20230805 MMWEBID/1184 MicroMessenger/8.0.41.2441(0x28002951) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  ],
  QQ: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.80.610 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 Core/WKWebView Device/Apple(iPhone 13) NetType/WIFI QBWebViewType/1 WKType/1',
    'Mozilla/5.0 (Linux; Android 13) Chrome/116 Mobile Safari/537.36 V1_AND_SQ_8.9.0_1 QQ/8.9.0.11440',
  ],
  Weibo: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__13.6.2__iphone__os16.5)',
    'Mozilla/5.0 (Linux; Android 12; 22041211AC Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/97.0.4692.98 Mobile Safari/537.36 Weibo (Xiaomi-22041211AC__weibo__13.6.1__android__android12)',
  ],
  Alipay: [
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; M2102J2SC Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.9999 Mobile Safari/537.36 NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.3.0.8000) AlipayClient/10.3.0.8000 Language/zh-Hans',
  ],
  DingTalk: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/28520310 Channel/201200 language/zh-Hans-CN WK',
  ],
  Baidu: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SP-engine/2.62.0 main/1.0 baiduboxapp/13.20.0.10 (Baidu; P2 16.0) NABar/1.0',
  ],
};
const BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; U; Android 13; zh-cn; V2227A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/13.6 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
];

describe('isInAppBrowser', () => {
  it('lists every app that blocks schemes once, with a real user agent for each', () => {
    expect(IN_APP_BROWSERS.map((b) => b.app).sort()).toEqual(Object.keys(IN_APP).sort());
  });
  it.each(Object.entries(IN_APP).flatMap(([app, uas]) => uas.map((ua) => [app, ua] as const)))(
    '%s is an in-app browser: %s',
    (app, ua) => {
      expect(isInAppBrowser(ua)).toBe(true);
      // It is recognised by its own entry, not by another app's.
      expect(IN_APP_BROWSERS.filter((b) => b.ua.test(ua)).map((b) => b.app)).toEqual([app]);
    },
  );
  it.each(BROWSERS)('a browser that opens schemes is not: %s', (ua) => expect(isInAppBrowser(ua)).toBe(false));
});

/** Current browsers that open links themselves, by what the big button should do there. */
const IOS_SAFARI = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
];
const ANDROID_CHROMIUM = [
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
];
const OTHERS = [
  // Chrome on iOS: no Universal Link from a script there
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.7444.46 Mobile/15E148 Safari/604.1',
  // an app's Android WebView that is not one of IN_APP_BROWSERS: intents work only if its app handles them
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/142.0.7444.48 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
];

describe('chooseLaunch: the link the big button follows', () => {
  const configured = {
    appScheme: 'couplesapp',
    androidPackage: 'com.example.couples',
    appLinkOrigin: 'https://go.example.com',
  };
  const plain = { appScheme: 'couplesapp', androidPackage: '', appLinkOrigin: '' };
  const page = {
    kind: 'joinRoom' as const,
    param: 'roomNo',
    code: 'A 1',
    href: 'https://www.example.com/h5/joinRoom?roomNo=A%201#top',
    base: '/h5/',
  };

  it.each(ANDROID_CHROMIUM)(
    'Chromium on Android with ANDROID_PACKAGE: the intent link, falling back to this page marked: %s',
    (ua) => {
      const launch = chooseLaunch(ua, configured, page);
      const fallback = `https://www.example.com/h5/joinRoom?roomNo=A+1&${NO_APP_PARAM}=1`;
      expect(launch).toEqual({
        via: 'intent',
        link: `intent://joinRoom?roomNo=A%201#Intent;scheme=couplesapp;package=com.example.couples;S.browser_fallback_url=${encodeURIComponent(fallback)};end`,
      });
      expect(chooseLaunch(ua, plain, page)).toEqual({ via: 'scheme', link: 'couplesapp://joinRoom?roomNo=A%201' });
    },
  );

  it.each(IOS_SAFARI)(
    'Safari on an iPhone with APP_LINK_ORIGIN: the Universal Link, the same path and code: %s',
    (ua) => {
      expect(chooseLaunch(ua, configured, page)).toEqual({
        via: 'universal',
        link: 'https://go.example.com/h5/joinRoom?roomNo=A%201',
      });
      expect(chooseLaunch(ua, configured, { ...page, code: '' })).toEqual({
        via: 'universal',
        link: 'https://go.example.com/h5/joinRoom',
      });
      expect(chooseLaunch(ua, plain, page)).toEqual({ via: 'scheme', link: 'couplesapp://joinRoom?roomNo=A%201' });
      // On APP_LINK_ORIGIN itself the link would stay in Safari: the scheme instead.
      const there = { ...page, href: 'https://go.example.com/h5/joinRoom?roomNo=A%201' };
      expect(chooseLaunch(ua, configured, there).via).toBe('scheme');
    },
  );

  it.each(OTHERS)('anywhere else, the custom scheme: %s', (ua) => {
    expect(chooseLaunch(ua, configured, page)).toEqual({ via: 'scheme', link: 'couplesapp://joinRoom?roomNo=A%201' });
  });

  it.each(Object.entries(IN_APP).flatMap(([app, uas]) => uas.map((ua) => [app, ua] as const)))(
    'in %s, no link at all: the menu hint (%s)',
    (_, ua) => {
      expect(chooseLaunch(ua, configured, page)).toEqual({ via: 'menu' });
      expect(chooseLaunch(ua, plain, page)).toEqual({ via: 'menu' });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { appLink, isInAppBrowser } from '../../src/share/launcher';

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

describe('isInAppBrowser', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40(0x1800282a)', true],
    ['Mozilla/5.0 (Linux; Android 13) Chrome/116 Mobile Safari/537.36 V1_AND_SQ_8.9.0_1 QQ/8.9.0.11440', true],
    ['Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 13) Chrome/116 Mobile Safari/537.36 MQQBrowser/13.0', false],
  ])('%s → %s', (ua, expected) => expect(isInAppBrowser(ua)).toBe(expected));
});

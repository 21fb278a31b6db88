import { describe, expect, it } from 'vitest';
import { listOf, readBasePath, readSiteSettings, SITE_VARIABLES } from '../../src/config/siteSettings';
import { psbUrl } from '../../src/config/site';

describe('readSiteSettings', () => {
  it('uses harmless placeholders when nothing is set', () => {
    const s = readSiteSettings({});
    expect(s.appScheme).toBe('couplesapp');
    expect(s.downloadUrl).toMatch(/^https:\/\/example\.com\//);
    expect(s.contactEmail).toBe('contact@example.com');
  });

  it('takes values from the environment', () => {
    const s = readSiteSettings({ DOWNLOAD_URL: 'https://dl.example.org/app', APP_SCHEME: 'lovepet' });
    expect(s.downloadUrl).toBe('https://dl.example.org/app');
    expect(s.appScheme).toBe('lovepet');
  });

  it.each([
    ['DOWNLOAD_URL', 'not a url'],
    ['DOWNLOAD_URL', 'javascript:alert(1)'],
    ['AGREEMENT_URL', '/relative'],
    ['PRIVACY_URL', 'ftp://x.example.com'],
    ['CONTACT_EMAIL', 'nobody'],
    ['CONTACT_EMAIL', 'a@b'],
    ['APP_SCHEME', 'app://'],
    ['ICP_NUMBER', '   '],
    ['AVATAR_HOST', 'http://avatars.example.com'],
    ['AVATAR_HOST', 'https://avatars.example.com/'],
    ['AVATAR_HOST', 'https://avatars.example.com/img'],
    ['AVATAR_HOST', "https://a.example.com; script-src 'unsafe-inline'"],
    ['AVATAR_HOST', 'avatars.example.com'],
    ['HOST_ORIGINS', 'http://host.example.com'],
    ['HOST_ORIGINS', 'https://host.example.com/ https://b.example.com'],
    ['HOST_ORIGINS', 'https://a.example.com,https://b.example.com'],
    ['HOST_ORIGINS', "https://a.example.com; script-src 'unsafe-inline'"],
    ['HOST_ORIGINS', '*'],
    ['IOS_APP_IDS', 'com.example.app'],
    ['IOS_APP_IDS', 'ABCDE12345.com.example.app,FGHIJ67890.com.example.app'],
    ['ANDROID_PACKAGE', 'couples'],
    ['ANDROID_PACKAGE', 'com.example.1app'],
    ['ANDROID_CERT_SHA256', 'AB:CD'],
    ['APP_LINK_ORIGIN', 'https://go.example.com/h5/'],
    ['SITE_ORIGIN', 'www.example.com'],
  ])('rejects %s=%j with a message naming it', (name, value) => {
    expect(() => readSiteSettings({ [name]: value })).toThrow(new RegExp(`^Site setting ${name}=`));
  });

  it('AVATAR_HOST: none by default; an https origin (a port allowed) is taken as it is', () => {
    expect(readSiteSettings({}).avatarHost).toBe('');
    expect(readSiteSettings({ AVATAR_HOST: 'https://cdn.example.com' }).avatarHost).toBe('https://cdn.example.com');
    expect(readSiteSettings({ AVATAR_HOST: 'https://cdn.example.com:8443' }).avatarHost).toBe(
      'https://cdn.example.com:8443',
    );
  });

  it('HOST_ORIGINS: only the site by default; space-separated https origins, read as a list', () => {
    expect(listOf(readSiteSettings({}).hostOrigins)).toEqual([]);
    const s = readSiteSettings({ HOST_ORIGINS: ' https://h5.example.com  https://app.example.org:8443 ' });
    expect(listOf(s.hostOrigins)).toEqual(['https://h5.example.com', 'https://app.example.org:8443']);
    expect(() => readSiteSettings({ HOST_ORIGINS: 'https://a.example.com *' })).toThrow(
      'Site setting HOST_ORIGINS="https://a.example.com *" must list space-separated origins, each an https origin such as https://avatars.example.com (no path, no trailing slash); "*" is not.',
    );
  });

  it('the app links: each setting read and checked, and the ones that go together checked together', () => {
    const fp = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0')).join(':');
    const s = readSiteSettings({
      IOS_APP_IDS: 'ABCDE12345.com.example.app  FGHIJ67890.com.example.app.beta',
      ANDROID_PACKAGE: 'com.example.couples',
      ANDROID_CERT_SHA256: fp,
      APP_LINK_ORIGIN: 'https://go.example.com',
      SITE_ORIGIN: 'https://www.example.com',
    });
    expect(listOf(s.iosAppIds)).toEqual(['ABCDE12345.com.example.app', 'FGHIJ67890.com.example.app.beta']);
    expect(s.androidCertSha256).toBe(fp.toUpperCase()); // as Play Console prints it
    expect(s.appLinkOrigin).toBe('https://go.example.com');
    expect(() => readSiteSettings({ ANDROID_PACKAGE: 'com.example.couples' })).toThrow(
      /^Site settings: ANDROID_PACKAGE and ANDROID_CERT_SHA256 go together/,
    );
    expect(() => readSiteSettings({ ANDROID_CERT_SHA256: fp })).toThrow(/go together/);
    expect(() => readSiteSettings({ APP_LINK_ORIGIN: 'https://go.example.com' })).toThrow(
      /^Site settings: APP_LINK_ORIGIN needs SITE_ORIGIN/,
    );
    expect(() =>
      readSiteSettings({ APP_LINK_ORIGIN: 'https://www.example.com', SITE_ORIGIN: 'https://www.example.com' }),
    ).toThrow(
      "Site settings: APP_LINK_ORIGIN must differ from SITE_ORIGIN (both https://www.example.com): a Universal Link to the page's own origin never leaves Safari.",
    );
  });

  it('documents every variable in the README', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    for (const v of SITE_VARIABLES) expect(readme).toContain(`\`${v.name}\``);
  });
});

describe('readBasePath', () => {
  it.each([
    [undefined, '/h5/'],
    ['', '/h5/'],
    ['/h5', '/h5/'],
    ['/app/web/', '/app/web/'],
    ['/', '/'],
  ])('%j → %s', (raw, base) => expect(readBasePath(raw)).toBe(base));

  it.each(['h5', 'http://x/', '/a b/'])('rejects %j', (raw) => expect(() => readBasePath(raw)).toThrow(/BASE_PATH/));
});

describe('psbUrl', () => {
  it('queries the filing site with the number’s digits', () => {
    expect(psbUrl('京公网安备11010502030143号')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143');
  });
});

import { describe, expect, it } from 'vitest';
import { APP_LINK_PATHS } from '../../scripts/cache-rules.mjs';
import { readSiteSettings } from '../../src/config/siteSettings';
import { APP_LINK_FILES, appLinkFiles } from '../../src/share/appLinks';

const FP = Array.from({ length: 32 }, (_, i) => (255 - i).toString(16).toUpperCase()).join(':');

describe('appLinkFiles: what the build writes for the app links', () => {
  it('nothing with the settings unset, so that both servers answer 404', () => {
    expect(appLinkFiles(readSiteSettings({}), '/h5/')).toEqual([]);
  });

  it('apple-app-site-association: every app of IOS_APP_IDS opens the three share routes under the base path, any query', () => {
    const settings = readSiteSettings({ IOS_APP_IDS: 'ABCDE12345.com.example.app FGHIJ67890.com.example.lite' });
    const files = appLinkFiles(settings, '/web/');
    expect(files.map((f) => f.path)).toEqual(['.well-known/apple-app-site-association']);
    expect(JSON.parse(files[0]!.json)).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.com.example.app', 'FGHIJ67890.com.example.lite'],
            components: [{ '/': '/web/share' }, { '/': '/web/joinRoom' }, { '/': '/web/joinRoomTemplate' }],
          },
        ],
      },
    });
    expect(files[0]!.json.length).toBeLessThan(128 * 1024); // Apple reads at most 128 KB
  });

  it('assetlinks.json: the package of ANDROID_PACKAGE with each fingerprint of ANDROID_CERT_SHA256', () => {
    const other = FP.replace(/^FF/, 'EE');
    const settings = readSiteSettings({
      ANDROID_PACKAGE: 'com.example.couples',
      ANDROID_CERT_SHA256: `${FP} ${other.toLowerCase()}`,
    });
    const files = appLinkFiles(settings, '/h5/');
    expect(files.map((f) => f.path)).toEqual(['.well-known/assetlinks.json']);
    expect(JSON.parse(files[0]!.json)).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.example.couples',
          sha256_cert_fingerprints: [FP, other],
        },
      },
    ]);
  });

  it('the servers serve at the very paths the build writes', () => {
    expect(Object.values(APP_LINK_FILES).map((p) => `/${p}`)).toEqual(APP_LINK_PATHS);
  });
});

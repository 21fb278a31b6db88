import { listOf, type SiteSettings } from '../config/siteSettings.ts';
import { SHARE_PARAM, type ShareKind } from './kinds.ts';

/** The files that let the app open the share links, at the site's root (docs/app-links.md). */
export const APP_LINK_FILES = {
  apple: '.well-known/apple-app-site-association',
  android: '.well-known/assetlinks.json',
} as const;

type AppLinkSettings = Pick<SiteSettings, 'iosAppIds' | 'androidPackage' | 'androidCertSha256'>;

/** The share routes' paths under the base path, e.g. /h5/joinRoom. */
export const sharePaths = (base: string): string[] =>
  (Object.keys(SHARE_PARAM) as ShareKind[]).map((kind) => `${base}${kind}`);

/**
 * The build's app-link files, each its path under dist/ and its JSON: none for settings that are unset,
 * so that neither server has them to serve (a 404).
 * - Apple's file: the iOS apps of IOS_APP_IDS open the share routes under the base path,
 *   with any query (Apple's `components`; no "?" key matches every query).
 * - Android's file: the package of ANDROID_PACKAGE, signed by any of ANDROID_CERT_SHA256, handles
 *   this site's links.
 */
export function appLinkFiles(settings: AppLinkSettings, base: string): { path: string; json: string }[] {
  const files: { path: string; json: string }[] = [];
  const appIDs = listOf(settings.iosAppIds);
  if (appIDs.length) {
    const components = sharePaths(base).map((path) => ({ '/': path }));
    files.push({
      path: APP_LINK_FILES.apple,
      json: JSON.stringify({ applinks: { details: [{ appIDs, components }] } }),
    });
  }
  if (settings.androidPackage) {
    const target = {
      namespace: 'android_app',
      package_name: settings.androidPackage,
      sha256_cert_fingerprints: listOf(settings.androidCertSha256),
    };
    files.push({
      path: APP_LINK_FILES.android,
      json: JSON.stringify([{ relation: ['delegate_permission/common.handle_all_urls'], target }]),
    });
  }
  return files;
}

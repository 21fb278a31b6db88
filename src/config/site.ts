import type { PageSettings } from './siteSettings';

declare const __SITE_SETTINGS__: PageSettings;

/** The validated build-time settings the pages read (see vite.config.ts and the README). */
export const site: PageSettings = __SITE_SETTINGS__;

export const ICP_URL = 'https://beian.miit.gov.cn/';

/** The public-security filing link takes the number's digits as its query code. */
export function psbUrl(psbNumber: string): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${psbNumber.replace(/\D/g, '')}`;
}

/**
 * Site settings: the build-time environment read into one typed object.
 * Pure, so vite.config.ts (Node) and the tests share it; the browser gets the
 * validated result through a `define`, never the raw environment.
 */
export interface SiteSettings {
  /** Custom scheme of the app, without "://"; the share pages open `<scheme>://open?...`. */
  readonly appScheme: string;
  /** The provider's download page: the only reachable download target. */
  readonly downloadUrl: string;
  /** Contact e-mail shown in footers and behind "Contact us". */
  readonly contactEmail: string;
  /** ICP filing number, e.g. 京ICP备00000000号-1; links to beian.miit.gov.cn. */
  readonly icpNumber: string;
  /** Public-security filing number; its digits form the beian.mps.gov.cn query. */
  readonly psbNumber: string;
  /** Mobile footer: user agreement page. */
  readonly agreementUrl: string;
  /** Mobile footer: privacy policy page. */
  readonly privacyUrl: string;
  /** The https origin the host app's ranking avatars come from (CSP img-src); empty: none allowed. */
  readonly avatarHost: string;
  /** The origins (space-separated) that may frame the game besides the site itself (CSP frame-ancestors); empty: only the site. */
  readonly hostOrigins: string;
  /** The iOS apps (`TEAMID.bundle.id`, space-separated) that /.well-known/apple-app-site-association lets open the share routes; empty: no file. */
  readonly iosAppIds: string;
  /** The Android app's package: the share pages' intent:// links name it, and /.well-known/assetlinks.json lets it open them; empty: neither. */
  readonly androidPackage: string;
  /** SHA-256 fingerprints (space-separated, `AB:CD:…`) of the Android app's signing certificates, for the Android app-link file. */
  readonly androidCertSha256: string;
  /** The https origin the big button sends iPhone Safari to, as a Universal Link; empty: the custom scheme. */
  readonly appLinkOrigin: string;
  /** The https origin this build is served from; needed with APP_LINK_ORIGIN, which must differ from it. */
  readonly siteOrigin: string;
}

/** Settings only the build reads (the app-link files, the origin check): the pages are built without them. */
const BUILD_ONLY = ['iosAppIds', 'androidCertSha256', 'siteOrigin'] as const;

/** The settings the pages read at run time. */
export type PageSettings = Omit<SiteSettings, (typeof BUILD_ONLY)[number]>;

/** The settings without those only the build reads: what vite.config.ts hands the pages. */
export function pageSettings(settings: SiteSettings): PageSettings {
  const out: Record<string, string> = { ...settings };
  for (const field of BUILD_ONLY) delete out[field];
  return out as unknown as PageSettings;
}

type Kind = 'scheme' | 'url' | 'email' | 'text' | 'origin' | 'origins' | 'appIds' | 'package' | 'fingerprints';

/** Each variable, its field, its kind and its harmless placeholder default. */
export const SITE_VARIABLES = [
  { name: 'APP_SCHEME', field: 'appScheme', kind: 'scheme', fallback: 'couplesapp' },
  { name: 'DOWNLOAD_URL', field: 'downloadUrl', kind: 'url', fallback: 'https://example.com/download' },
  { name: 'CONTACT_EMAIL', field: 'contactEmail', kind: 'email', fallback: 'contact@example.com' },
  { name: 'ICP_NUMBER', field: 'icpNumber', kind: 'text', fallback: '京ICP备00000000号-1' },
  { name: 'PSB_NUMBER', field: 'psbNumber', kind: 'text', fallback: '京公网安备00000000000000号' },
  { name: 'AGREEMENT_URL', field: 'agreementUrl', kind: 'url', fallback: 'https://example.com/agreement' },
  { name: 'PRIVACY_URL', field: 'privacyUrl', kind: 'url', fallback: 'https://example.com/privacy' },
  { name: 'AVATAR_HOST', field: 'avatarHost', kind: 'origin', fallback: '' },
  { name: 'HOST_ORIGINS', field: 'hostOrigins', kind: 'origins', fallback: '' },
  { name: 'IOS_APP_IDS', field: 'iosAppIds', kind: 'appIds', fallback: '' },
  { name: 'ANDROID_PACKAGE', field: 'androidPackage', kind: 'package', fallback: '' },
  { name: 'ANDROID_CERT_SHA256', field: 'androidCertSha256', kind: 'fingerprints', fallback: '' },
  { name: 'APP_LINK_ORIGIN', field: 'appLinkOrigin', kind: 'origin', fallback: '' },
  { name: 'SITE_ORIGIN', field: 'siteOrigin', kind: 'origin', fallback: '' },
] as const satisfies readonly { name: string; field: keyof SiteSettings; kind: Kind; fallback: string }[];

const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/;
/** Apple's app ID: a 10-character team ID, a dot, the bundle ID. */
const APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;
/** An Android application ID: two or more dot-separated names, each starting with a letter. */
const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** A SHA-256 fingerprint as keytool and Play Console print it: 32 hex bytes joined by colons. */
const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/i;
const ORIGIN_RULE = 'an https origin such as https://avatars.example.com (no path, no trailing slash)';

/** Whether a value is exactly an https origin: it goes into a CSP as it is, so nothing else may ride along. */
function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value;
  } catch {
    return false; // not a URL at all
  }
}

/** A space-separated setting as its list ("" is none). */
export const listOf = (value: string): string[] => value.split(/\s+/).filter(Boolean);

/** A space-separated list's problem: the first entry that is not one of `what`. */
function eachOf(value: string, ok: (entry: string) => boolean, what: string): string | null {
  const bad = listOf(value).find((entry) => !ok(entry));
  return bad === undefined ? null : `must list space-separated ${what}; ${JSON.stringify(bad)} is not`;
}

function problem(kind: Kind, value: string): string | null {
  switch (kind) {
    case 'scheme':
      return SCHEME.test(value) ? null : 'is not a URL scheme (letters, digits, + . -; no "://")';
    case 'url': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return 'is not an absolute URL';
      }
      return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http(s) URL';
    }
    case 'email':
      return EMAIL.test(value) ? null : 'is not an e-mail address';
    case 'text':
      return value.trim() ? null : 'is empty';
    case 'origin': // "" is none: every avatar shows the placeholder
      return value === '' || isHttpsOrigin(value) ? null : `must be ${ORIGIN_RULE}`;
    case 'origins':
      return eachOf(value, isHttpsOrigin, `origins, each ${ORIGIN_RULE}`);
    case 'appIds':
      return eachOf(value, (id) => APP_ID.test(id), 'app IDs, each TEAMID.bundle.id (e.g. ABCDE12345.com.example.app)');
    case 'package':
      return value === '' || PACKAGE.test(value) ? null : 'is not an Android package name (e.g. com.example.app)';
    case 'fingerprints':
      return eachOf(value, (f) => FINGERPRINT.test(f), 'SHA-256 fingerprints, each 32 hex bytes joined by colons');
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** Reads and validates; throws an Error naming the first bad variable. */
export function readSiteSettings(env: Readonly<Record<string, string | undefined>>): SiteSettings {
  const out: Record<string, string> = {};
  for (const v of SITE_VARIABLES) {
    const raw = env[v.name];
    const value = raw === undefined || raw === '' ? v.fallback : raw.trim();
    const why = problem(v.kind, value);
    if (why) throw new Error(`Site setting ${v.name}=${JSON.stringify(raw)} ${why}.`);
    out[v.field] = v.kind === 'fingerprints' ? value.toUpperCase() : value;
  }
  const settings = out as unknown as SiteSettings;
  const why = mismatch(settings);
  if (why) throw new Error(`Site settings: ${why}.`);
  return settings;
}

/** What settings that are each well formed may still get wrong together. */
function mismatch(s: SiteSettings): string | null {
  if ((s.androidPackage === '') !== (s.androidCertSha256 === ''))
    return 'ANDROID_PACKAGE and ANDROID_CERT_SHA256 go together (assetlinks.json needs both); set both or neither';
  if (s.appLinkOrigin && !s.siteOrigin)
    return 'APP_LINK_ORIGIN needs SITE_ORIGIN, the origin this build is served from, so the build can check they differ';
  // A Universal Link to the page's own origin stays in Safari: the button would only reload the page.
  if (s.appLinkOrigin && s.appLinkOrigin === s.siteOrigin)
    return `APP_LINK_ORIGIN must differ from SITE_ORIGIN (both ${s.appLinkOrigin}): a Universal Link to the page's own origin never leaves Safari`;
  return null;
}

/** The base path every route lives under, normalised to "/x/". */
export function readBasePath(raw: string | undefined): string {
  const value = raw && raw.trim() ? raw.trim() : '/h5/';
  if (!/^\/([\w.~-]+\/)*$/.test(value.endsWith('/') ? value : `${value}/`)) {
    throw new Error(`BASE_PATH=${JSON.stringify(raw)} must be a path like /h5/.`);
  }
  return value.endsWith('/') ? value : `${value}/`;
}

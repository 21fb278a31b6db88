// The site settings `npm test` builds with (scripts/test-all.mjs), so that the tests can check what they turn on.

/** A fingerprint of the shape keytool prints: 32 hex bytes. */
const TEST_FINGERPRINT = Array.from({ length: 32 }, (_, i) => (16 + i * 7).toString(16).toUpperCase()).join(':');

export const TEST_SETTINGS = {
  BASE_PATH: '/h5/',
  /** The ranking's avatars are checked against the CSP on both servers. */
  AVATAR_HOST: 'https://avatars.test',
  /** A second origin that may frame the game: a host page there is allowed, any other refused. */
  HOST_ORIGINS: 'https://host.test',
  /** The app links: both files are served, Android Chrome gets intent://, iPhone Safari a Universal Link. */
  IOS_APP_IDS: 'ABCDE12345.com.example.couples',
  ANDROID_PACKAGE: 'com.example.couples',
  ANDROID_CERT_SHA256: TEST_FINGERPRINT,
  APP_LINK_ORIGIN: 'https://go.couples.test',
  SITE_ORIGIN: 'https://www.couples.test',
};

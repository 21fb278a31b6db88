export declare const TEST_SETTINGS: {
  BASE_PATH: string;
  AVATAR_HOST: string;
  HOST_ORIGINS: string;
  IOS_APP_IDS: string;
  ANDROID_PACKAGE: string;
  ANDROID_CERT_SHA256: string;
  APP_LINK_ORIGIN: string;
  SITE_ORIGIN: string;
};

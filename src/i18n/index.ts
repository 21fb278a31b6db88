import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, HTML_LANG, type Lang } from './detect';
import { en } from './en';
import { zh } from './zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** Initialises i18next synchronously in one language (resources are bundled). No DOM: the prerender uses it too. */
export function initI18n(lng: Lang): void {
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, zh: { translation: zh } },
    interpolation: { escapeValue: false }, // React escapes; we never inject HTML
    initAsync: false,
  });
  if (i18next.language !== lng) void i18next.changeLanguage(lng); // already initialised: switch
}

/** Detects the visitor's language, initialises i18next in it and sets <html lang>. */
export function setupI18n(nav: Pick<Navigator, 'languages' | 'language'> = navigator): Lang {
  const lng = detectLanguage(nav.languages, nav.language);
  initI18n(lng);
  document.documentElement.lang = HTML_LANG[lng];
  return lng;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, HTML_LANG, type Lang } from './detect';
import { en } from './en';
import type { gameTexts } from './gameTexts';
import type { landingTexts } from './landingTexts';
import type { shareQrTexts } from './shareQrTexts';
import type { shareTexts } from './shareTexts';
import type { watchTexts } from './watchTexts';
import type { duelTexts } from './duelTexts';
import { zh } from './zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    // A page's own texts are typed here, and added by that page (addTexts).
    resources: {
      translation: typeof en &
        typeof shareTexts.en &
        typeof shareQrTexts.en &
        typeof landingTexts.en &
        typeof gameTexts.en &
        typeof watchTexts.en &
        typeof duelTexts.en;
    };
  }
}

/** Initialises i18next synchronously in one language (resources are bundled). No DOM: the prerender uses it too. */
export function initI18n(lng: Lang): void {
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: { ...en, ...added('en') } }, zh: { translation: { ...zh, ...added('zh') } } },
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

type Texts = Readonly<Record<Lang, object>>;
const pageTexts: Texts[] = [];
/** Every text a page has added, in `lng`. */
const added = (lng: Lang): object => Object.assign({}, ...pageTexts.map((t) => t[lng]));

/**
 * Adds a page's own texts (shareTexts.ts, landingTexts.ts, gameTexts.ts) in every language: to the next initialisation, and to
 * the live one if there is one, so the order of the two does not matter. Adding the same texts again does nothing.
 */
export function addTexts(texts: Texts): void {
  if (pageTexts.includes(texts)) return;
  pageTexts.push(texts);
  if (!i18next.isInitialized) return;
  for (const lng of Object.keys(texts) as Lang[]) i18next.addResourceBundle(lng, 'translation', texts[lng], true, true);
}

export type Lang = 'zh' | 'en';

/** Chinese when any preferred language contains "zh" (any case); English otherwise. */
export function detectLanguage(languages: readonly string[] | undefined, language?: string): Lang {
  const all = [...(languages ?? []), ...(language ? [language] : [])];
  return all.some((l) => l.toLowerCase().includes('zh')) ? 'zh' : 'en';
}

/** The value `<html lang>` takes for each language. */
export const HTML_LANG: Readonly<Record<Lang, string>> = { zh: 'zh-CN', en: 'en' };

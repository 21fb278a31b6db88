import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/i18n/detect';
import { en as coreEn } from '../../src/i18n/en';
import { landingTexts } from '../../src/i18n/landingTexts';
import { shareTexts } from '../../src/i18n/shareTexts';
import { zh as coreZh } from '../../src/i18n/zh';

/** Every text: the shared ones and each page's own. */
const en = { ...coreEn, ...shareTexts.en, ...landingTexts.en };
const zh = { ...coreZh, ...shareTexts.zh, ...landingTexts.zh };

describe('detectLanguage', () => {
  it.each([
    [['zh-CN'], 'zh'],
    [['zh-TW'], 'zh'],
    [['ZH-hk'], 'zh'],
    [['en-US'], 'en'],
    [['fr'], 'en'],
    [[], 'en'],
    [['en-US', 'zh-CN'], 'zh'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(detectLanguage(languages)).toBe(expected);
  });

  it('falls back to navigator.language when the list is missing', () => {
    expect(detectLanguage(undefined, 'zh')).toBe('zh');
    expect(detectLanguage(undefined, undefined)).toBe('en');
  });
});

describe('resources', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
    );

  it('Chinese has exactly the English keys, none empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const k of keys(zh)) expect(k.split('.').reduce<unknown>((o, p) => (o as never)[p], zh)).not.toBe('');
  });

  it('keeps the fixed texts hosts and visitors know', () => {
    expect([en.share.prompt, en.share.openInBrowser, en.share.confirm, en.share.copySuccess]).toEqual([
      'Prompt',
      'Please open this page in the default browser',
      'Confirm',
      'Copy Successful',
    ]);
    expect([zh.share.prompt, zh.share.openInBrowser, zh.share.confirm, zh.share.copySuccess]).toEqual([
      '提示',
      '请用默认浏览器打开该网页',
      '确定',
      '复制成功',
    ]);
  });
});

import { useTranslation } from 'react-i18next';

/**
 * The landing pages' own texts, kept out of the shared dictionaries (src/i18n) so that the game's first
 * load, which carries those, does not carry these (its size budget).
 */
export const LANDING_TEXT = {
  en: {
    scan: 'Scan to download',
    scanHint: 'Point your phone’s camera at the code to get the app.',
    qr: 'QR code of the download link',
    featuresTitle: 'What you do together',
    petTitle: 'A pet for two',
    petText: 'Feed it, play with it and watch it grow, together.',
    chessTitle: 'Flight chess in a room',
    chessText: 'Open a room, send your partner its number, and play.',
    fruitTitle: 'Big Watermelon',
    fruitText: 'Drop fruit, merge it up to a watermelon, and compare today’s scores.',
  },
  zh: {
    scan: '扫码下载',
    scanHint: '用手机相机扫一扫，下载App。',
    qr: '下载链接二维码',
    featuresTitle: '你们可以一起',
    petTitle: '一起养一只宠物',
    petText: '一起喂养、陪它玩、看它长大。',
    chessTitle: '房间里玩飞行棋',
    chessText: '开一个房间，把房间号发给TA，一起下棋。',
    fruitTitle: '合成大西瓜',
    fruitText: '丢水果、合成大西瓜，看看今天谁的分高。',
  },
} as const satisfies Record<'en' | 'zh', Record<string, string>>;

export type LandingText = Record<keyof (typeof LANDING_TEXT)['en'], string>;

/** The landing texts in the page's language (follows a language change like the rest). */
export function useLandingText(): LandingText {
  const { i18n } = useTranslation();
  return LANDING_TEXT[i18n.language === 'zh' ? 'zh' : 'en'];
}

// The texts of the two landing pages, in every language: only those pages import them (and add them with
// addTexts), so a page that does not show them, the game, does not carry them. Data alone: no imports.
import type { Widen } from './en';

const en = {
  landing: {
    title: 'Raise a pet together, sweetly',
    tagline: 'A little world for two: feed, play and grow with your partner.',
    download: 'Download the app',
    contactUs: 'Contact us',
    redeem: 'Redeem membership',
    logo: 'Sweet Pet logo',
    icp: 'ICP filing: {{number}}',
    psb: 'Public security filing: {{number}}',
    agreement: 'User agreement',
    privacy: 'Privacy policy',
    email: 'Contact: {{email}}',
  },
} as const;

const zh: Widen<typeof en> = {
  landing: {
    title: '和TA一起，甜蜜养宠',
    tagline: '两个人的小世界：一起喂养、玩耍、成长。',
    download: '下载App',
    contactUs: '联系我们',
    redeem: '会员兑换',
    logo: '甜蜜萌宠标志',
    icp: 'ICP备案：{{number}}',
    psb: '公安备案：{{number}}',
    agreement: '用户协议',
    privacy: '隐私政策',
    email: '联系邮箱：{{email}}',
  },
};

export const landingTexts = { en, zh };

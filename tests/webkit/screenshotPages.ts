/** The pages both engines save as screenshots, at one size each: what a person compares. */
export const SCREENSHOT_PAGES = [
  { name: 'mobile-landing', path: encodeURIComponent('移动官网首页'), width: 390, height: 700, ready: 'main' },
  { name: 'share', path: 'joinRoom?roomNo=654321', width: 390, height: 700, ready: '[data-testid=code]' },
  { name: 'game', path: 'BigWatermelon?seed=7', width: 390, height: 700, ready: '[data-testid=board] canvas' },
  { name: 'desktop-landing', path: '', width: 1280, height: 800, ready: 'main' },
] as const;

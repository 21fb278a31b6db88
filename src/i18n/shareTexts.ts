// The texts of the share pages (share, joinRoom, joinRoomTemplate), in every language: only those pages
// import them (and add them with addTexts), so a page that does not show them, the game, does not carry
// them. Data alone: no imports.
import type { Widen } from './en';

const en = {
  share: {
    title: 'Join me in Sweet Pet',
    description: 'Open the app with this {{what}}, or download it first.',
    yourCode: 'Your {{what}}',
    emptyCode: 'No code in this link',
    step1: 'Open the app and enter the {{what}}',
    step2: 'Not redirected? Open this page in the default browser to be taken to the app',
    step3: 'Download the app if it is not installed',
    copy: 'Copy',
    download: 'Download',
    /** A no-break space before "app": it never stands alone on a line, where lines are not balanced. */
    openApp: 'Copy the {{what}} and open the\u00a0app',
    copySuccess: 'Copy Successful',
    copyFailed: 'Could not copy. The code is selected: copy it by hand.',
    prompt: 'Prompt',
    openInBrowser: 'Please open this page in the default browser',
    confirm: 'Confirm',
    /** No-break spaces keep "···" with its words: no line of the hint is the menu's dots alone. */
    menuHint: 'Tap\u00a0···\u00a0at the top right, then choose “Open in browser”',
  },
} as const;

const zh: Widen<typeof en> = {
  share: {
    title: '来甜蜜萌宠找我',
    description: '用这个{{what}}打开App，或先下载App。',
    yourCode: '你的{{what}}',
    emptyCode: '链接中没有码',
    step1: '打开App，输入{{what}}',
    step2: '没有跳转？请用默认浏览器打开本页面，即可跳转到App',
    step3: '如未安装App，请先下载',
    copy: '复制',
    download: '下载',
    openApp: '复制{{what}}并打开App',
    copySuccess: '复制成功',
    copyFailed: '复制失败，已选中，请手动复制',
    prompt: '提示',
    openInBrowser: '请用默认浏览器打开该网页',
    confirm: '确定',
    menuHint: '点击右上角\u00a0···\u00a0，选择“在浏览器打开”',
  },
};

export const shareTexts = { en, zh };

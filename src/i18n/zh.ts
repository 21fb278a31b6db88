import type { Resources } from './en';

export const zh: Resources = {
  site: {
    name: '甜蜜萌宠',
    description: '情侣App：一起养宠物，一起玩。',
  },
  code: {
    share: '匹配码',
    joinRoom: '房间号',
    joinRoomTemplate: '模板码',
  },
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
    menuHint: '点击右上角 ··· ，选择“在浏览器打开”',
  },
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
  notFound: {
    title: '页面不存在',
    body: '你访问的页面不存在。',
    home: '返回首页',
  },
  game: {
    title: '合成大西瓜',
  },
};

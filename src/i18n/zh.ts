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
  error: {
    message: '出错了，请检查网络后重新加载页面。',
    chunk: '页面未能完整加载，请检查网络后重新加载。',
    reload: '重新加载',
  },
  notFound: {
    title: '页面不存在',
    body: '你访问的页面不存在。',
    home: '返回首页',
  },
};

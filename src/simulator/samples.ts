/** Sample host payloads for the simulator's buttons. */
const user = (name: string, hue: number) => ({
  avatar: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="hsl(${hue},70%,60%)"/></svg>`)}`,
  name,
});

export const RANKINGS = {
  today: {
    user: { rank: 2, users: [user('小明同学你好', 10), user('Alexandra', 200)], scoreNum: 188, type: 2 },
    ranks: [
      { users: [user('😀😀😀😀😀', 40), user('👨‍👩‍👧‍👦abcd', 80)], scoreNum: 320 },
      { users: [user('小明同学你好', 10), user('Alexandra', 200)], scoreNum: 188 },
      { users: [user('李小龙好棒', 120), user('Bo', 300)], scoreNum: 96 },
    ],
  },
  total: {
    user: { rank: '未上榜', users: [user('Solo', 30), user('', 60)], scoreNum: 12, type: 1 },
    ranks: [{ users: [user('Long name for a couple', 250), user('Chris', 330)], scoreNum: 4096 }],
  },
  empty: { user: { rank: '未上榜', users: [user('Solo', 30), user('?', 60)], scoreNum: 0, type: 1 }, ranks: [] },
} as const;

export const INIT_DATA = { type: 1, statusBarHeight: 44, statuswidth: 375, statusHeight: 812 };

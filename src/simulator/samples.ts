/** Sample host payloads for the simulator's buttons. */
const user = (name: string, hue: number) => ({
  avatar: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="hsl(${hue},70%,60%)"/></svg>`)}`,
  name,
});

/** A reported game (seed 777, 2:47, score 1550, 9 bombs, 7 wildcards, 2 revives): the top row's, to watch. */
export const SAMPLE_REPLAY =
  '4.777.10046.AEYwKLUyD4FDAoJIngKRfoLEZ4JZ_4LLioLiK6HwCJZoIqgoKGKgJeL4JemgIXcoLmbwIWNwJYya4JDA4IKVwKFAwJUwyIIDAwIB4wJYogIQE4KLijD4FlfwJaJgJGO4KXcoJbQ4KWQoIDwgKtAoJtAwKKVwIrwwJPGgJp5oLmNgKa5oJEY4KMqwILioHPYgIFA4KJnoHc1oKWSgJMu4IrwwIdNgKmrgKEY4GougIchwKhm4Ji3oJMuwHYrwJFAgIpOwHrIwHXcoHaJgIbQgHcX4HiKoJYtgJlv4Hg-wIZ14GHU4Gm74Ikj4HYowGPGgJJngHrIjGoBG1wFmrgGJJoGQEoIB4wIrw4Ga5wFlvoGB44IEY4HTwwEXcgGihgHFAgGp5wGtAwHorwFemwFk-4EP1gHWL4FlvgHlRgGe1gIe14FtA4HT_wHdNoHp4oGHRKwGIHwHINoJkHgEOAwHSr4IPGwIGOoFcXzCoDkOwEQt4GP1oHTZ4GMu4GFkwFQt4FJJwGPY4GG8gGDOjCwGhqoIDIqC4DhqwHtA4HXcgHtAzGYd14Fn84HYmgIgVwHDOwGjkwJFrgIg44HRrgIoroIdygIbIoHLUgHJn4GMq4INEgHih4Hk-4IaJwGeLiFoBG1gJgDgIQtoIQtoHRf4JbQjIgBDAgHZ6gGWL4Iih4GU64HOOoHorwFU_oHlaoJqfoIrwoHMq4HLUoIFAoIgD4GShwGqf4HpOgGXcoEJnwEdm4Fih4GRroGXcwDg-wGPX4Gla4EgqwFhSgIOOoFpOoGo9oHXc4BfyoEorwFbB4FZ1wCn84EQE4FJn4ErqgDi3oCgDoES14BmroDS1gFrw4BbB4Ck-qBBgCLJgFDArD4DgYgIVJwHrwgIB44IpOgJEl4GRr4GXcgHWQoIJ-4IEYoINS4HLiwHPX4Imr4IS1oGLJgGGxoHgV4FN6oFWNwHaJoJchoIhmoItAoILioGH9wHPGiGIFk4EGO4GEYgIMqwJqUwHIdwGPX4JTwoHaJ4HId4GqfgGB4oHa54EPYgEDIwJF7oJncgHjXoFJ-4Ggq4FdNoHJJ4HDwgHJ64FOOwDWQoFcNoFDI4HgDwEFroEbQgGmbgCSrwFdN4CYt4EMugDtAwGpOwFIr4DNE4En84GJ-wGKxwDnnoGGx4FYywHaJoFhSgGWGgHqggDbIgDSDgFQEoDMu4BDIoDShwEbI4BG8oEkHwEJ64CP1wGWNgEJegDGOwEh0wCDwwHHRoGMu4DEYwEQTwDYowDhmwFkJwEk-4Crw4Enn4DpO5BoDQigGrIoFTowGDOwIfygHFAgFXcgGOOgEXcoFB4wHINwGEl4GLiwFp54ElvgERrgFfioGWN4HchwGZ6wHbQ4GB4wHh04DWL4FNSwFFAgGSX4FXcwEL7gCXcoDQEgEVJ4BQEwFbQgFWNwEL7wFgVgHWLwDB4wFEYgFgDwEMuoFQigESXgDB4wGZ_gEiK4Ei-oERGgFfE4EB4gGVEgEYt4BhSoDSXoCDOoDFA4CjwoDtA4DNEgFqUwDbI';
export const SAMPLE_SCORE = 1550;

export const RANKINGS = {
  today: {
    user: { rank: 2, users: [user('小明同学你好', 10), user('Alexandra', 200)], scoreNum: 188, type: 2 },
    ranks: [
      { users: [user('😀😀😀😀😀', 40), user('👨‍👩‍👧‍👦abcd', 80)], scoreNum: SAMPLE_SCORE, replay: SAMPLE_REPLAY },
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

/** Sample host payloads for the simulator's buttons. */
const user = (name: string, hue: number) => ({
  avatar: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="hsl(${hue},70%,60%)"/></svg>`)}`,
  name,
});

/** A reported game (seed 31337, 1:30, left at score 857: ten specials dropped, a revive): the top row's, to watch. */
export const SAMPLE_REPLAY =
  '4.31337.5400.AEYgLMB4JTwoLdNoLO1gKk74KKwwJJJwKmbwKrw4KnlgIgqgIXcqHoDbR4JpOoLnl4IWNgIcXwJEYoHOOgJgqgIa5iB4GWK4HLUgKMXgIJJwJOOwJcXoKS1oIbBoGWSoIbQgISXoIPYgJWNoJtAwHRG6C4EDA4Fmb4JfyoIINoHU6wJNSoIrwoJnn4Iqf4HiOwHJnwJnn4Jk7oJT_gIih4IJ-gJIdgJNE4GhSwJih4Jdy4HWLgImN4GRGwHSXoHjXwGfg4GfywHm74HU_gGRS4Iqf4Hk-wJp4wIdNwGXc4Gc1oHdywINm4IN6gGhmoIXcgIB4oJXcwFNECgGFkwGFA4GdmwHqUwHqf4GZ6gHYowEN6gHrIwHWQjE4BIHoFTo4GB44Ha5oGSDoGQEwITwyC4FDAgHVJwFJ6gHLJgGDwwHT_wFKx4EE_oHJ6wFkj7CoCRDwHMugFVEoEYy4HjXgHHUwEZwwEPY4FWSoDtA4GemgDqg4EJn4HHUoIFAgGNmoIHUgGqUgHIdwERGoEtAoHU64En84EWNgEeXoEQioDfy4GrIwFbIoEgDgCpUgFa56BgDES4CJJoGB44GSX4HP1oFFkoFgqoFXcoErwwIZwwELiwDp5wGmRwHrwoGdZoEmr4EOOgFlagDiKoCL7gDT_oEEl4IFkoFInwGL74DFA4DeLoEgVwEeL4GmR4HqfwFeXwEn84EqgwCrwoEqU4FbB4ET34DihgEtAgFFA4Erw4BNEoCN64BS1jCBAk7wHNOgGRrwEKVwEZwoEPGgDRrgEFAoDOO4Bp54EYogFRfoEiK4BHUrD4BWKwGg-4BL7wEUwgHSD4DNmwDIr';
export const SAMPLE_SCORE = 857;
/** The same game with a character of its moves damaged in transit: not a replay at all (the viewer says so). */
export const DAMAGED_REPLAY = `${SAMPLE_REPLAY.slice(0, 60)}*${SAMPLE_REPLAY.slice(61)}`;

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

/** The two players of the simulator's two phones: phone A's first, phone B's second. */
export const DUEL_USERS = [user('Ann 小明', 340), user('Bartholomew', 190)] as const;

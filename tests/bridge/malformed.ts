import { parseInitData, parsePropsData, parseRankingData, parseReplayData } from '../../src/bridge/validate';

/** An array of `length` with holes except at the given indexes, as `[a, , b]` would make. */
export const sparse = (length: number, at: Record<number, unknown> = {}) =>
  Object.assign(new Array<unknown>(length), at);

export const user = (name = 'Ann') => ({ avatar: 'https://example.com/a.png', name });
export const props = (bomb = 0, wild = 1, nextType: unknown = null) => ({
  propertyList: [
    { prop: 1, quantity: bomb, status: 1 },
    { prop: 2, quantity: wild, status: 1 },
  ],
  nextType,
});
export const ranking = (ranks: unknown[] = [{ users: [user(), user('Bo')], scoreNum: 10 }]) => ({
  user: { rank: 3, users: [user(), user('Bo')], scoreNum: 10, type: 2 },
  ranks,
});

/** At least 20 payloads the host must never get away with, and the field each error names. */
export const MALFORMED: [string, (raw: unknown) => { ok: boolean }, unknown, RegExp][] = [
  ['initData: null', parseInitData, null, /payload must be an object/],
  ['initData: not JSON', parseInitData, '{type: 1', /not JSON/],
  ['initData: array', parseInitData, [1, 2], /payload must be an object/],
  ['initData: missing statusHeight', parseInitData, { type: 1, statusBarHeight: 0, statuswidth: 1 }, /statusHeight/],
  [
    'initData: string height',
    parseInitData,
    { type: 1, statusBarHeight: '20', statuswidth: 1, statusHeight: 1 },
    /statusBarHeight/,
  ],
  [
    'initData: NaN',
    parseInitData,
    { type: 1, statusBarHeight: NaN, statuswidth: 1, statusHeight: 1 },
    /statusBarHeight/,
  ],
  [
    'initData: fields inherited from a prototype',
    parseInitData,
    Object.create({ type: 1, statusBarHeight: 1, statuswidth: 1, statusHeight: 1 }),
    /payload\.type is inherited/,
  ],
  ['initData: own __proto__ key (JSON)', parseInitData, '{"__proto__": {"type": 1}, "type": 1}', /payload\.__proto__/],
  [
    'initData: negative',
    parseInitData,
    { type: 1, statusBarHeight: 1, statuswidth: 1, statusHeight: -5 },
    /statusHeight/,
  ],
  [
    'initData: statusHeight beyond any screen',
    parseInitData,
    { type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 1e9 },
    /statusHeight must be at most 10000/,
  ],
  [
    'initData: statusBarHeight infinite',
    parseInitData,
    { type: 1, statusBarHeight: Infinity, statuswidth: 375, statusHeight: 800 },
    /statusBarHeight must be a finite number/,
  ],
  ['propsData: null', parsePropsData, null, /^propsData: payload must be an object$/],
  ['propsData: negative quantity', parsePropsData, props(-1), /propertyList\[0\]\.quantity/],
  ['propsData: fractional quantity', parsePropsData, props(1, 1.5), /propertyList\[1\]\.quantity/],
  ['propsData: NaN quantity', parsePropsData, props(NaN), /propertyList\[0\]\.quantity/],
  ['propsData: nextType 7', parsePropsData, props(0, 1, 7), /nextType/],
  ['propsData: nextType object', parsePropsData, props(0, 1, { type: 'bomb' }), /nextType/],
  [
    'propsData: one prop',
    parsePropsData,
    { propertyList: [{ prop: 1, quantity: 0, status: 1 }], nextType: null },
    /propertyList/,
  ],
  [
    'propsData: wrong order',
    parsePropsData,
    { ...props(), propertyList: [...props().propertyList].reverse() },
    /^propsData: propertyList\[0\]\.prop must be 1 \(bomb first, then wildcard\)$/,
  ],
  ['propsData: missing list', parsePropsData, { nextType: 'bomb' }, /propertyList/],
  ['propsData: nextType constructor', parsePropsData, props(0, 1, 'constructor'), /nextType/],
  ['propsData: nextType __proto__', parsePropsData, props(0, 1, '__proto__'), /nextType/],
  ['propsData: nextType valueOf', parsePropsData, props(0, 1, 'valueOf'), /nextType/],
  ['propsData: nextType "1" (a string)', parsePropsData, props(0, 1, '1'), /nextType/],
  [
    'propsData: holes in the list',
    parsePropsData,
    { propertyList: sparse(2), nextType: null },
    /propertyList\[0\] is a hole/,
  ],
  ['propsData: constructor key', parsePropsData, { ...props(), constructor: 1 }, /payload\.constructor/],
  ['rankingData: null', parseRankingData, null, /^rankingData: payload must be an object$/],
  [
    'rankingData: holes in users',
    parseRankingData,
    { ...ranking(), user: { ...ranking().user, users: sparse(2) } },
    /user\.users\[0\] is a hole/,
  ],
  [
    'rankingData: a hole in ranks',
    parseRankingData,
    ranking(sparse(3, { 0: ranking().ranks[0], 2: ranking().ranks[0] })),
    /ranks\[1\] is a hole/,
  ],
  [
    'rankingData: 1,000-char name',
    parseRankingData,
    ranking([{ users: [user('x'.repeat(1000)), user()], scoreNum: 1 }]),
    /ranks\[0\]\.users\[0\]\.name/,
  ],
  ['rankingData: type 3', parseRankingData, { ...ranking(), user: { ...ranking().user, type: 3 } }, /user\.type/],
  [
    'rankingData: one user',
    parseRankingData,
    { ...ranking(), user: { ...ranking().user, users: [user()] } },
    /user\.users/,
  ],
  [
    'rankingData: score string',
    parseRankingData,
    ranking([{ users: [user(), user()], scoreNum: '9' }]),
    /ranks\[0\]\.scoreNum/,
  ],
  [
    'rankingData: avatar number',
    parseRankingData,
    ranking([{ users: [{ avatar: 1, name: 'a' }, user()], scoreNum: 1 }]),
    /avatar/,
  ],
  ['rankingData: ranks not array', parseRankingData, { ...ranking(), ranks: {} }, /ranks must be an array/],
  ['replayData: null', parseReplayData, null, /^replayData: payload must be an object$/],
  ['replayData: no replay', parseReplayData, { scoreNum: 3 }, /^replayData: replay must be a string$/],
  ['replayData: replay a number', parseReplayData, { replay: 42 }, /^replayData: replay must be a string$/],
  ['replayData: one user', parseReplayData, { replay: '4.1.60.', users: [user()] }, /^replayData: users must have 2/],
  ['replayData: scoreNum text', parseReplayData, { replay: '4.1.60.', scoreNum: '9' }, /^replayData: scoreNum must/],
  [
    'replayData: a replay longer than any page writes',
    parseReplayData,
    { replay: 'x'.repeat(1_000_001) },
    /^replayData: replay must be at most 1000000 characters$/,
  ],
];

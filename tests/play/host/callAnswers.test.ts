// The host's calls: validated into typed calls, then answered as the changes they make, in order.
import { describe, expect, it } from 'vitest';
import { hostAnswer, typedHostCall, type HostBooks } from '../../../src/play/host/callAnswers';

const PROPS = (nextType: 'bomb' | 'wildcard' | null) => ({
  propertyList: [
    { prop: 1, quantity: 2, status: 1 },
    { prop: 2, quantity: 0, status: 1 },
  ],
  nextType,
});

/** The books as data: nothing on them unless a test says so. */
const books = (over: Partial<HostBooks> = {}): HostBooks => ({
  props: { asked: [], last: {} },
  rankingWaiting: 0,
  revivePending: false,
  ...over,
});

const answer = (payload: { name: string; payload?: unknown }, b = books()) => {
  const typed = typedHostCall(payload as Parameters<typeof typedHostCall>[0]);
  if (!typed.ok) return typed.error;
  return hostAnswer(typed.value, b);
};

describe('typedHostCall', () => {
  it('refuses a payload that does not fit, naming the field; takes an object or its JSON', () => {
    expect(answer({ name: 'propsData', payload: { ...PROPS(null), nextType: 'sword' } })).toMatch(/nextType/);
    expect(answer({ name: 'initData', payload: '{"type":1}' })).toMatch(/statusBarHeight/);
  });
});

describe('hostAnswer', () => {
  it('initData: the content height, then the seed when it carries one', () => {
    const init = { type: 1, statusBarHeight: 20, statuswidth: 390, statusHeight: 600 };
    expect(answer({ name: 'initData', payload: init })).toEqual([{ type: 'contentHeight', px: 510 }]);
    expect(answer({ name: 'initData', payload: { ...init, gameSeed: 7 } })).toEqual([
      { type: 'contentHeight', px: 510 },
      { type: 'gameSeed', seed: 7 },
    ]);
  });

  const ask = (id: number, kind: 'bomb' | 'wildcard', use: boolean) => ({ id, kind, use });
  const json = (t: 'bomb' | 'wildcard') => JSON.stringify(PROPS(t));
  const list = (t: 'bomb' | 'wildcard' | null) => ({ type: 'props', list: PROPS(t).propertyList });

  it('propsData: the list first; a nextType asked for settles its request, then grants one special', () => {
    const b = books({ props: { asked: [ask(1, 'wildcard', true), ask(2, 'bomb', true)], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS('bomb') }, b)).toEqual([
      list('bomb'),
      { type: 'propAnswered', id: 2, answer: { kind: 'bomb', json: json('bomb') } },
      { type: 'special', kind: 'bomb' },
    ]);
    // Pure: the books are read, never changed, and the same call answers the same again.
    expect(b).toEqual(books({ props: { asked: [ask(1, 'wildcard', true), ask(2, 'bomb', true)], last: {} } }));
    expect(answer({ name: 'propsData', payload: PROPS('bomb') }, b)).toEqual(
      answer({ name: 'propsData', payload: PROPS('bomb') }, b),
    );
  });

  it('propsData: an answer to 8 or 9 with no nextType settles that request, so the 6 after it is the one the bomb answers', () => {
    // 8 (none left) → a grant with no nextType → 6 → the bomb.
    const after8 = books({ props: { asked: [ask(1, 'bomb', false)], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS(null) }, after8)).toEqual([
      list(null),
      { type: 'propAnswered', id: 1, answer: null },
    ]);
    const after6 = books({ props: { asked: [ask(2, 'bomb', true)], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS('bomb') }, after6)).toEqual([
      list('bomb'),
      { type: 'propAnswered', id: 2, answer: { kind: 'bomb', json: json('bomb') } },
      { type: 'special', kind: 'bomb' },
    ]);
    // A stale 8 still on the books (a host that never answered it) does not take the 6's answer.
    const both = books({ props: { asked: [ask(1, 'bomb', false), ask(2, 'bomb', true)], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS('bomb') }, both)).toContainEqual({
      type: 'propAnswered',
      id: 2,
      answer: { kind: 'bomb', json: json('bomb') },
    });
  });

  it('propsData: 8 and 9 interleaved are settled in the order asked, or by the kind an answer names', () => {
    const b = books({ props: { asked: [ask(1, 'bomb', false), ask(2, 'wildcard', false)], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS(null) }, b)).toContainEqual({
      type: 'propAnswered',
      id: 1,
      answer: null,
    });
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, b)).toContainEqual({
      type: 'propAnswered',
      id: 2,
      answer: { kind: 'wildcard', json: json('wildcard') },
    });
  });

  it('propsData: with only a 6 on the books, an answer with no nextType settles nothing: it waits for its own', () => {
    const b = books({ props: { asked: [ask(3, 'bomb', true)], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS(null) }, b)).toEqual([list(null)]);
  });

  it('propsData: a grant nobody asked for is applied once, with a warning; the same answer again queues nothing', () => {
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') })).toEqual([
      list('wildcard'),
      { type: 'propAnswered', id: null, answer: { kind: 'wildcard', json: json('wildcard') } },
      { type: 'warn', message: "propsData: nextType 'wildcard' came with no request waiting; applied once" },
      { type: 'special', kind: 'wildcard' },
    ]);
    const answered = books({ props: { asked: [], last: { wildcard: json('wildcard') } } });
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, answered)).toEqual([
      list('wildcard'),
      {
        type: 'warn',
        message: "propsData: nextType 'wildcard' repeats the answer already applied; nothing more queued",
      },
    ]);
    // Asked again, the same answer is a grant again.
    const askedAgain = books({ props: { asked: [ask(4, 'wildcard', true)], last: { wildcard: json('wildcard') } } });
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, askedAgain)).toEqual([
      list('wildcard'),
      { type: 'propAnswered', id: 4, answer: { kind: 'wildcard', json: json('wildcard') } },
      { type: 'special', kind: 'wildcard' },
    ]);
    expect(answer({ name: 'propsData', payload: PROPS(null) }, answered)).toEqual([list(null)]);
  });

  it('videoFinished revives only with a revive pending; { completed: false } is a video closed early', () => {
    const pending = books({ revivePending: true });
    expect(answer({ name: 'videoFinished' }, pending)).toEqual([{ type: 'revive' }]);
    expect(answer({ name: 'videoFinished', payload: { completed: true } }, pending)).toEqual([{ type: 'revive' }]);
    expect(answer({ name: 'videoFinished', payload: '{"completed":false}' }, pending)).toEqual([
      { type: 'videoClosed' },
    ]);
    expect(answer({ name: 'videoFinished', payload: { completed: false, adId: 9 } }, pending)).toEqual([
      { type: 'videoClosed' },
    ]);
    expect(answer({ name: 'videoFinished', payload: { completed: 'no' } }, pending)).toBe(
      'videoFinished: completed must be true or false',
    );
    expect(answer({ name: 'videoFinished' }, books())).toEqual([
      { type: 'error', message: 'videoFinished: no revive is pending' },
    ]);
  });

  it('replayData opens the viewer on its game, whatever the books hold', () => {
    const game = { replay: '4.7.60.AAAB', scoreNum: 3 };
    expect(answer({ name: 'replayData', payload: game })).toEqual([{ type: 'watch', ask: game }]);
    expect(answer({ name: 'replayData', payload: { replay: 7 } })).toBe('replayData: replay must be a string');
  });

  it('rankingData answers (and settles) the oldest request; with none waiting it is a warning; both name the couple', () => {
    const users = [
      { avatar: '', name: 'a' },
      { avatar: '', name: 'b' },
    ];
    const data = { user: { rank: 1, users, scoreNum: 3, type: 1 }, ranks: [] };
    const couple = { type: 'couple', from: 'ranking', users };
    expect(answer({ name: 'rankingData', payload: data })).toEqual([
      couple,
      { type: 'warn', message: 'rankingData: no ranking request is waiting; its list is not shown' },
    ]);
    expect(answer({ name: 'rankingData', payload: data }, books({ rankingWaiting: 2 }))).toEqual([
      couple,
      { type: 'ranking', data },
    ]);
  });

  it("initData's users name the couple, before its seed; a users list of the wrong shape refuses the call", () => {
    const users = [
      { avatar: 'https://a.test/1.png', name: '小明同学你好' },
      { avatar: '', name: 'Bo' },
    ];
    const init = { type: 1, statusBarHeight: 0, statuswidth: 375, statusHeight: 700 };
    expect(answer({ name: 'initData', payload: { ...init, users, gameSeed: 5 } })).toEqual([
      { type: 'contentHeight', px: 590 },
      { type: 'couple', from: 'init', users },
      { type: 'gameSeed', seed: 5 },
    ]);
    expect(answer({ name: 'initData', payload: { ...init, users: [users[0]] } })).toBe(
      'initData: users must have 2 entries',
    );
    expect(answer({ name: 'initData', payload: { ...init, users: [users[0], { name: 7, avatar: '' }] } })).toBe(
      'initData: users[1].name must be a string',
    );
  });
});

// The host's calls: validated into typed calls, then answered as the changes they make, in order.
import { describe, expect, it } from 'vitest';
import { hostAnswer, typedHostCall, type HostBooks } from '../../../src/play/core/hostAnswers';

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

  it('propsData: the list first; a nextType asked for settles its request, then grants one special', () => {
    const b = books({ props: { asked: ['wildcard', 'bomb'], last: {} } });
    expect(answer({ name: 'propsData', payload: PROPS('bomb') }, b)).toEqual([
      { type: 'props', list: PROPS('bomb').propertyList },
      { type: 'propAnswered', kind: 'bomb', answer: JSON.stringify(PROPS('bomb')) },
      { type: 'special', kind: 'bomb' },
    ]);
    // Pure: the books are read, never changed, and the same call answers the same again.
    expect(b).toEqual(books({ props: { asked: ['wildcard', 'bomb'], last: {} } }));
    expect(answer({ name: 'propsData', payload: PROPS('bomb') }, b)).toEqual(
      answer({ name: 'propsData', payload: PROPS('bomb') }, b),
    );
  });

  it('propsData: a grant nobody asked for is applied once, with a warning; the same answer again queues nothing', () => {
    const list = { type: 'props', list: PROPS('wildcard').propertyList };
    const json = JSON.stringify(PROPS('wildcard'));
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') })).toEqual([
      list,
      { type: 'propAnswered', kind: 'wildcard', answer: json },
      { type: 'warn', message: "propsData: nextType 'wildcard' came with no request waiting; applied once" },
      { type: 'special', kind: 'wildcard' },
    ]);
    const answered = books({ props: { asked: [], last: { wildcard: json } } });
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, answered)).toEqual([
      list,
      {
        type: 'warn',
        message: "propsData: nextType 'wildcard' repeats the answer already applied; nothing more queued",
      },
    ]);
    // Asked again, the same answer is a grant again.
    const askedAgain = books({ props: { asked: ['wildcard'], last: { wildcard: json } } });
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, askedAgain)).toEqual([
      list,
      { type: 'propAnswered', kind: 'wildcard', answer: json },
      { type: 'special', kind: 'wildcard' },
    ]);
    expect(answer({ name: 'propsData', payload: PROPS(null) }, answered)).toEqual([
      { type: 'props', list: PROPS(null).propertyList },
    ]);
  });

  it('videoFinished revives only with a revive pending', () => {
    expect(answer({ name: 'videoFinished' }, books({ revivePending: true }))).toEqual([{ type: 'revive' }]);
    expect(answer({ name: 'videoFinished' }, books())).toEqual([
      { type: 'error', message: 'videoFinished: no revive is pending' },
    ]);
  });

  it('rankingData answers (and settles) the oldest request; with none waiting it is a warning', () => {
    const users = [
      { avatar: '', name: 'a' },
      { avatar: '', name: 'b' },
    ];
    const data = { user: { rank: 1, users, scoreNum: 3, type: 1 }, ranks: [] };
    expect(answer({ name: 'rankingData', payload: data })).toEqual([
      { type: 'warn', message: 'rankingData: no ranking request is waiting; ignored' },
    ]);
    expect(answer({ name: 'rankingData', payload: data }, books({ rankingWaiting: 2 }))).toEqual([
      { type: 'ranking', data },
    ]);
  });
});

// The host's calls: validated into typed calls, then answered as the changes they make, in order.
import { describe, expect, it } from 'vitest';
import { hostAnswer, typedHostCall, type HostBooks } from '../../../src/play/core/hostAnswers';
import { createPropRequests } from '../../../src/play/core/propRequests';
import { createRankingRequests } from '../../../src/play/core/rankingRequests';
import { manualTimers } from '../sessionFakes';

const PROPS = (nextType: 'bomb' | 'wildcard' | null) => ({
  propertyList: [
    { prop: 1, quantity: 2, status: 1 },
    { prop: 2, quantity: 0, status: 1 },
  ],
  nextType,
});

function books(revivePending = false): HostBooks & { pending: string[] } {
  const { timers } = manualTimers();
  const pending: string[] = [];
  return {
    pending,
    props: createPropRequests(timers, (kind, waiting) => pending.push(`${kind} ${waiting}`)),
    ranking: createRankingRequests(timers, () => {}),
    revivePending,
  };
}

const answer = (payload: { name: string; payload?: unknown }, b = books()) => {
  const typed = typedHostCall(payload as Parameters<typeof typedHostCall>[0]);
  if (!typed.ok) return typed.error;
  return [...hostAnswer(typed.value, b)];
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

  it('propsData: the list first; a nextType asked for grants one special, settling its request after the list shows', () => {
    const b = books();
    b.props.ask('bomb', true);
    const changes = hostAnswer({ name: 'propsData', data: PROPS('bomb') as never }, b);
    expect(changes.next().value).toEqual({ type: 'props', list: PROPS('bomb').propertyList });
    expect(b.pending).toEqual(['bomb true']); // not settled while the list is applied
    expect([...changes]).toEqual([{ type: 'special', kind: 'bomb' }]);
    expect(b.pending).toEqual(['bomb true', 'bomb false']);
  });

  it('propsData: a grant nobody asked for is applied once, with a warning; the same answer again queues nothing', () => {
    const b = books();
    const list = { type: 'props', list: PROPS('wildcard').propertyList };
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, b)).toEqual([
      list,
      { type: 'warn', message: "propsData: nextType 'wildcard' came with no request waiting; applied once" },
      { type: 'special', kind: 'wildcard' },
    ]);
    expect(answer({ name: 'propsData', payload: PROPS('wildcard') }, b)).toEqual([
      list,
      {
        type: 'warn',
        message: "propsData: nextType 'wildcard' repeats the answer already applied; nothing more queued",
      },
    ]);
    expect(answer({ name: 'propsData', payload: PROPS(null) }, b)).toEqual([
      { type: 'props', list: PROPS(null).propertyList },
    ]);
  });

  it('videoFinished revives only with a revive pending', () => {
    expect(answer({ name: 'videoFinished' }, books(true))).toEqual([{ type: 'revive' }]);
    expect(answer({ name: 'videoFinished' }, books(false))).toEqual([
      { type: 'error', message: 'videoFinished: no revive is pending' },
    ]);
  });

  it('rankingData settles the oldest request; with none waiting it is a warning', () => {
    const b = books();
    const users = [
      { avatar: '', name: 'a' },
      { avatar: '', name: 'b' },
    ];
    const data = { user: { rank: 1, users, scoreNum: 3, type: 1 }, ranks: [] };
    expect(answer({ name: 'rankingData', payload: data }, b)).toEqual([
      { type: 'warn', message: 'rankingData: no ranking request is waiting; ignored' },
    ]);
    b.ranking.ask('today');
    expect(answer({ name: 'rankingData', payload: data }, b)).toEqual([]);
  });
});

// A host call applied: the changes hostAnswer returns, in order, to the store, the books and the game.
import { describe, expect, it, vi } from 'vitest';
import type { Action } from '../../../src/game';
import { createCallApplier } from '../../../src/play/host/callApplier';
import { createPropRequests } from '../../../src/play/host/propRequests';
import { createRankingRequests } from '../../../src/play/host/rankingRequests';
import { createGameStore, pendingAtom, propsAtom, rankingAtom, type Request } from '../../../src/play/flow/store';
import { manualTimers } from '../sessionFakes';

function parts() {
  const store = createGameStore();
  const { timers } = manualTimers();
  const log: string[] = [];
  const setPending = (r: Request, on: boolean) => {
    log.push(`pending ${r} ${on}`);
    store.set(pendingAtom, (p) => ({ ...p, [r]: on }));
  };
  store.sub(propsAtom, () => log.push(`props ${store.get(propsAtom)[0]!.quantity}`));
  const props = createPropRequests(timers, setPending);
  const ranking = createRankingRequests(timers, (tab, state) => {
    log.push(`ranking ${tab} ${state.status}`);
    store.set(rankingAtom, (r) => ({ ...r, tabs: { ...r.tabs, [tab]: state } }));
  });
  const flow = {
    playAction: (a: Action) => void log.push(`act ${a.type}${'kind' in a ? ` ${a.kind}` : ''}`),
    revived: () => true,
  };
  const takeSeed = (s: number) => void log.push(`seed ${s}`);
  const watch = (ask: { replay: string }) => void log.push(`watch ${ask.replay}`);
  const duel = { start: () => void log.push('duel'), take: () => void log.push('moves') };
  const answer = createCallApplier({ store, flow, takeSeed, props, ranking, setPending, watch, duel });
  return { answer, log, props, ranking };
}

const LIST = [
  { prop: 1, quantity: 2, status: 1 },
  { prop: 2, quantity: 0, status: 1 },
];
const PROPS = { propertyList: LIST, nextType: 'bomb' };

describe('createCallApplier', () => {
  it('propsData answering a request: the list shows, then the request is settled, then the special comes', () => {
    const { answer, log, props } = parts();
    props.ask('bomb', true);
    log.length = 0;
    answer({ name: 'propsData', payload: PROPS });
    expect(log).toEqual(['props 2', 'pending bomb false', 'act setSpecial bomb']);
    expect(props.books()).toEqual({ asked: [], last: { bomb: JSON.stringify(PROPS) } });
    // The same answer again, nothing asked: the list only, and a warning.
    log.length = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer({ name: 'propsData', payload: { ...PROPS, propertyList: LIST.map((p) => ({ ...p })) } });
    expect(log).toEqual(['props 2']); // the list again, and nothing granted
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/repeats the answer already applied/));
    warn.mockRestore();
  });

  it('rankingData settles the oldest request under its tab; a payload that does not fit changes nothing', () => {
    const { answer, log, ranking } = parts();
    ranking.ask('today');
    ranking.ask('total');
    const users = [
      { avatar: '', name: 'a' },
      { avatar: '', name: 'b' },
    ];
    const data = { user: { rank: 1, users, scoreNum: 3, type: 1 }, ranks: [] };
    answer({ name: 'rankingData', payload: data });
    expect(ranking.waiting()).toBe(1);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({ name: 'rankingData', payload: { ...data, user: 3 } });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^rankingData: user/));
    error.mockRestore();
    expect(ranking.waiting()).toBe(1);
    expect(log).toEqual(['ranking today loading', 'ranking total loading', 'ranking today ready']);
  });

  it("initData's gameSeed goes to the host seed after the height", () => {
    const { answer, log } = parts();
    answer({
      name: 'initData',
      payload: { type: 1, statusBarHeight: 20, statuswidth: 390, statusHeight: 600, gameSeed: 9 },
    });
    expect(log).toEqual(['seed 9']);
  });

  it('logs what a read noticed: a bad gameSeed as an error (the layout still applies), a cut list as a warning', () => {
    const { answer, log } = parts();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer({
      name: 'initData',
      payload: { type: 1, statusBarHeight: 20, statuswidth: 390, statusHeight: 600, gameSeed: -1 },
    });
    expect(error).toHaveBeenCalledWith('initData: gameSeed must be a whole number from 0 to 4294967295; ignored');
    answer({ name: 'propsData', payload: { propertyList: [...LIST, { prop: 3 }], nextType: null } });
    expect(warn).toHaveBeenCalledWith('propsData: propertyList has 3 entries; the first 2 are used');
    expect(log).toEqual(['props 2']); // no seed taken; the cut list applied
  });
});

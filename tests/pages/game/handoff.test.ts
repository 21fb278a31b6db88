// The host's calls handed from a page to the one that replaces it (a switch to a new version).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostCall } from '../../../src/bridge/inbox';
import { hostCallHandOff, saveHostCalls, takeHostCalls } from '../../../src/pages/game/handoff';

const props = { propertyList: [{ prop: 1, quantity: 3, status: 1 }], nextType: null };

describe('host calls handed on', () => {
  beforeEach(() => sessionStorage.clear());

  it('are taken once by the next page, in order, and only the calls that set state', () => {
    const undo = saveHostCalls(sessionStorage, [
      { name: 'initData', payload: '{"type":1}' },
      { name: 'propsData', payload: props },
    ]);
    expect(undo).toBeTypeOf('function');
    sessionStorage.setItem('other', 'kept');
    expect(takeHostCalls(() => sessionStorage)).toEqual([
      { name: 'initData', payload: '{"type":1}' },
      { name: 'propsData', payload: props },
    ]);
    expect(takeHostCalls(() => sessionStorage)).toEqual([]); // taken: a later reload replays nothing
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('an undone hand-off leaves nothing for a later page', () => {
    const undo = saveHostCalls(sessionStorage, [{ name: 'propsData', payload: props }]);
    undo!();
    expect(takeHostCalls(() => sessionStorage)).toEqual([]);
  });

  it('storage that throws or is missing: no hand-off (so no switch), and nothing taken', () => {
    const throwing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(saveHostCalls(throwing, [])).toBeNull();
    expect(saveHostCalls(undefined, [])).toBeNull();
    expect(
      takeHostCalls(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toEqual([]);
  });

  it('a payload that cannot be written as JSON: no hand-off', () => {
    expect(saveHostCalls(sessionStorage, [{ name: 'propsData', payload: { n: 1n } }])).toBeNull();
  });

  it('a broken or foreign entry is read as nothing, with a warning; unknown names are dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('BigWatermelon:hostCalls', '{not json');
    expect(takeHostCalls(() => sessionStorage)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    sessionStorage.setItem(
      'BigWatermelon:hostCalls',
      JSON.stringify([
        null,
        { name: 'videoFinished' },
        { name: 'eval', payload: 1 },
        { name: 'rankingData', payload: 2 },
      ]),
    );
    expect(takeHostCalls(() => sessionStorage)).toEqual([{ name: 'rankingData', payload: 2 }]);
    warn.mockRestore();
  });

  it('written first with the calls that fit, then again before the reload with a call that came in between', async () => {
    const calls: HostCall[] = [
      { name: 'propsData', payload: props },
      { name: 'propsData', payload: { propertyList: 'no' } },
    ];
    const fits = (c: HostCall) => c.name !== 'propsData' || Array.isArray((c.payload as typeof props).propertyList);
    const handOff = hostCallHandOff(
      () => sessionStorage,
      () => calls,
      () => Promise.resolve(fits),
    );
    handOff.last(); // before the filter is loaded: nothing is written
    expect(sessionStorage.length).toBe(0);
    expect(await handOff.first()).toBeTypeOf('function');
    calls.push({ name: 'initData', payload: { type: 2 } }); // the host calls while the page switches
    handOff.last();
    expect(takeHostCalls(() => sessionStorage)).toEqual([
      { name: 'propsData', payload: props },
      { name: 'initData', payload: { type: 2 } },
    ]);
  });

  it('more calls than a page keeps (null): no hand-off', async () => {
    const handOff = hostCallHandOff(
      () => sessionStorage,
      () => null,
      () => Promise.resolve(() => true),
    );
    expect(await handOff.first()).toBeNull();
  });
});

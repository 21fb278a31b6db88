// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSessionTimers } from '../../../src/play/flow/timers';
import { manualTimers } from '../sessionFakes';

describe('session timers', () => {
  it('hidden time is not counted: now() stands still and a pending callback waits what it had left', () => {
    const wall = manualTimers();
    const t = createSessionTimers(wall.timers);
    const fired: number[] = [];
    t.after(1000, () => fired.push(t.now()));
    wall.advance(400);
    t.pause();
    wall.advance(60_000);
    expect(t.now()).toBe(400);
    expect(fired).toEqual([]);
    t.resume();
    wall.advance(599);
    expect(fired).toEqual([]);
    wall.advance(1);
    expect(fired).toEqual([1000]);
  });

  it('a callback cancelled while paused never runs; cancelAll drops every pending one', () => {
    const wall = manualTimers();
    const t = createSessionTimers(wall.timers);
    const fired: string[] = [];
    const cancel = t.after(10, () => fired.push('a'));
    t.after(20, () => fired.push('b'));
    t.pause();
    cancel();
    t.resume();
    wall.advance(15);
    expect(fired).toEqual([]);
    t.cancelAll();
    wall.advance(100);
    expect(fired).toEqual([]);
    expect(wall.pending()).toBe(0);
  });
});

// The game flow from its parts alone: a board, a recorder, a clock and stubs for the rest. What it
// records, what it draws, and how the popups move the game.
import { describe, expect, it } from 'vitest';
import { createWorld, type Action, type GameEvent } from '../../../src/game';
import { createLiveWorld } from '../../../src/play/flow/liveWorld';
import { createGameFlow } from '../../../src/play/flow/gameFlow';
import { createGameStore, popupAtom } from '../../../src/play/flow/store';

function flowOnly() {
  const store = createGameStore();
  const live = createLiveWorld(createWorld(1));
  const recorded: string[] = [];
  const events: string[] = [];
  let draws = 0;
  const flow = createGameFlow({
    store,
    live,
    record: (a: Action) => {
      recorded.push(a.type);
      return live.apply(a);
    },
    now: () => 10_000, // past every popup guard
    draw: () => void draws++,
    onEvents: (es: readonly GameEvent[]) => void events.push(...es.map((e) => e.type)),
    countdown: { start: () => void events.push('countdown'), clear: () => {} },
  });
  return { store, live, flow, recorded, events, draws: () => draws };
}

describe('createGameFlow', () => {
  it('an action is recorded, its events handled and the board drawn once; a refused one draws nothing', () => {
    const { live, flow, recorded, events, draws } = flowOnly();
    flow.playAction({ type: 'drop', x: 100 });
    expect(recorded).toEqual(['drop']);
    expect(events).toEqual(['dropped']);
    expect(draws()).toBe(1);
    const before = live.current;
    flow.playAction({ type: 'resume' }); // nothing to resume: the same world
    expect(live.current).toBe(before);
    expect(draws()).toBe(1);
  });

  it('a popup pauses the game without recording it; closing it resumes; steps run only while playing', () => {
    const { store, live, flow, recorded, events } = flowOnly();
    flow.playAction({ type: 'drop', x: 100 });
    expect(flow.movePopup({ type: 'back' })).toBe(true);
    expect(store.get(popupAtom)).toBe('pause');
    expect(live.current.phase).toBe('paused');
    const frame = live.current.frame;
    flow.step();
    expect(live.current.frame).toBe(frame);
    expect(flow.movePopup({ type: 'continue' })).toBe(true);
    expect(live.current.phase).toBe('playing');
    flow.step();
    expect(live.current.frame).toBe(frame + 1);
    expect(recorded).toEqual(['drop']); // pause and resume are not moves of the game
    expect(events).toEqual(['dropped', 'paused', 'resumed']);
  });
});

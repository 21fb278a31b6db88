// The game flow from its parts alone: a board, a recorder, a clock and stubs for the rest. What it
// records, what it draws, and how the popups move the game.
import { describe, expect, it } from 'vitest';
import { createWorld, type Action, type GameEvent } from '../../../src/game';
import { createBoard } from '../../../src/play/flow/board';
import { createGameFlow } from '../../../src/play/flow/gameFlow';
import { createGameStore, popupAtom } from '../../../src/play/flow/store';

function flowOnly() {
  const store = createGameStore();
  const board = createBoard(createWorld(1));
  const recorded: string[] = [];
  const events: string[] = [];
  let draws = 0;
  const flow = createGameFlow({
    store,
    board,
    record: (a: Action) => {
      recorded.push(a.type);
      return board.apply(a);
    },
    now: () => 10_000, // past every popup guard
    draw: () => void draws++,
    onEvents: (es: readonly GameEvent[]) => void events.push(...es.map((e) => e.type)),
    countdown: { start: () => void events.push('countdown'), clear: () => {} },
  });
  return { store, board, flow, recorded, events, draws: () => draws };
}

describe('createGameFlow', () => {
  it('an action is recorded, its events handled and the board drawn once; a refused one draws nothing', () => {
    const { board, flow, recorded, events, draws } = flowOnly();
    flow.act({ type: 'drop', x: 100 });
    expect(recorded).toEqual(['drop']);
    expect(events).toEqual(['dropped']);
    expect(draws()).toBe(1);
    const before = board.current;
    flow.act({ type: 'resume' }); // nothing to resume: the same world
    expect(board.current).toBe(before);
    expect(draws()).toBe(1);
  });

  it('a popup pauses the game without recording it; closing it resumes; steps run only while playing', () => {
    const { store, board, flow, recorded, events } = flowOnly();
    flow.act({ type: 'drop', x: 100 });
    expect(flow.go({ type: 'back' })).toBe(true);
    expect(store.get(popupAtom)).toBe('pause');
    expect(board.current.phase).toBe('paused');
    const frame = board.current.frame;
    flow.step();
    expect(board.current.frame).toBe(frame);
    expect(flow.go({ type: 'continue' })).toBe(true);
    expect(board.current.phase).toBe('playing');
    flow.step();
    expect(board.current.frame).toBe(frame + 1);
    expect(recorded).toEqual(['drop']); // pause and resume are not moves of the game
    expect(events).toEqual(['dropped', 'paused', 'resumed']);
  });
});

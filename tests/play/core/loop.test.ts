import { describe, expect, it } from 'vitest';
import { createWorld, STEP_MS } from '../../../src/game';
import { GameLoop, MAX_STEPS_PER_FRAME, type Frame } from '../../../src/play/core/loop';

function loop() {
  const frames: Frame[] = [];
  const l = new GameLoop(
    createWorld(1),
    (f) => frames.push(f),
    () => {},
    { request: () => 0, cancel: () => {} },
  );
  l.dispatch({ type: 'drop', x: 100 });
  return { l, frames };
}

describe('GameLoop', () => {
  it('steps at a fixed dt and hands the remainder to drawing as alpha', () => {
    const { l, frames } = loop();
    l.advance(STEP_MS * 2.5);
    expect(l.current.frame).toBe(2);
    expect(frames.at(-1)!.alpha).toBeCloseTo(0.5);
    expect(frames.at(-1)!.prev.frame).toBe(1);
  });

  it('clamps a long frame and caps the steps per drawn frame', () => {
    const { l } = loop();
    l.advance(5000);
    expect(l.current.frame).toBe(MAX_STEPS_PER_FRAME);
  });

  it('does not run while hidden, and does not catch up afterwards', () => {
    const { l } = loop();
    l.setHidden(true);
    l.advance(STEP_MS * 3);
    expect(l.current.frame).toBe(0);
    l.setHidden(false);
    l.advance(STEP_MS);
    expect(l.current.frame).toBe(1);
  });

  it('draws once per advance: one store write per drawn frame', () => {
    const { l, frames } = loop();
    const before = frames.length;
    l.advance(STEP_MS * 3);
    expect(frames.length - before).toBe(1);
  });
});

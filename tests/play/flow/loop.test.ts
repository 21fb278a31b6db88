import { describe, expect, it } from 'vitest';
import { createWorld, STEP_MS } from '../../../src/game';
import { createLiveWorld } from '../../../src/play/flow/liveWorld';
import { createGameLoop, MAX_STEPS_PER_FRAME } from '../../../src/play/flow/loop';

/** A board stepped by the loop, as the session wires them: each advance that runs draws one frame. */
function loop() {
  const live = createLiveWorld(createWorld(1));
  const l = createGameLoop({ request: () => 0, cancel: () => {} });
  const frames: { prevFrame: number; alpha: number }[] = [];
  const advance = (ms: number) => {
    if (l.advance(ms, () => live.apply({ type: 'step' })))
      frames.push({ prevFrame: live.prev.frame, alpha: l.fraction });
  };
  live.apply({ type: 'drop', x: 100 });
  return { l, live, advance, frames };
}

describe('GameLoop', () => {
  it('steps at a fixed dt and hands the remainder to drawing as alpha', () => {
    const { live, advance, frames } = loop();
    advance(STEP_MS * 2.5);
    expect(live.current.frame).toBe(2);
    expect(frames.at(-1)!.alpha).toBeCloseTo(0.5);
    expect(frames.at(-1)!.prevFrame).toBe(1);
  });

  it('clamps a long frame and caps the steps per drawn frame', () => {
    const { live, advance } = loop();
    advance(5000);
    expect(live.current.frame).toBe(MAX_STEPS_PER_FRAME);
  });

  it('does not run while hidden, and does not catch up afterwards', () => {
    const { l, live, advance, frames } = loop();
    l.setHidden(true);
    advance(STEP_MS * 3);
    expect(live.current.frame).toBe(0);
    expect(frames).toEqual([]); // nothing ran: nothing to draw
    l.setHidden(false);
    advance(STEP_MS);
    expect(live.current.frame).toBe(1);
  });

  it('draws once per advance: one store write per drawn frame', () => {
    const { advance, frames } = loop();
    advance(STEP_MS * 3);
    expect(frames.length).toBe(1);
  });
});

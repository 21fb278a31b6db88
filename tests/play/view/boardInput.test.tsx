import 'vitest-canvas-mock';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import Konva from 'konva';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorld, FRUITS, WORLD_HEIGHT, WORLD_WIDTH, type World } from '../../../src/game';
import { setupI18n } from '../../../src/i18n';
import { AIM_STEP, Board, FINE_AIM_STEP } from '../../../src/play/view/board/Board';
import { effectsFor } from '../../../src/play/scene/effects';
import { LiveRegion } from '../../../src/play/view/frame/LiveRegion';
import { announceAtom, createGameStore, frameAtom } from '../../../src/play/flow/store';

beforeAll(() => setupI18n({ languages: ['en-US'], language: 'en-US' }));

// A level-1 waiting piece (radius 15): the aim is clamped to 15…360.
const world: World = { ...createWorld(5), current: { kind: 'fruit', level: 1 } };
const stageOf = () => Konva.stages.at(-1)!;
const waitingX = () => stageOf().findOne('.waiting')!.x();

function mount() {
  const store = createGameStore();
  store.set(frameAtom, { prev: world, world, alpha: 1 });
  const onDrop = vi.fn();
  render(
    <Provider store={store}>
      <Board images={new Map()} scale={1} onDrop={onDrop} label="Game board" />
      <LiveRegion />
    </Provider>,
  );
  // jsdom lays nothing out: the board's left edge is at 0, so clientX is world x + the wall (6).
  return { store, onDrop, board: screen.getByRole('application', { name: 'Game board' }) };
}

describe('aiming and dropping', () => {
  it('touch: pressing shows the piece under the finger, dragging moves it, releasing drops it there', () => {
    const { board, onDrop } = mount();
    fireEvent.pointerDown(board, { clientX: 106, pointerId: 1 });
    expect(waitingX()).toBe(100);
    fireEvent.pointerMove(board, { clientX: 206, pointerId: 1 });
    expect(waitingX()).toBe(200);
    expect(onDrop).not.toHaveBeenCalled();
    fireEvent.pointerUp(board, { clientX: 256, pointerId: 1 });
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(250);
  });

  it('two fingers: the first owns the aim until it lifts; the second presses, moves and lifts for nothing', () => {
    const { board, onDrop } = mount();
    fireEvent.pointerDown(board, { clientX: 96, pointerId: 1, pointerType: 'touch' }); // A aims at 90
    fireEvent.pointerDown(board, { clientX: 351, pointerId: 2, pointerType: 'touch' }); // B taps at 345
    expect(waitingX()).toBe(90);
    fireEvent.pointerMove(board, { clientX: 351, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(board, { clientX: 351, pointerId: 2, pointerType: 'touch' });
    expect(onDrop).not.toHaveBeenCalled();
    expect(waitingX()).toBe(90); // the guide still shows where the drop will land
    fireEvent.pointerUp(board, { clientX: 96, pointerId: 1, pointerType: 'touch' });
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(90);
  });

  it('a mouse press while a finger aims does nothing; a cancelled second finger does not cancel the first', () => {
    const { board, onDrop } = mount();
    fireEvent.pointerDown(board, { clientX: 106, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(board, { clientX: 306, pointerId: 7, pointerType: 'mouse' });
    fireEvent.pointerMove(board, { clientX: 306, pointerId: 7, pointerType: 'mouse' });
    fireEvent.pointerUp(board, { clientX: 306, pointerId: 7, pointerType: 'mouse' });
    fireEvent.pointerCancel(board, { pointerId: 7 });
    expect(onDrop).not.toHaveBeenCalled();
    fireEvent.pointerUp(board, { clientX: 106, pointerId: 1, pointerType: 'touch' });
    expect(onDrop).toHaveBeenCalledExactlyOnceWith(100);
  });

  it('a gesture the browser cancels drops nothing', () => {
    const { board, onDrop } = mount();
    fireEvent.pointerDown(board, { clientX: 106, pointerId: 1 });
    fireEvent.pointerCancel(board, { pointerId: 1 });
    fireEvent.pointerUp(board, { clientX: 106, pointerId: 1 });
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('keyboard: the board is focusable; arrows aim (Shift: fine), Enter and Space drop', () => {
    const { board, onDrop } = mount();
    expect(board.tabIndex).toBe(0);
    board.focus();
    for (let i = 0; i < 5; i++) fireEvent.keyDown(board, { key: 'ArrowLeft' });
    expect(waitingX()).toBe(WORLD_WIDTH / 2 - 5 * AIM_STEP);
    fireEvent.keyDown(board, { key: 'Enter' });
    expect(onDrop).toHaveBeenLastCalledWith(WORLD_WIDTH / 2 - 5 * AIM_STEP);
    fireEvent.keyDown(board, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(board, { key: ' ' });
    expect(onDrop).toHaveBeenLastCalledWith(WORLD_WIDTH / 2 - 5 * AIM_STEP + FINE_AIM_STEP);
  });

  it('keyboard aim stops where the waiting piece can still drop', () => {
    const { board, onDrop } = mount();
    for (let i = 0; i < 40; i++) fireEvent.keyDown(board, { key: 'ArrowRight' });
    fireEvent.keyDown(board, { key: 'Enter' });
    expect(onDrop).toHaveBeenLastCalledWith(WORLD_WIDTH - 15);
    fireEvent.keyDown(board, { key: 'ArrowLeft' });
    expect(waitingX()).toBe(WORLD_WIDTH - 15 - AIM_STEP); // one press comes back one step
  });

  it('other keys are left alone (Tab still moves focus)', () => {
    const { board } = mount();
    const tab = fireEvent.keyDown(board, { key: 'Tab' });
    expect(tab).toBe(true); // not prevented
  });
});

describe('effects on the stage', () => {
  it('each running effect is a keyed node, removed when it ends', () => {
    const { store } = mount();
    const { effects } = effectsFor([{ type: 'merged', id: 9, level: 3, x: 100, y: 300, points: 6 }], 10, 1, {
      seed: 5,
      reducedMotion: false,
    });
    const at = (frame: number, list = effects) => {
      const w = { ...world, frame };
      act(() => void store.set(frameAtom, { prev: w, world: w, alpha: 1, effects: list }));
    };
    at(20);
    expect(
      stageOf()
        .find('.effect')
        .map((n) => n.name()),
    ).toEqual(['effect effect-burst', 'effect effect-points']);
    const burst = stageOf().findOne('.effect-burst')!;
    expect([burst.x(), burst.y()]).toEqual([100, 300]);
    expect(stageOf().findOne<Konva.Group>('.effect-points')!.findOne<Konva.Text>('Text')!.text()).toBe('+6');
    at(21);
    expect(stageOf().findOne('.effect-burst')).toBe(burst); // the same node, moved on
    at(40, []);
    expect(stageOf().find('.effect')).toHaveLength(0);
  });

  it("two watermelons: the whole field flashes, sky included, and the banner says so in the player's words", () => {
    const store = createGameStore();
    render(
      <Provider store={store}>
        <Board images={new Map()} scale={1} sky={120} onDrop={() => {}} banner="西瓜 × 2！" />
      </Provider>,
    );
    const { effects } = effectsFor([{ type: 'watermelonsVanished', x: 300, y: 100 }], 10, 1, {
      seed: 5,
      reducedMotion: false,
    });
    const w = { ...world, frame: 12 };
    act(() => void store.set(frameAtom, { prev: w, world: w, alpha: 1, effects }));
    const party = stageOf().findOne<Konva.Group>('.effect-celebration')!;
    expect(party.findOne<Konva.Text>('.banner')!.text()).toBe('西瓜 × 2！');
    const flash = party.findOne<Konva.Rect>('.flash')!.getClientRect({ relativeTo: party.getLayer()! });
    const field = stageOf().findOne<Konva.Rect>('.field')!.getClientRect({ relativeTo: stageOf() });
    expect(party.findOne<Konva.Rect>('.flash')!.getClientRect({ relativeTo: stageOf() })).toEqual(field);
    expect(flash).toEqual({ x: 0, y: -120, width: WORLD_WIDTH, height: 120 + WORLD_HEIGHT });
    expect(party.findOne('.flash')!.opacity()).toBeGreaterThan(0.3);
  });
});

describe('live region', () => {
  it('says merges and the score politely', () => {
    const { store } = mount();
    const region = screen.getByTestId('announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    act(() => store.set(announceAtom, { kind: 'merged', level: 3, score: 12 }));
    expect(region).toHaveTextContent('Made a grape. Score 12.');
  });

  it('says every fruit with the article English needs: "an apple", "an orange"', () => {
    const { store } = mount();
    const region = screen.getByTestId('announcer');
    const said = FRUITS.map(({ level }) => {
      act(() => store.set(announceAtom, { kind: 'merged', level, score: level }));
      return region.textContent;
    });
    expect(said).toContain('Made an apple. Score 6.');
    expect(said).toContain('Made an orange. Score 4.');
    for (const s of said) expect(s).toMatch(/^Made (a [^aeiou\s]|an [aeiou])[\w -]*\. Score \d+\.$/);
  });
});

describe('effect particles', () => {
  it('are one shape per effect, which draws each particle as a filled circle', () => {
    const { store } = mount();
    const { effects } = effectsFor([{ type: 'watermelonsVanished', x: 187, y: 200 }], 10, 1, {
      seed: 5,
      reducedMotion: false,
    });
    const w = { ...world, frame: 20 };
    act(() => void store.set(frameAtom, { prev: w, world: w, alpha: 1, effects }));
    const dots = stageOf().findOne<Konva.Group>('.effect-celebration')!.find<Konva.Shape>('.dots');
    expect(dots).toHaveLength(1);
    const ctx = { beginPath: vi.fn(), arc: vi.fn(), setAttr: vi.fn(), fill: vi.fn() };
    dots[0]!.sceneFunc()!(ctx as never, dots[0]!);
    expect(ctx.arc).toHaveBeenCalledTimes(48);
    expect(ctx.fill).toHaveBeenCalledTimes(48);
  });
});

import 'vitest-canvas-mock';
import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import Konva from 'konva';
import { Profiler, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorld, nextRadius, update, type World } from '../../../src/game';
import { fruitPiece } from '../../../src/game/world';
import { setupI18n } from '../../../src/i18n';
import { Board, Pieces } from '../../../src/play/view/board/Board';
import { Stage } from '../../../src/play/view/board/konva';
import { Hud } from '../../../src/play/view/frame/Hud';
import { PropButtons } from '../../../src/play/view/frame/PropButtons';
import { createGameStore, frameAtom } from '../../../src/play/flow/store';

beforeAll(() => setupI18n({ languages: ['en-US'], language: 'en-US' }));

const board: World = {
  ...createWorld(5),
  pieces: [
    { ...fruitPiece(1, 1, 100, 385), landed: true },
    { ...fruitPiece(2, 5, 200, 360), landed: true },
    { ...fruitPiece(3, 11, 300, 330), landed: true, angle: Math.PI / 2 },
  ],
  nextId: 4,
};

const stageOf = () => Konva.stages.at(-1)!;
/** The animation frame Konva's batchDraw waits for. */
const nextKonvaFrame = () => new Promise<void>((done) => Konva.Util.requestAnimFrame(done));

function mount(children: ReactNode, world: World = board) {
  const store = createGameStore();
  store.set(frameAtom, { prev: world, world, alpha: 1 });
  return { store, ...render(<Provider store={store}>{children}</Provider>) };
}

/** Steps the world `n` times, writing each step as a drawn frame at `alpha`; returns the last world. */
function playFrames(store: ReturnType<typeof mount>['store'], world: World, n: number, alpha = 1): World {
  for (let i = 0; i < n; i++) {
    const prev = world;
    world = update(world, { type: 'step' }).world;
    act(() => void store.set(frameAtom, { prev, world, alpha }));
  }
  return world;
}

/** The pieces layer alone, in a stage, with its renders counted. */
function mountPieces(world: World) {
  const counter = { renders: 0 };
  const mounted = mount(
    <Stage width={100} height={100}>
      <Profiler id="pieces" onRender={() => void counter.renders++}>
        <Pieces images={new Map()} />
      </Profiler>
    </Stage>,
    world,
  );
  return { ...mounted, counter };
}

/** The fixture after a second of steps: every piece landed and settled, none falling. */
const settledBoard = () => {
  let world = board;
  for (let i = 0; i < 60; i++) world = update(world, { type: 'step' }).world;
  return world;
};

describe('board scene graph', () => {
  it('draws walls, one node per piece at its position, images where loaded and circles otherwise', () => {
    const apple = new window.Image();
    mount(<Board images={new Map([['mango', apple]])} scale={1} onDrop={() => {}} />);
    const stage = stageOf();
    expect(stage.find('.wall')).toHaveLength(3);
    const fruits = stage.find('.fruit');
    expect(fruits.map((n) => [n.x(), n.y()])).toEqual([
      [100, 385],
      [200, 360],
      [300, 330],
    ]);
    expect(fruits[1]!.getClassName()).toBe('Image');
    expect((fruits[1] as Konva.Image).image()).toBe(apple);
    expect(fruits[0]!.getClassName()).toBe('Group'); // fallback: coloured circle with the level
    expect((fruits[2] as Konva.Group).findOne<Konva.Text>('Text')!.text()).toBe('11');
    expect(fruits[2]!.rotation()).toBe(90);
    expect(stage.findOne('.waiting')).toBeDefined();
    expect(stage.findOne<Konva.Line>('.guide')!.points()).toEqual([
      187.5,
      2 * nextRadius(board.current), // the waiting piece's bottom: its top edge sits on the top line
      187.5,
      400,
    ]);
    expect(stage.getLayers().every((l) => !l.listening())).toBe(true);
  });

  it('draws the danger line only while a piece is near the top, at the opacity of the frame', () => {
    const { store } = mount(<Board images={new Map()} scale={1} onDrop={() => {}} />);
    expect(stageOf().findOne('.danger')).toBeUndefined();
    const near = { ...board, frame: 10, pieces: [...board.pieces, { ...fruitPiece(4, 3, 60, 50), landed: true }] };
    act(() => void store.set(frameAtom, { prev: near, world: near, alpha: 1 }));
    const line = stageOf().findOne<Konva.Line>('.danger')!;
    expect(line.points()).toEqual([0, 0, 375, 0]);
    expect(line.opacity()).toBeCloseTo(0.55);
    act(() => void store.set(frameAtom, { prev: board, world: board, alpha: 1 }));
    expect(stageOf().findOne('.danger')).toBeUndefined();
  });

  it('scales the world to the CSS size', () => {
    mount(<Board images={new Map()} scale={0.5} onDrop={() => {}} />);
    expect(stageOf().scaleX()).toBe(0.5);
    expect(stageOf().width()).toBe((375 + 12) * 0.5);
  });
});

describe('render counts', () => {
  it('only the pieces layer follows the frames: one draw per frame; the stage, HUD and buttons do not re-render', async () => {
    const counts: Record<string, number> = { board: 0, hud: 0, props: 0 };
    const count = (id: string) => () => void (counts[id] = (counts[id] ?? 0) + 1);
    let world = update(board, { type: 'drop', x: 50 }).world;
    const { store } = mount(
      <>
        <Profiler id="hud" onRender={count('hud')}>
          <Hud onBack={() => {}} showNext />
        </Profiler>
        <Profiler id="board" onRender={count('board')}>
          <Board images={new Map()} scale={1} onDrop={() => {}} />
        </Profiler>
        <Profiler id="props" onRender={count('props')}>
          <PropButtons onUse={() => {}} />
        </Profiler>
      </>,
      world,
    );
    await nextKonvaFrame(); // the mount's own batch draws
    const layer = stageOf().findOne<Konva.Layer>('.pieces')!;
    const draws = vi.spyOn(layer, 'drawScene');
    const afterMount = { ...counts };
    world = playFrames(store, world, 10);
    expect(world.score).toBe(board.score);
    await nextKonvaFrame(); // marks react-konva left during the commits were settled by their draws
    const perFrames = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v - afterMount[k]!]));
    expect({ ...perFrames, draws: draws.mock.calls.length }).toEqual({ board: 0, hud: 0, props: 0, draws: 10 });
    // Each frame's commit draws it: after the last one, the falling piece is where that frame put it.: the falling piece is where that frame put it.
    const falling = world.pieces.find((p) => p.id === world.fallingId)!;
    expect(
      stageOf()
        .find('.fruit')
        .map((n) => n.y()),
    ).toContain(Math.round(falling.y * 100) / 100);
  });

  it('the pieces re-render once per frame that moves one, and a resting piece keeps its Konva node untouched', () => {
    const world = update(board, { type: 'drop', x: 50 }).world;
    const { store, counter } = mountPieces(world);
    const resting = stageOf().find('.fruit')[0]!;
    const touched = vi.spyOn(resting, 'setAttrs');
    const before = counter.renders;
    playFrames(store, world, 10, 0);
    // The first frame, at alpha 0, shows the mounted world again: it is not rendered again.
    expect({ renders: counter.renders - before, restingUpdates: touched.mock.calls.length }).toEqual({
      renders: 9,
      restingUpdates: 0,
    });
  });

  it('a resting board is not drawn again until something on it moves, and a pulsing danger line keeps drawing', () => {
    // The game waits for the player.
    const settled = settledBoard();
    const { store, counter } = mountPieces(settled);
    const draws = vi.spyOn(stageOf().findOne<Konva.Layer>('.pieces')!, 'drawScene');
    const counted = () => {
      const c = { renders: counter.renders, draws: draws.mock.calls.length };
      counter.renders = 0;
      draws.mockClear();
      return c;
    };
    counted(); // the mount's own render and draw
    let world = playFrames(store, settled, 10);
    expect(world.frame).toBe(settled.frame + 10);
    expect(counted()).toEqual({ renders: 0, draws: 0 });
    playFrames(store, update(world, { type: 'drop', x: 50 }).world, 5);
    expect(counted()).toEqual({ renders: 5, draws: 5 });
    // A piece resting near the top line: the line pulses, so every frame draws.
    world = { ...settled, pieces: [...settled.pieces, { ...fruitPiece(9, 3, 60, 50), landed: true }], nextId: 10 };
    playFrames(store, world, 5);
    expect(counted()).toEqual({ renders: 5, draws: 5 });
  });

  it('a resting board is drawn again when its canvases are (the page shown again, the stage resized)', async () => {
    const world = settledBoard();
    const { store, rerender } = mount(<Board images={new Map()} scale={1} onDrop={() => {}} />, world);
    await nextKonvaFrame(); // the mount's own batch draws
    // Each layer's draws, with the stage's scale at each.
    const scales: number[][] = [[], []];
    const layers = ['.pieces', '.aim'].map((n, i) => {
      const layer = stageOf().findOne<Konva.Layer>(n)!;
      const drawScene = layer.drawScene.bind(layer);
      return vi.spyOn(layer, 'drawScene').mockImplementation((...a) => {
        scales[i]!.push(stageOf().scaleX());
        return drawScene(...a);
      });
    });
    const draws = () => layers.map((l) => l.mock.calls.length);
    playFrames(store, world, 1);
    await nextKonvaFrame();
    expect(draws()).toEqual([0, 0]); // resting: nothing to draw
    // Konva batch-draws every stage when the page is shown again (the browser may have cleared them).
    stageOf().batchDraw();
    expect(draws()).toEqual([0, 0]);
    await nextKonvaFrame();
    expect(draws()).toEqual([1, 1]);
    // A new scale: the layers are resized and drawn at the new scale, the pieces where they rest.
    rerender(
      <Provider store={store}>
        <Board images={new Map()} scale={0.5} onDrop={() => {}} />
      </Provider>,
    );
    await nextKonvaFrame();
    expect(scales.map((s) => s.at(-1))).toEqual([0.5, 0.5]);
  });

  it('a board taken down with a draw still marked draws nothing after it is gone', async () => {
    const { unmount } = mount(<Board images={new Map()} scale={1} onDrop={() => {}} />, settledBoard());
    await nextKonvaFrame(); // the mount's own batch draws
    const layers = ['.pieces', '.aim'].map((n) => stageOf().findOne<Konva.Layer>(n)!);
    const draws = layers.map((l) => vi.spyOn(l, 'drawScene'));
    stageOf().batchDraw(); // as when the page is shown again: each layer marked for the next frame
    unmount();
    await nextKonvaFrame();
    expect(draws.map((d) => d.mock.calls.length)).toEqual([0, 0]);
  });
});

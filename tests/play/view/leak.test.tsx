import 'vitest-canvas-mock';
import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import Konva from 'konva';
import { expect, it } from 'vitest';
import { createWorld } from '../../../src/game';
import { fruitPiece } from '../../../src/game/world';
import { Board } from '../../../src/play/view/board/Board';
import { createGameStore, frameAtom } from '../../../src/play/flow/store';

it('removes nodes of pieces that are gone', () => {
  const store = createGameStore();
  const w = {
    ...createWorld(1),
    pieces: [fruitPiece(1, 1, 50, 50), fruitPiece(2, 2, 150, 50), fruitPiece(3, 3, 250, 50)],
  };
  store.set(frameAtom, { prev: w, world: w, alpha: 1 });
  render(
    <Provider store={store}>
      <Board images={new Map()} scale={1} onDrop={() => {}} />
    </Provider>,
  );
  expect(Konva.stages.at(-1)!.find('.fruit')).toHaveLength(3);
  const w2 = { ...w, pieces: [fruitPiece(9, 4, 100, 100)] };
  act(() => store.set(frameAtom, { prev: w2, world: w2, alpha: 1 }));
  expect(
    Konva.stages
      .at(-1)!
      .find('.fruit')
      .map((n) => n.x()),
  ).toEqual([100]);
});

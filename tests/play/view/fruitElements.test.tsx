import { describe, expect, it } from 'vitest';
import { createFruitElementKeeper } from '../../../src/play/view/board/fruitElements';
import type { FruitNode } from '../../../src/play/scene/scene';

const piece = (id: number, x: number): FruitNode => ({
  id,
  art: 'cherry',
  level: 2,
  x,
  y: 100,
  radius: 20,
  rotation: 0,
  scale: 1,
  opacity: 1,
});
const art = document.createElement('canvas');
const images = new Map([['cherry', art]]);

describe('createFruitElementKeeper', () => {
  it('hands back the same element for a piece that looks the same, and a new one for a piece that moved', () => {
    const keep = createFruitElementKeeper();
    const [a1, b1] = keep([piece(1, 10), piece(2, 50)], images);
    const [a2, b2] = keep([piece(1, 10), piece(2, 51)], images);
    expect(a2).toBe(a1); // React skips it: no render, no Konva update
    expect(b2).not.toBe(b1);
    expect(b2!.props).toMatchObject({ x: 51, y: 100, image: art, name: 'fruit' });
    expect(b2!.key).toBe('2');
  });

  it('makes a new element when the art arrives, and forgets pieces that left the board', () => {
    const keep = createFruitElementKeeper();
    const [fallback] = keep([piece(1, 10)], new Map());
    expect(fallback!.props).not.toHaveProperty('image'); // the numbered circle while the art is missing
    const [withArt] = keep([piece(1, 10)], images);
    expect(withArt).not.toBe(fallback);
    expect(withArt!.props).toMatchObject({ image: art });
    keep([], images);
    const [again] = keep([piece(1, 10)], images);
    expect(again).not.toBe(withArt);
  });
});

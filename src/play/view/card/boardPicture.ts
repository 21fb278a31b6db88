// The score card's board drawn once, offscreen: what `boardDrawing` (in the game's own code) says to draw, with
// the board's own art and colours. A canvas the card scales into its place. This module is the card's chunk's:
// it takes the pieces ready to draw and imports nothing of the board's, so no board code is shared into every page.
import { Layer } from 'konva/lib/Layer';
import { Stage } from 'konva/lib/Stage';
import { Circle } from 'konva/lib/shapes/Circle';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import type { BoardDrawing } from './boardDrawing';

/** The drawing `widthPx` wide (the card's board at its sharpest); null where no canvas can be made. */
export function boardPicture(d: BoardDrawing, widthPx: number): HTMLCanvasElement | null {
  const scale = widthPx / d.width;
  const stage = new Stage({
    container: document.createElement('div'),
    width: widthPx,
    height: Math.round(d.height * scale),
    listening: false,
  });
  try {
    const layer = new Layer({
      listening: false,
      scaleX: scale,
      scaleY: scale,
      x: d.origin.x * scale,
      y: d.origin.y * scale,
    });
    stage.add(layer);
    layer.add(new Rect({ ...d.field, fill: d.colors.field }));
    // The top line, where the pile ended the game.
    layer.add(new Line({ points: [...d.topLine], stroke: d.colors.wall, opacity: 0.5, strokeWidth: 2, dash: [8, 8] }));
    for (const w of d.walls) layer.add(new Rect({ ...w, fill: d.colors.wall }));
    for (const p of d.pieces) {
      const at = { x: p.x, y: p.y, rotation: p.rotation };
      layer.add(
        p.image
          ? new KonvaImage({
              ...at,
              image: p.image,
              width: p.width,
              height: p.height,
              offsetX: p.offsetX,
              offsetY: p.offsetY,
            })
          : new Circle({ ...at, radius: p.radius, fill: p.color, stroke: '#fff', strokeWidth: 2 }),
      );
    }
    return stage.toCanvas({ pixelRatio: 1 });
  } catch (e) {
    console.error('the board could not be drawn for the score card', e);
    return null;
  } finally {
    stage.destroy();
  }
}

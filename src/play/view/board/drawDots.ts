// An effect's particles as one Konva shape: a node per spark would be dozens of nodes to reconcile
// and update each frame; one shape with a draw function is one. The board and the bench's plain
// Konva baseline both use it.
import type { Context } from 'konva/lib/Context';
import type { Shape } from 'konva/lib/Shape';
import type { Dot } from '../../scene/effectNodes';

/** Konva sceneFunc: draws the shape's `dots` attribute, each a filled circle. */
export function drawDots(ctx: Context, shape: Shape): void {
  const dots = (shape.getAttr('dots') ?? []) as readonly Dot[];
  for (const d of dots) {
    ctx.beginPath();
    ctx.arc(d.x, d.y, d.r, 0, 2 * Math.PI);
    ctx.setAttr('fillStyle', d.color);
    ctx.fill();
  }
}

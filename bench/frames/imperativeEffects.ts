// The plain-Konva baseline's effects: the same effect nodes (buildScene's) the board draws, with the same
// shapes as EffectView.tsx, kept as Konva groups by effect id, their attributes set each frame, destroyed
// when the effect ends.
import Konva from 'konva';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../../src/game';
import { drawDots } from '../../src/play/view/board/drawDots';
import { BANNER_HALF, CELEBRATION_COLORS, EXPLOSION_COLORS, type EffectNode } from '../../src/play/scene/effectNodes';
import { BRAND } from '../../src/styles/theme';

/** A running effect's group and the function that sets its shapes from the frame's node. */
type Parts = { group: Konva.Group; set(n: EffectNode): void };

const off = { listening: false } as const;
const edged = { fillAfterStrokeEnabled: true, stroke: '#fff', align: 'center', listening: false } as const;

function create(first: EffectNode, banner: string): Parts {
  const group = new Konva.Group({ listening: false, name: `effect effect-${first.kind}` });
  const dots = () => new Konva.Shape({ name: 'dots', sceneFunc: drawDots, listening: false });
  switch (first.kind) {
    case 'burst': {
      const splash = new Konva.Circle({ ...off, fill: first.color, opacity: 0.35 });
      const ring = new Konva.Circle({ ...off, stroke: first.deep, strokeWidth: 4 });
      const d = dots();
      group.add(splash, ring, d);
      return {
        group,
        set: (n) => {
          if (n.kind !== 'burst') return;
          splash.radius(n.splash);
          ring.radius(n.ring);
          d.setAttr('dots', n.dots);
        },
      };
    }
    case 'points': {
      const text = new Konva.Text({
        ...edged,
        fontSize: 24,
        fontStyle: 'bold',
        fill: BRAND,
        strokeWidth: 4,
        width: 80,
        offsetX: 40,
        offsetY: 12,
      });
      group.add(text);
      return { group, set: (n) => n.kind === 'points' && void text.text(n.text) };
    }
    case 'explosion': {
      const fire = new Konva.Circle({ ...off, fill: EXPLOSION_COLORS.fire, opacity: 0.85 });
      const core = new Konva.Circle({ ...off, fill: EXPLOSION_COLORS.core });
      const smoke = new Konva.Circle({ ...off, stroke: EXPLOSION_COLORS.smoke, strokeWidth: 5 });
      const d = dots();
      group.add(fire, core, smoke, d);
      return {
        group,
        set: (n) => {
          if (n.kind !== 'explosion') return;
          fire.radius(n.fire);
          core.radius(n.core);
          smoke.radius(n.smoke);
          d.setAttr('dots', n.dots);
        },
      };
    }
    case 'celebration': {
      const flash = new Konva.Rect({
        ...off,
        width: WORLD_WIDTH,
        height: WORLD_HEIGHT,
        fill: CELEBRATION_COLORS.flash,
      });
      const ring = new Konva.Circle({ ...off, stroke: CELEBRATION_COLORS.gold, strokeWidth: 8 });
      const ring2 = new Konva.Circle({ ...off, stroke: CELEBRATION_COLORS.pink, strokeWidth: 5 });
      const d = dots();
      const text = new Konva.Text({
        ...edged,
        text: banner,
        fontSize: 28,
        fontStyle: 'bold',
        fill: CELEBRATION_COLORS.gold,
        strokeWidth: 6,
        width: 2 * BANNER_HALF,
        offsetX: BANNER_HALF,
        offsetY: 14,
      });
      group.add(flash, ring, ring2, d, text);
      return {
        group,
        set: (n) => {
          if (n.kind !== 'celebration') return;
          flash.setAttrs({ x: -n.x, y: -n.y, opacity: n.flash, visible: n.flash > 0 });
          ring.radius(n.ring);
          ring2.radius(n.ring2);
          d.setAttr('dots', n.dots);
          text.setAttrs({ x: n.banner.x, y: n.banner.y, scaleX: n.banner.scale, scaleY: n.banner.scale });
        },
      };
    }
  }
}

export function imperativeEffects(layer: Konva.Layer, banner = 'Watermelon × 2!') {
  const parts = new Map<number, Parts>();
  return (nodes: readonly EffectNode[]) => {
    const seen = new Set<number>();
    for (const n of nodes) {
      seen.add(n.id);
      let p = parts.get(n.id);
      if (!p) {
        p = create(n, banner);
        parts.set(n.id, p);
        layer.add(p.group);
      }
      p.group.setAttrs({ x: n.x, y: n.y, opacity: n.opacity });
      p.set(n);
    }
    for (const [id, p] of parts) {
      if (seen.has(id)) continue;
      p.group.destroy();
      parts.delete(id);
    }
  };
}

// The plain-Konva baseline's effects: the same effect nodes (buildScene's) the board draws, kept as
// Konva groups by effect id, their attributes set each frame, destroyed when the effect ends.
import Konva from 'konva';
import { drawDots } from '../../src/play/view/drawDots';
import type { EffectNode } from '../../src/play/core/effectNodes';
import { BRAND } from '../../src/styles/theme';

type Parts = { group: Konva.Group; main: Konva.Shape; dots: Konva.Shape };

function create(n: EffectNode): Parts {
  const group = new Konva.Group({ listening: false, name: `effect effect-${n.kind}` });
  let main: Konva.Shape;
  if (n.kind === 'points') {
    main = new Konva.Text({
      fontSize: 22,
      fontStyle: 'bold',
      fill: '#fff',
      stroke: BRAND,
      strokeWidth: 1,
      width: 80,
      offsetX: 40,
      offsetY: 11,
      align: 'center',
      listening: false,
    });
  } else if (n.kind === 'explosion') {
    main = new Konva.Circle({ fill: '#fff3bf', listening: false });
  } else {
    main = new Konva.Circle({
      stroke: n.kind === 'burst' ? n.color : '#fcc419',
      strokeWidth: n.kind === 'burst' ? 3 : 6,
      listening: false,
    });
  }
  const dots = new Konva.Shape({ name: 'dots', sceneFunc: drawDots, listening: false });
  group.add(main, dots);
  return { group, main, dots };
}

export function imperativeEffects(layer: Konva.Layer) {
  const parts = new Map<number, Parts>();
  return (nodes: readonly EffectNode[]) => {
    const seen = new Set<number>();
    for (const n of nodes) {
      seen.add(n.id);
      let p = parts.get(n.id);
      if (!p) {
        p = create(n);
        parts.set(n.id, p);
        layer.add(p.group);
      }
      p.group.setAttrs({ x: n.x, y: n.y, opacity: n.opacity });
      if (n.kind === 'points') (p.main as Konva.Text).text(n.text);
      else (p.main as Konva.Circle).radius(n.kind === 'explosion' ? n.flash : n.ring);
      if ('dots' in n) p.dots.setAttr('dots', n.dots);
    }
    for (const [id, p] of parts) {
      if (seen.has(id)) continue;
      p.group.destroy();
      parts.delete(id);
    }
  };
}

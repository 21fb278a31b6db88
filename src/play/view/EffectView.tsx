import { memo } from 'react';
import type { Dot, EffectNode } from '../core/effectNodes';
import { drawDots } from './drawDots';
import { Circle, Group, Shape, Text } from './konva';
import { BRAND } from '../../styles/theme';

/** Sparks, shards or confetti around the effect's centre: one shape drawing them all. */
function Dots({ dots }: { dots: readonly Dot[] }) {
  return dots.length ? <Shape name="dots" dots={dots} sceneFunc={drawDots} listening={false} /> : null;
}

/** One running effect: a group at its centre, faded as it runs; removed (by key) when it ends. */
export const EffectView = memo(function EffectView({ node }: { node: EffectNode }) {
  const group = { x: node.x, y: node.y, opacity: node.opacity, listening: false, name: `effect effect-${node.kind}` };
  switch (node.kind) {
    case 'burst':
      return (
        <Group {...group}>
          <Circle radius={node.ring} stroke={node.color} strokeWidth={3} listening={false} />
          <Dots dots={node.dots} />
        </Group>
      );
    case 'points':
      return (
        <Group {...group}>
          <Text
            text={node.text}
            fontSize={22}
            fontStyle="bold"
            fill="#fff"
            stroke={BRAND}
            strokeWidth={1}
            width={80}
            offsetX={40}
            offsetY={11}
            align="center"
            listening={false}
          />
        </Group>
      );
    case 'explosion':
      return (
        <Group {...group}>
          <Circle radius={node.flash} fill="#fff3bf" listening={false} />
          <Dots dots={node.dots} />
        </Group>
      );
    case 'celebration':
      return (
        <Group {...group}>
          <Circle radius={node.ring} stroke="#fcc419" strokeWidth={6} listening={false} />
          <Dots dots={node.dots} />
        </Group>
      );
    default: {
      const never: never = node;
      throw new Error(`unknown effect node ${JSON.stringify(never)}`);
    }
  }
});

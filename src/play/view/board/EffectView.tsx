import { memo } from 'react';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../../../game';
import { BANNER_HALF, CELEBRATION_COLORS, EXPLOSION_COLORS, type Dot, type EffectNode } from '../../scene/effectNodes';
import { drawDots } from './drawDots';
import { Circle, Group, Rect, Shape, Text } from './konva';
import { BRAND } from '../../../styles/theme';

/** Sparks, shards or confetti around the effect's centre: one shape drawing them all. */
function Dots({ dots }: { dots: readonly Dot[] }) {
  return dots.length ? <Shape name="dots" dots={dots} sceneFunc={drawDots} listening={false} /> : null;
}

/** Text drawn white-edged, so it reads on the pale field and over any fruit. */
const EDGED = { fillAfterStrokeEnabled: true, stroke: '#fff', align: 'center', listening: false } as const;

/**
 * One running effect: a group at its centre, faded as it runs; removed (by key) when it ends. `banner` is the
 * celebration's words, in the player's language; `sky` the field above the world's top line (its flash covers
 * the whole field, as the walls' layer draws it).
 */
export const EffectView = memo(function EffectView({
  node,
  banner = '',
  sky = 0,
}: {
  node: EffectNode;
  banner?: string;
  sky?: number;
}) {
  const group = { x: node.x, y: node.y, opacity: node.opacity, listening: false, name: `effect effect-${node.kind}` };
  switch (node.kind) {
    case 'burst':
      return (
        <Group {...group}>
          <Circle name="splash" radius={node.splash} fill={node.color} opacity={0.35} listening={false} />
          <Circle name="ring" radius={node.ring} stroke={node.deep} strokeWidth={4} listening={false} />
          <Dots dots={node.dots} />
        </Group>
      );
    case 'points':
      return (
        <Group {...group}>
          <Text
            text={node.text}
            fontSize={24}
            fontStyle="bold"
            fill={BRAND}
            strokeWidth={4}
            width={80}
            offsetX={40}
            offsetY={12}
            {...EDGED}
          />
        </Group>
      );
    case 'explosion':
      return (
        <Group {...group}>
          <Circle name="fire" radius={node.fire} fill={EXPLOSION_COLORS.fire} opacity={0.85} listening={false} />
          <Circle name="core" radius={node.core} fill={EXPLOSION_COLORS.core} listening={false} />
          <Circle name="smoke" radius={node.smoke} stroke={EXPLOSION_COLORS.smoke} strokeWidth={5} listening={false} />
          <Dots dots={node.dots} />
        </Group>
      );
    case 'celebration':
      return (
        <Group {...group}>
          <Rect
            name="flash"
            x={-node.x}
            y={-node.y - sky}
            width={WORLD_WIDTH}
            height={sky + WORLD_HEIGHT}
            fill={CELEBRATION_COLORS.flash}
            opacity={node.flash}
            visible={node.flash > 0}
            listening={false}
          />
          <Circle name="ring" radius={node.ring} stroke={CELEBRATION_COLORS.gold} strokeWidth={8} listening={false} />
          <Circle name="ring2" radius={node.ring2} stroke={CELEBRATION_COLORS.pink} strokeWidth={5} listening={false} />
          <Dots dots={node.dots} />
          <Text
            name="banner"
            text={banner}
            x={node.banner.x}
            y={node.banner.y}
            scaleX={node.banner.scale}
            scaleY={node.banner.scale}
            fontSize={28}
            fontStyle="bold"
            fill={CELEBRATION_COLORS.gold}
            strokeWidth={6}
            width={2 * BANNER_HALF}
            offsetX={BANNER_HALF}
            offsetY={14}
            {...EDGED}
          />
        </Group>
      );
    default: {
      const never: never = node;
      throw new Error(`unknown effect node ${JSON.stringify(never)}`);
    }
  }
});

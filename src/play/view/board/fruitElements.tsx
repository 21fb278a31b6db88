import type { ReactElement } from 'react';
import { artBox, type ImageMap } from './images';
import { FALLBACK_COLORS } from '../../scene/palette';
import { Circle, Group, Image, Text } from './konva';
import { sameFruit, type FruitNode } from '../../scene/scene';

type Art = HTMLImageElement | HTMLCanvasElement | undefined;

/**
 * A piece as a react-konva node: its art, or a numbered circle while the art is missing. The layer
 * does not listen, so the node does not say so itself: each prop is one more for react-konva to
 * compare on every update of a moving piece.
 */
export function fruitElement(f: FruitNode, image: Art, name = 'fruit'): ReactElement {
  const { id, x, y, rotation, scale, opacity, radius, level } = f;
  const common = { x, y, rotation, scaleX: scale, scaleY: scale, opacity, name };
  if (image) {
    return <Image key={id} {...common} image={image} {...artBox(radius)} />;
  }
  return (
    <Group key={id} {...common}>
      <Circle radius={radius} fill={FALLBACK_COLORS[level] ?? '#333'} stroke="#fff" strokeWidth={2} />
      <Text
        text={level ? String(level) : '★'}
        fontSize={Math.max(12, radius * 0.8)}
        fontStyle="bold"
        fill="#fff"
        width={2 * radius}
        height={2 * radius}
        offsetX={radius}
        offsetY={radius}
        align="center"
        verticalAlign="middle"
      />
    </Group>
  );
}

interface Kept {
  readonly node: FruitNode;
  readonly image: Art;
  readonly element: ReactElement;
}

/**
 * Makes the pieces' elements, each kept from the last call while its piece looks the same. React
 * skips an element it rendered before (the same object) without a call or a props comparison, so a
 * resting piece costs one lookup here, and a moving one has no component of its own around its Konva
 * node (bench:frames, back to back: the board's own time per frame is about 10 % lower than with a
 * memo component per piece). The cache only maps values to elements, so a render that React throws
 * away leaves nothing wrong in it.
 */
export function createFruitElementKeeper() {
  let kept = new Map<number, Kept>();
  return (fruits: readonly FruitNode[], images: ImageMap): ReactElement[] => {
    const next = new Map<number, Kept>();
    const elements = fruits.map((f) => {
      const image = images.get(f.art);
      const old = kept.get(f.id);
      const k =
        old && old.image === image && sameFruit(old.node, f)
          ? old
          : { node: f, image, element: fruitElement(f, image) };
      next.set(f.id, k);
      return k.element;
    });
    kept = next;
    return elements;
  };
}

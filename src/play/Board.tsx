import { useAtomValue } from 'jotai';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import { memo, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type Ref } from 'react';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../game';
import { FALLBACK_COLORS, type ImageMap } from './images';
import { Circle, Group, Image, Layer, Line, Rect, Stage, Text } from './konva';
import { buildScene, WALL, WALLS, type FruitNode } from './scene';
import { frameAtom } from './store';

interface BoardProps {
  images: ImageMap;
  /** CSS px per world unit. */
  scale: number;
  onDrop(worldX: number): void;
  stageRef?: Ref<KonvaStage>;
}

/** The only component that follows per-frame state: it re-renders once per drawn frame. */
export function Board({ images, scale, onDrop, stageRef }: BoardProps) {
  const frame = useAtomValue(frameAtom);
  const [pointerX, setPointerX] = useState<number | null>(null);
  const scene = useMemo(() => buildScene(frame, pointerX), [frame, pointerX]);
  const pieces = useRef<KonvaLayer>(null);
  const aim = useRef<KonvaLayer>(null);
  // Moving layers are drawn here, in the commit, so each frame the loop writes is drawn that same
  // frame, exactly once. Konva's batchDraw would wait for its own next animation frame, which
  // under load lands on every other frame; for these two layers it is switched off.
  useLayoutEffect(() => {
    for (const layer of [pieces.current, aim.current]) if (layer) layer.batchDraw = () => layer;
  }, []);
  useLayoutEffect(() => {
    pieces.current?.draw();
  });
  // The aim layer changes only when the waiting piece or the pointer does.
  const w = scene.waiting;
  const aimKey = w ? `${w.art}:${w.x}:${w.radius}` : '';
  useLayoutEffect(() => {
    aim.current?.draw();
  }, [aimKey, images]);
  const toWorld = (e: PointerEvent<HTMLDivElement>) =>
    (e.clientX - e.currentTarget.getBoundingClientRect().left) / scale;

  return (
    <div
      data-testid="board"
      style={{ width: (WORLD_WIDTH + 2 * WALL) * scale, height: (WORLD_HEIGHT + WALL) * scale, touchAction: 'none' }}
      onPointerMove={(e) => setPointerX(toWorld(e) - WALL)}
      onPointerDown={(e) => {
        e.preventDefault();
        const x = toWorld(e) - WALL;
        setPointerX(x);
        onDrop(x);
      }}
    >
      <Stage
        ref={stageRef}
        width={(WORLD_WIDTH + 2 * WALL) * scale}
        height={(WORLD_HEIGHT + WALL) * scale}
        scaleX={scale}
        scaleY={scale}
        x={WALL * scale}
        listening={false}
      >
        <Walls />
        <Layer ref={pieces} listening={false} name="pieces">
          {scene.fruits.map((f) => (
            <Fruit key={f.id} {...f} image={images.get(f.art)} />
          ))}
        </Layer>
        <Layer ref={aim} listening={false} name="aim">
          {scene.guide ? (
            <Line
              name="guide"
              points={[scene.guide.x, scene.guide.y1, scene.guide.x, scene.guide.y2]}
              stroke="rgba(255,255,255,0.7)"
              strokeWidth={2}
              dash={[8, 8]}
            />
          ) : null}
          {scene.waiting ? <Fruit {...scene.waiting} image={images.get(scene.waiting.art)} name="waiting" /> : null}
        </Layer>
      </Stage>
    </div>
  );
}

/** Walls never change: their own layer, drawn once. */
const Walls = memo(function Walls() {
  return (
    <Layer listening={false} name="walls">
      <Rect x={0} y={0} width={WORLD_WIDTH} height={WORLD_HEIGHT} fill="#ffe8a3" />
      {WALLS.map((w, i) => (
        <Rect key={i} name="wall" {...w} fill="#c98b4e" />
      ))}
    </Layer>
  );
});

type FruitProps = Omit<FruitNode, 'id'> & { image: HTMLImageElement | HTMLCanvasElement | undefined; name?: string };

/** Props are primitives, so a piece at rest does not re-render. */
const Fruit = memo(function Fruit({ level, x, y, radius, rotation, scale, opacity, image, name }: FruitProps) {
  const common = { x, y, rotation, scaleX: scale, scaleY: scale, opacity, listening: false, name: name ?? 'fruit' };
  if (image) {
    return (
      <Image
        {...common}
        image={image}
        width={2 * radius}
        height={2 * radius * 1.04}
        offsetX={radius}
        offsetY={radius * 1.06}
      />
    );
  }
  return (
    <Group {...common}>
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
});

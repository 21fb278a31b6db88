import { useAtomValue, useStore } from 'jotai';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import type { Layer as KonvaLayer } from 'konva/lib/Layer';
import { Util } from 'konva/lib/Util';
import {
  type ReactNode,
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { clampDropX, WORLD_HEIGHT, WORLD_WIDTH } from '../../../game';
import styles from './Board.px.module.css';
import type { ImageMap } from './images';
import { Layer, Line, Rect, Stage } from './konva';
import { fruitElement, createFruitElementKeeper } from './fruitElements';
import { EffectView } from './EffectView';
import { waitingPiece, wallsFor } from '../../scene/scene';
import { BOARD_COLORS, BOARD_HEIGHT, BOARD_WIDTH, WALL } from '../../scene/boardLook';
import { aimWorldAtom, piecesSceneAtom } from '../../flow/store';

interface BoardProps {
  images: ImageMap;
  /** CSS px per world unit. */
  scale: number;
  /** World units of field above the world's top line (a tall screen): the board is that much taller. */
  sky?: number;
  onDrop(worldX: number): void;
  /** The board's accessible name (it says how to play it by keyboard). */
  label?: string;
  /** The words the two-watermelon celebration shows, in the player's language. */
  banner?: string;
  stageRef?: Ref<KonvaStage>;
}

/** Arrow-key aim steps in world px: 20 steps across the board, 100 with Shift. */
export const AIM_STEP = WORLD_WIDTH / 20;
export const FINE_AIM_STEP = WORLD_WIDTH / 100;

/**
 * The stage and its input; it re-renders only when the aim moves. The pieces layer follows the frames.
 * Pointer: pressing shows the waiting piece under the finger, dragging moves it, releasing drops it
 * there (a mouse click is a press and a release). The first pointer down owns the aim until it lifts:
 * other fingers, and a mouse press while a finger aims, do nothing. Keyboard: the board is focusable; arrows aim,
 * Enter or Space drops.
 */
export function Board({ images, scale, sky = 0, onDrop, label, banner, stageRef }: BoardProps) {
  const [aimX, setAimX] = useState<number | null>(null);
  const pressed = useRef<number | null>(null);
  const store = useStore();
  const toWorld = (e: PointerEvent<HTMLDivElement>) =>
    (e.clientX - e.currentTarget.getBoundingClientRect().left) / scale - WALL;
  // Keys move the aim within where the waiting piece can be dropped.
  const clamp = (x: number) => clampDropX(store.get(aimWorldAtom), x);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? FINE_AIM_STEP : AIM_STEP;
    const from = clamp(aimX ?? WORLD_WIDTH / 2);
    if (e.key === 'ArrowLeft') setAimX(clamp(from - step));
    else if (e.key === 'ArrowRight') setAimX(clamp(from + step));
    else if (e.key === 'Enter' || e.key === ' ') onDrop(from);
    else return;
    e.preventDefault(); // no page scroll, no click on a focused button behind
  };

  return (
    <div
      data-testid="board"
      className={styles.board}
      role="application"
      aria-label={label}
      tabIndex={0}
      style={{ width: BOARD_WIDTH * scale, height: (sky + BOARD_HEIGHT) * scale }}
      onKeyDown={onKeyDown}
      onPointerMove={(e) => {
        // While a pointer is down it alone aims; a second finger (or a hovering mouse) moves nothing.
        if (pressed.current === null || pressed.current === e.pointerId) setAimX(toWorld(e));
      }}
      onPointerDown={(e) => {
        e.preventDefault(); // keeps focus where it is and stops the page from scrolling or zooming
        if (pressed.current !== null) return; // the first finger down owns the aim until it lifts
        pressed.current = e.pointerId;
        e.currentTarget.setPointerCapture?.(e.pointerId); // the release counts even off the board
        setAimX(toWorld(e));
      }}
      onPointerUp={(e) => {
        if (pressed.current !== e.pointerId) return;
        pressed.current = null;
        const x = toWorld(e);
        setAimX(x);
        onDrop(x);
      }}
      onPointerCancel={(e) => {
        if (pressed.current === e.pointerId) pressed.current = null; // the browser took the gesture: no drop
      }}
    >
      <BoardStage images={images} scale={scale} sky={sky} banner={banner} stageRef={stageRef}>
        <Aim images={images} pointerX={aimX} />
      </BoardStage>
    </div>
  );
}

/** The stage at the board's size: its walls, its pieces, and `children` over them (the game's aim; none to watch). */
export function BoardStage(props: {
  images: ImageMap;
  scale: number;
  sky: number;
  banner?: string;
  stageRef?: Ref<KonvaStage>;
  children?: ReactNode;
}) {
  const { images, scale, sky, banner, stageRef, children } = props;
  return (
    <Stage
      ref={stageRef}
      width={BOARD_WIDTH * scale}
      height={(sky + BOARD_HEIGHT) * scale}
      scaleX={scale}
      scaleY={scale}
      x={WALL * scale}
      y={sky * scale}
      listening={false}
    >
      <Walls sky={sky} />
      <Pieces images={images} banner={banner} sky={sky} />
      {children}
    </Stage>
  );
}

/**
 * A layer drawn by hand, in the commit, so each frame is drawn that same frame, exactly once: it draws
 * after every render of its owner. Konva's batchDraw would wait for its own next animation frame, which
 * under load lands on every other frame; here it only marks the layer, and the commit's draw settles the
 * mark. Konva.autoDrawEnabled = false does not do that job: react-konva then calls batchDraw itself on
 * every prop update (updatePicture in react-konva/es/makeUpdates.js), and bench:frames counts 1.50 redraws per frame
 * instead of 1.00. A mark no commit settles (the stage rescaled, or the page shown again after the browser
 * cleared its canvases: Konva batch-draws every stage then) is drawn at the next animation frame, so a
 * resting board, which renders nothing, is still redrawn.
 */
function ManualLayer({ name, children }: { name: string; children: ReactNode }) {
  const layer = useRef<KonvaLayer>(null);
  const marked = useRef(false);
  useLayoutEffect(() => {
    const l = layer.current;
    if (!l) return;
    let mounted = true;
    l.batchDraw = () => {
      if (mounted && !marked.current) {
        marked.current = true;
        Util.requestAnimFrame(() => {
          if (mounted && marked.current) l.draw();
          marked.current = false;
        });
      }
      return l;
    };
    // Taken down, the layer is destroyed: a draw marked before, or asked for as its pieces go, is not made.
    return () => {
      mounted = false;
    };
  }, []);
  useLayoutEffect(() => {
    marked.current = false;
    layer.current?.draw();
  });
  return (
    <Layer ref={layer} listening={false} name={name}>
      {children}
    </Layer>
  );
}

/**
 * The only component that follows per-frame state: it re-renders once per drawn frame that changes what
 * it shows, inside the Konva tree, and draws its layer in that commit, so each frame is drawn that same
 * frame, once. A resting board is not drawn again.
 */
export const Pieces = memo(function Pieces({
  images,
  banner,
  sky = 0,
}: {
  images: ImageMap;
  banner?: string;
  /** The field above the world's top line, in world px: the celebration's flash covers it too. */
  sky?: number;
}) {
  const { fruits: nodes, danger, effects } = useAtomValue(piecesSceneAtom);
  const [keep] = useState(createFruitElementKeeper);
  const fruits = useMemo(() => keep(nodes, images), [keep, nodes, images]);
  return (
    <ManualLayer name="pieces">
      {fruits}
      {effects.map((e) => (
        <EffectView key={e.id} node={e} banner={banner} sky={sky} />
      ))}
      {danger ? (
        <Line
          name="danger"
          points={DANGER_POINTS}
          y={danger.y}
          opacity={danger.opacity}
          stroke="#e03131"
          strokeWidth={3}
          dash={DASH}
          listening={false}
        />
      ) : null}
    </ManualLayer>
  );
});

const DASH = [8, 8];
const DANGER_POINTS = [0, 0, WORLD_WIDTH, 0];

/** The waiting piece and the guide line: they change only when the waiting piece or the pointer does. */
const Aim = memo(function Aim({ images, pointerX }: { images: ImageMap; pointerX: number | null }) {
  const world = useAtomValue(aimWorldAtom);
  const { waiting, guide } = useMemo(() => waitingPiece(world, pointerX), [world, pointerX]);
  // It renders only when the waiting piece, the pointer or the art changed: its layer draws then.
  const points = useMemo(() => (guide ? [guide.x, guide.y1, guide.x, guide.y2] : []), [guide]);
  return (
    <ManualLayer name="aim">
      {guide ? <Line name="guide" points={points} stroke="rgba(255,255,255,0.7)" strokeWidth={2} dash={DASH} /> : null}
      {waiting ? fruitElement(waiting, images.get(waiting.art), 'waiting') : null}
    </ManualLayer>
  );
});

/** Walls change only with the board's size: their own layer, drawn when it changes. */
const Walls = memo(function Walls({ sky }: { sky: number }) {
  const walls = useMemo(() => wallsFor(sky), [sky]);
  return (
    <Layer listening={false} name="walls">
      <Rect
        name="field"
        x={0}
        y={-sky}
        width={WORLD_WIDTH}
        height={sky + WORLD_HEIGHT}
        fill={BOARD_COLORS.field}
        {...(sky > 0 ? skyFill(sky) : null)}
      />
      {sky > 0 ? (
        <Line
          name="topLine"
          points={DANGER_POINTS}
          stroke={BOARD_COLORS.wall}
          opacity={0.35}
          strokeWidth={2}
          dash={DASH}
        />
      ) : null}
      {walls.map((w, i) => (
        <Rect key={i} name="wall" {...w} fill={BOARD_COLORS.wall} />
      ))}
    </Layer>
  );
});

/** The sky fades from the page's light top into the field at the world's top line, where the box begins. */
const skyFill = (sky: number) => ({
  fillLinearGradientStartPoint: { x: 0, y: 0 },
  fillLinearGradientEndPoint: { x: 0, y: sky },
  fillLinearGradientColorStops: [0, BOARD_COLORS.sky, 1, BOARD_COLORS.field],
});

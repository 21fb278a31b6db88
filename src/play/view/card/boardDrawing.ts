// What the score card's board shows (scene/cardBoard.ts: the end, settled, cropped to the pile), as shapes to draw
// in world units with the board's art: made in the game's own code, drawn by the card's chunk (boardPicture.ts).
import { WORLD_WIDTH, type World } from '../../../game';
import { BOARD_COLORS, BOARD_WIDTH, WALL } from '../../scene/boardLook';
import { cardBoard } from '../../scene/cardBoard';
import { FALLBACK_COLORS } from '../../scene/palette';
import { wallsFor } from '../../scene/scene';
import { artBox, type ImageMap } from '../board/images';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface BoardDrawing {
  /** The picture's size in world units, walls included, and where the world's origin sits in it. */
  readonly width: number;
  readonly height: number;
  readonly origin: { readonly x: number; readonly y: number };
  readonly colors: { readonly field: string; readonly wall: string };
  readonly field: Box;
  readonly walls: readonly Box[];
  readonly topLine: readonly number[];
  /** Each piece: its art (null: a coloured circle) at its place and turn. */
  readonly pieces: readonly {
    readonly image: HTMLImageElement | HTMLCanvasElement | null;
    readonly x: number;
    readonly y: number;
    readonly rotation: number;
    readonly radius: number;
    readonly width: number;
    readonly height: number;
    readonly offsetX: number;
    readonly offsetY: number;
    readonly color: string;
  }[];
}

export function boardDrawing(world: World, images: ImageMap): BoardDrawing {
  const { top, height, pieces } = cardBoard(world);
  return {
    width: BOARD_WIDTH,
    height: height + WALL,
    origin: { x: WALL, y: -top },
    colors: BOARD_COLORS,
    field: { x: 0, y: top, width: WORLD_WIDTH, height },
    walls: wallsFor(-top),
    topLine: [0, 0, WORLD_WIDTH, 0],
    pieces: pieces.map((f) => ({
      image: images.get(f.art) ?? null,
      x: f.x,
      y: f.y,
      rotation: f.rotation,
      radius: f.radius,
      ...artBox(f.radius),
      color: FALLBACK_COLORS[f.level] ?? '#333',
    })),
  };
}

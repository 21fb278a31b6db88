// The board's size and colours: one home for the scene's walls, the stage (Board.tsx, Game.tsx), the
// layout, the benchmarks and, as CSS custom properties (`virtual:board.css`, written from this module
// at build time), the frame the prerender paints before any JavaScript (Game.px.module.css).
// With its extension, and the constants alone: vite.config.ts loads this module natively in Node.
import { WORLD_HEIGHT, WORLD_WIDTH } from '../../game/constants.ts';

/** The walls' and the floor's thickness, in world units. */
export const WALL = 6;
/** The board at scale 1, walls included: 387 × 406. */
export const BOARD_WIDTH = WORLD_WIDTH + 2 * WALL;
export const BOARD_HEIGHT = WORLD_HEIGHT + WALL;
/** The field the board always shows above the world's top line, in world units: the danger line on it is seen whole. */
export const MIN_SKY = 10;
/** The stage is never drawn smaller than this (a window too small to play in still shows the board). */
export const MIN_STAGE_SCALE = 0.3;
export const BOARD_COLORS = {
  /** The play field behind the pieces. */
  field: '#ffe8a3',
  /** The top of the field above the box on a tall screen, fading into `field`. */
  sky: '#fff6d8',
  /** The two walls and the floor. */
  wall: '#c98b4e',
} as const;

/** The same facts for CSS: unitless numbers (world units) and colours. */
export const BOARD_VARS = {
  '--board-width': BOARD_WIDTH,
  '--board-height': BOARD_HEIGHT,
  '--board-min-sky': MIN_SKY,
  '--board-wall': WALL,
  '--board-min-scale': MIN_STAGE_SCALE,
  '--board-field': BOARD_COLORS.field,
  '--board-sky': BOARD_COLORS.sky,
  '--board-wall-color': BOARD_COLORS.wall,
} as const;

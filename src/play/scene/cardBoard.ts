// The board as the score card shows it (issue #85): the game's end, settled. Its pieces as they lie, none mid-pop
// and none of those a special was taking away, no effects; cropped to the pile, from just above its highest piece
// (the one over the line that ended the game, whole) down to the floor, whatever the board's size on screen was.
import { WORLD_HEIGHT, type World } from '../../game';
import { sceneFruits, type FruitNode } from './scene';

/** Room kept above the highest piece, in world px. */
export const CARD_BOARD_MARGIN = 12;

export interface CardBoard {
  /** The crop's top, in world px: at or above the top line (0), above it when a piece stands over it. */
  readonly top: number;
  /** The world's height shown, top to floor. */
  readonly height: number;
  readonly pieces: readonly FruitNode[];
}

export function cardBoard(world: World): CardBoard {
  const gone = new Set(world.pieces.filter((p) => p.explosion !== null).map((p) => p.id));
  const pieces = sceneFruits({ prev: world, world, alpha: 1 })
    .filter((f) => !gone.has(f.id))
    .map((f) => ({ ...f, scale: 1, opacity: 1 }));
  const highest = Math.min(WORLD_HEIGHT, ...pieces.map((f) => f.y - f.radius));
  const top = Math.min(0, highest) - CARD_BOARD_MARGIN;
  return { top, height: WORLD_HEIGHT - top, pieces };
}

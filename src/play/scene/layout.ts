import { BOARD_HEIGHT, BOARD_WIDTH, MIN_SKY, MIN_STAGE_SCALE } from './boardLook';

/** Height of the HUD row and the prop row, in CSS px. */
export const CHROME_PX = 130;
export { BOARD_HEIGHT };
/** The smallest board still comfortable to aim at: 60% of its natural size. */
export const MIN_BOARD_SCALE = 0.6;
/** The least height the host may give the game: the HUD, the prop row and the smallest playable board. */
export const MIN_CONTENT_PX = Math.ceil(CHROME_PX + MIN_BOARD_SCALE * BOARD_HEIGHT);
/** Header the host keeps above the web view, by initData's content height rule (docs/bridge.md, "App → page"). */
export const HOST_CHROME = 110;

/**
 * The game's height from initData (`statusHeight - 110 + statusBarHeight`), raised to MIN_CONTENT_PX
 * with a console.warn naming the fields when it would shrink the board below playable or under the HUD.
 */
export function contentHeight(statusHeight: number, statusBarHeight: number): number {
  const h = statusHeight - HOST_CHROME + statusBarHeight;
  if (h >= MIN_CONTENT_PX) return h;
  console.warn(
    `initData: statusHeight ${statusHeight} with statusBarHeight ${statusBarHeight} leaves ${h} px for the game; ` +
      `clamped to ${MIN_CONTENT_PX} px, the least that keeps the board playable below the HUD`,
  );
  return MIN_CONTENT_PX;
}

/** How the board fills its room: CSS px per world unit, and the sky above the box in world units. */
export interface BoardFit {
  readonly scale: number;
  /** The field above the world's top line: the board runs the room's whole height, the box on its floor. */
  readonly sky: number;
}

/**
 * The board as wide as the room allows (or as tall, on a wide screen), and as tall as the room: the world
 * stays 375 × 400 at the bottom, on the floor, and the field continues above it up to the HUD, so a tall
 * phone shows one game from the HUD to the prop row instead of a square box between two empty bands. At
 * least MIN_SKY of field shows above the top line, so its danger line never sits on the room's edge.
 */
export function boardFit(room: { readonly width: number; readonly height: number }): BoardFit {
  const tall = BOARD_HEIGHT + MIN_SKY;
  const scale = Math.max(MIN_STAGE_SCALE, Math.min(room.width / BOARD_WIDTH, room.height / tall));
  const sky = Math.max(0, Math.floor((room.height / scale - BOARD_HEIGHT) * 100) / 100);
  return { scale, sky };
}

import { BOARD_HEIGHT } from './boardLook';

/** Height of the HUD row and the prop row, in CSS px. */
export const CHROME_PX = 130;
export { BOARD_HEIGHT };
/** The smallest board still comfortable to aim at: 60% of its natural size. */
export const MIN_BOARD_SCALE = 0.6;
/** The least height the host may give the game: the HUD, the prop row and the smallest playable board. */
export const MIN_CONTENT_PX = Math.ceil(CHROME_PX + MIN_BOARD_SCALE * BOARD_HEIGHT);
/** Header the host keeps above the web view, per the contract's content height rule. */
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

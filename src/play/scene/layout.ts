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

/** A duel's partner board: its name line above it, in CSS px. */
export const PARTNER_HEAD_PX = 22;
/** Room kept around the partner's board, in CSS px. */
const PARTNER_GAP_PX = 8;
/** The smallest partner board that still reads as a game: 20% of its natural size (77 px wide). */
export const MIN_PARTNER_SCALE = 0.2;
/** The partner's board is smaller than the player's: at most this share of its scale. */
const PARTNER_SHARE = 0.75;

/**
 * Where a duel's partner board goes in the board's room, in CSS px from the room's top left, never moving or
 * shrinking the player's board: beside it where the room is wider than the board (a phone on its side, a
 * computer), else in the field above the player's top line (a tall phone), else small in the field's corner over
 * the board, where taps go through it. `sky` is its own field above its top line, in world units.
 */
export interface PartnerPlace {
  readonly at: 'beside' | 'above' | 'over';
  readonly left: number;
  readonly top: number;
  readonly scale: number;
  readonly sky: number;
}

export function partnerPlace(room: { readonly width: number; readonly height: number }, fit: BoardFit): PartnerPlace {
  const sky = MIN_SKY;
  const tall = BOARD_HEIGHT + sky;
  const width = BOARD_WIDTH * fit.scale;
  const boardLeft = Math.max(0, (room.width - width) / 2);
  const most = PARTNER_SHARE * fit.scale;
  const fitHeight = (h: number) => (h - PARTNER_HEAD_PX - 2 * PARTNER_GAP_PX) / tall;
  const panelHeight = (s: number) => PARTNER_HEAD_PX + tall * s;
  // Beside: the room right of the board, its floor level with the player's.
  const beside = Math.min(most, (boardLeft - 2 * PARTNER_GAP_PX) / BOARD_WIDTH, fitHeight(room.height));
  if (beside >= MIN_PARTNER_SCALE) {
    const left = boardLeft + width + (boardLeft - BOARD_WIDTH * beside) / 2;
    return { at: 'beside', left, top: room.height - PARTNER_GAP_PX - panelHeight(beside), scale: beside, sky };
  }
  // Above: the field over the player's top line, centred, at most 60% of the board's width.
  const field = room.height - BOARD_HEIGHT * fit.scale;
  const above = Math.min(most, fitHeight(field), (0.6 * width) / BOARD_WIDTH);
  if (above >= MIN_PARTNER_SCALE) {
    const left = boardLeft + (width - BOARD_WIDTH * above) / 2;
    return { at: 'above', left, top: PARTNER_GAP_PX, scale: above, sky };
  }
  const s = MIN_PARTNER_SCALE;
  return { at: 'over', left: boardLeft + width - PARTNER_GAP_PX - BOARD_WIDTH * s, top: PARTNER_GAP_PX, scale: s, sky };
}

/** The work of one simulated step, beside one unit a piece: measured, a step costs about 2.5 µs and a piece 1 µs. */
export const STEP_WORK = 3;

/** More pieces than the board can hold: 256 strawberries (r 15) would cover more than its 375 × 400 px. */
const DENSEST_BOARD = 256;

/**
 * The work a replay may cost per frame it claims, in units of about 1 µs here: each simulated step costs
 * STEP_WORK plus the pieces on the board, so no honest step can cost more. A safety net that scales with
 * the game (a line's cost is linear in its frames, bounded by the server's maxFrames); idle stretches
 * skipped cost nothing.
 */
export const FRAME_WORK = STEP_WORK + DENSEST_BOARD;

/** What simulating one step of a board of `pieces` costs, in these units. */
export const stepWork = (pieces: number) => STEP_WORK + pieces;

/**
 * The rules a game is played under, written first in its replay. A replay verifies under its own
 * rules forever, so a rule change never alters an old verdict: it gets a new version here.
 *
 * - 1: the first rules (shipped with verifiable scores).
 * - 2: a fair end: only a piece still for STILL_FRAMES (not merely asleep) ends the game; and a piece
 *   pinned against a side wall passes the sideways part of a contact to its partner, so a fruit wedged
 *   between a wall and a larger one no longer rests inside it.
 * - 3: a pile comes to rest without sinking into itself: contacts are solved CONTACT_ITERATIONS times
 *   per substep, the floor and walls between them; friction holds at most HOLD_DEPTH_CAP of a contact's
 *   depth; a contact left deeper than PRESSURE_DEPTH wakes the sleepers around it; a piece rests by how
 *   far it moved, not by the speed its last substep implied; and touching pieces fall asleep together.
 */
export type RulesVersion = 1 | 2 | 3;

/** New games play these. */
export const LATEST_RULES: RulesVersion = 3;

/** Every version this code can play and verify, oldest first. */
export const RULES_VERSIONS: readonly RulesVersion[] = [1, 2, 3];

export const isRulesVersion = (n: number): n is RulesVersion => (RULES_VERSIONS as readonly number[]).includes(n);

import * as constants from './constants';

const {
  CONTACT_ITERATIONS,
  HOLD_DEPTH_CAP,
  MAX_REPLAY_FRAMES,
  PRESSURE_DEPTH,
  REVIVE_LOOK_AHEAD,
  SLEEPERS_WAKE_DEPTH,
  STILL_FRAMES,
  WAKE_DEPTH,
  WEDGE_ALLOWANCE,
} = constants;

/**
 * The rules a game is played under, written first in its replay. A replay verifies under its own
 * rules forever, so a rule change never alters an old verdict: it gets a new version, a new row of RULES.
 */
export type RulesVersion = 1 | 2 | 3 | 4;

/** What one version of the rules does, field by field: a version is its row, and two rows differ only here. */
export interface Rules {
  readonly version: RulesVersion;
  /** Contact passes per substep, the floor and walls clamped between them (v3: CONTACT_ITERATIONS). */
  readonly contactPasses: number;
  /** A contact with a piece pinned against a side wall keeps at most this depth the usual way; the partner takes the rest (v2: WEDGE_ALLOWANCE; v1: none). */
  readonly wedgeAllowance: number;
  /** Static friction holds a slide of at most this, however deep the contact (v3: HOLD_DEPTH_CAP; before: no cap). */
  readonly holdDepthCap: number;
  /** Two sleepers overlapping deeper than this wake (v3: SLEEPERS_WAKE_DEPTH; before: WAKE_DEPTH). */
  readonly sleepersWakeDepth: number;
  /** A contact deeper than this at the end of a frame wakes the sleepers touching its awake group (v3: PRESSURE_DEPTH; before, Infinity: never). */
  readonly pressureWakeDepth: number;
  /** A piece rests by how far it moved in the frame (v3), or by the speed its last substep implied (v1, v2). */
  readonly restBy: 'travel' | 'speed';
  /** Touching pieces fall asleep in the same frame (v3). */
  readonly sleepTogether: boolean;
  /** Still frames a settled piece over the top line needs to end the game (v2: STILL_FRAMES; v1: asleep is enough). */
  readonly stillToEnd: number;
  /** A revive also removes every piece over the top line, not only the five oldest (v4). */
  readonly reviveClearsOverLine: boolean;
  /** Then the highest piece left, one at a time, until the game left alone would not end within this many frames (v4: REVIVE_LOOK_AHEAD; before, 0: no look). */
  readonly reviveLookAhead: number;
  /** A piece that leaves (a landed special, its target, a merge) wakes every piece it held up, through the pile (v4); before, only those within WAKE_GAP. */
  readonly wakeHeldUp: boolean;
  /** A sleeper with nothing beneath it (the floor, or a touching piece lower than it) wakes and falls (v4). */
  readonly wakeUnsupported: boolean;
  /** The game ends at this frame, and cannot be revived past it: the replay's cap (v4); before, no end. */
  readonly lastFrame: number;
}

const V1: Rules = {
  version: 1,
  contactPasses: 1,
  wedgeAllowance: Infinity,
  holdDepthCap: Infinity,
  sleepersWakeDepth: WAKE_DEPTH,
  pressureWakeDepth: Infinity,
  restBy: 'speed',
  sleepTogether: false,
  stillToEnd: 0,
  reviveClearsOverLine: false,
  reviveLookAhead: 0,
  wakeHeldUp: false,
  wakeUnsupported: false,
  lastFrame: Infinity,
};
/** A fair end; a wedge against a wall resolves. */
const V2: Rules = { ...V1, version: 2, wedgeAllowance: WEDGE_ALLOWANCE, stillToEnd: STILL_FRAMES };
/** A pile comes to rest without sinking into itself. */
const V3: Rules = {
  ...V2,
  version: 3,
  contactPasses: CONTACT_ITERATIONS,
  holdDepthCap: HOLD_DEPTH_CAP,
  sleepersWakeDepth: SLEEPERS_WAKE_DEPTH,
  pressureWakeDepth: PRESSURE_DEPTH,
  restBy: 'travel',
  sleepTogether: true,
};
/** Nothing a player watched or paid for is wasted: a revive that gives a real chance, nothing left hanging, no game lost at the cap. */
const V4: Rules = {
  ...V3,
  version: 4,
  reviveClearsOverLine: true,
  reviveLookAhead: REVIVE_LOOK_AHEAD,
  wakeHeldUp: true,
  wakeUnsupported: true,
  lastFrame: MAX_REPLAY_FRAMES,
};

/** Every version's row. */
export const RULES: Readonly<Record<RulesVersion, Rules>> = { 1: V1, 2: V2, 3: V3, 4: V4 };

/** New games play these. */
export const LATEST_RULES: RulesVersion = 4;

/** Every version this code can play and verify, oldest first. */
export const RULES_VERSIONS: readonly RulesVersion[] = [1, 2, 3, 4];

export const isRulesVersion = (n: number): n is RulesVersion => (RULES_VERSIONS as readonly number[]).includes(n);

/** The fields in which version `b`'s row differs from `a`'s (docs/game.md lists them). */
export function rulesChanged(a: RulesVersion, b: RulesVersion): (keyof Rules)[] {
  return (Object.keys(RULES[b]) as (keyof Rules)[]).filter((k) => k !== 'version' && RULES[a][k] !== RULES[b][k]);
}

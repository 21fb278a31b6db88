// What a kept game shows before any of the page's code runs: the prepaint script (src/prepaint/kept.ts) reads
// the save from local storage, where every save is written at once, and puts its score and prop counts into the
// prerendered HUD before the first paint, so a game that comes back never shows a new game's first. The decision
// is the keeper's (kept/keeper.ts `found`), on what the save says of itself; one the keeper then finds damaged
// gives way to a new game as the page starts. Light on purpose: no code of the game's.
import { parseSeed } from '../../game/random';

/** The layout of a save (kept/game.ts); one with another is from a newer page and is not read. */
export const KEPT_VERSION = 1;
/** A save older than this is not brought back: its score is reported and a new game starts. */
export const KEPT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A kept game's HUD: its score, and the prop counts the host last sent (one per special, in their order). */
export interface FirstLook {
  readonly score: number;
  readonly quantities: readonly number[];
}

/** Where `seed` and `score` are in a save's `world.n` (src/game/snapshot.ts WORLD_NUMBERS). */
const SEED = 0;
const SCORE = 5;

const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The HUD of the game kept in `text` if it comes back when the page opens at `now` (wall-clock ms) with the
 * address's `gameSeed` parameter (null: none), else null: none kept, left by Home, ended, too old, another
 * seed, or a save that does not say so plainly. Written to stay small (it is inlined in the game's page): a
 * save without the fields read here throws as they are read, and is none.
 */
export function firstLook(text: string | null, now: number, gameSeed: string | null): FirstLook | null {
  try {
    const save = JSON.parse(text!) as Save;
    const { world, props } = save;
    const [score, quantities] = [world.n[SCORE], props.map((p) => p.quantity)];
    const host = parseSeed(gameSeed);
    const comesBack =
      save.v === KEPT_VERSION &&
      save.left === false &&
      (world.phase === 'playing' || world.phase === 'paused') &&
      typeof save.savedAt === 'number' &&
      now - save.savedAt <= KEPT_MAX_AGE_MS &&
      (host === null || world.n[SEED] === host);
    return comesBack && count(score) && quantities.every(count) ? { score, quantities } : null;
  } catch {
    return null;
  }
}

/** What a save (kept/game.ts) is taken to hold here; any of it may be missing. */
interface Save {
  v: unknown;
  savedAt: unknown;
  left: unknown;
  world: { phase: unknown; n: unknown[] };
  props: { quantity: unknown }[];
}

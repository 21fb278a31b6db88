// Whether a kept game is what it says: its replay, played from its seed, must come to its world bit for
// bit. Played a piece at a time (`step`), so a long game is checked without holding the page; `finish`
// plays the rest at once where the answer is needed now (a score about to be reported).
import { replaying, sameWorld, update, type Played, type World } from '../../game';
import type { KeptGame } from './game';

/** Frames simulated per piece of the check: a few ms on a phone even on a full board. */
export const CHECK_CHUNK_FRAMES = 120;

/** true: the kept game reproduces itself; a string: why it does not. */
export type CheckVerdict = true | string;

/** Pausing is not a move of the game (it is not recorded): a kept paused game is its replay's playing one. */
const asPlayed = (w: World): World => (w.phase === 'paused' ? { ...w, phase: 'playing' } : w);

function verdictOf(g: KeptGame, p: Played): CheckVerdict {
  if (!p.ok) return `its replay does not play: ${p.reason}`;
  let w = p.world;
  for (const kind of g.held) w = update(w, { type: 'setSpecial', kind }).world;
  return sameWorld(w, asPlayed(g.world))
    ? true
    : `its replay comes to another world (score ${w.score}, not the kept ${g.world.score})`;
}

export function createKeptCheck(g: KeptGame, chunk = CHECK_CHUNK_FRAMES) {
  const run = replaying(g.replay, {}, chunk);
  let verdict: CheckVerdict | null = null;
  const next = () => {
    const s = run.next();
    if (s.done) verdict = verdictOf(g, s.value);
  };
  return {
    /** One piece of the check; the verdict once there is one. */
    step(): CheckVerdict | null {
      if (verdict === null) next();
      return verdict;
    },
    /** The rest of the check at once. */
    finish(): CheckVerdict {
      while (verdict === null) next();
      return verdict;
    },
  };
}

export type KeptCheck = ReturnType<typeof createKeptCheck>;

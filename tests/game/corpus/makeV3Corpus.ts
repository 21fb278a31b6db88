// Wrote tests/game/corpus/v3.jsonl with the code that shipped rules v3 (issue #39, item 6):
//   npx tsx tests/game/corpus/makeV3Corpus.ts > tests/game/corpus/v3.jsonl
// Each line: a v3 replay an honest page could write, its verdict (score, seed, frames, what it used) and
// the digest of the replayed world. 60 short games in the v2 corpus's styles, then 4 long ones (15 to 30
// minutes) by a strong player at a person's pace, with granted specials and revives. The simulation is
// pure since #39, so one process plays, verifies and digests them all.
// Kept for the record of how the corpus was made; the corpus itself is frozen and is never rewritten.
import { decodeReplay, playReplay, verifyReplay, type Replay } from '../../../src/game';
import { playBot } from '../bot';
import { LENGTHS, MINUTE, PERSON, RATES, SHORT } from './profiles';
import { worldDigest } from './worldDigest';

let long = 0;
for (let i = 0; i < 60 || long < 4; i++) {
  const game =
    i < 60
      ? playBot(i % 3 === 0 ? 4294967295 - i * 7919 : 3000 + i, { ...SHORT[i % SHORT.length]!, rules: 3 })
      : playBot(70_000 + i, {
          ...PERSON,
          maxFrames: LENGTHS[i % 3]! * MINUTE,
          specialRate: RATES[i % RATES.length]!,
          rules: 3,
        });
  if (i >= 60 && game.world.frame < 15 * MINUTE) continue;
  if (i >= 60) long++;
  const v = verifyReplay(game.replay);
  if (!v.ok || v.score !== game.world.score)
    throw new Error(`game ${i}: ${JSON.stringify(v)}, played ${game.world.score}`);
  const p = playReplay((decodeReplay(game.replay) as { replay: Replay }).replay);
  if (!p.ok) throw new Error(p.reason);
  const { score, seed, frames, bombs, wildcards, revives } = v;
  console.error(`game ${i}: ${(frames / MINUTE).toFixed(1)} min, score ${score}`);
  console.log(
    JSON.stringify({
      replay: game.replay,
      score,
      seed,
      frames,
      bombs,
      wildcards,
      revives,
      world: worldDigest(p.world),
    }),
  );
}

// How the v3 and v4 corpora were written: 60 short games in the v2 corpus's styles, then 4 long ones (15 to
// 30 minutes) by a strong player at a person's pace, with granted specials and revives, each verified and
// digested in one process (the simulation is pure). One JSON line each on standard output.
import { decodeReplay, playReplay, verifyReplay, type Replay, type RulesVersion } from '../../../src/game/package';
import { playBot } from '../bot';
import { LENGTHS, MINUTE, PERSON, RATES, SHORT } from './profiles';
import { worldDigest } from './worldDigest';

export interface CorpusSeeds {
  /** The seed of short game i. */
  readonly short: (i: number) => number;
  /** Added to i (60 and on) for a long game's seed. */
  readonly long: number;
}

export function writeCorpus(rules: RulesVersion, seeds: CorpusSeeds): void {
  let long = 0;
  for (let i = 0; i < 60 || long < 4; i++) {
    const game =
      i < 60
        ? playBot(seeds.short(i), { ...SHORT[i % SHORT.length]!, rules })
        : playBot(seeds.long + i, {
            ...PERSON,
            maxFrames: LENGTHS[i % 3]! * MINUTE,
            specialRate: RATES[i % RATES.length]!,
            rules,
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
    const world = worldDigest(p.world);
    console.log(JSON.stringify({ replay: game.replay, score, seed, frames, bombs, wildcards, revives, world }));
  }
}

// Wrote tests/game/corpus/v1.jsonl with the code of 6db584b (rules v1, before rules v2 existed):
//   npx tsx tests/game/corpus/makeV1Corpus.ts > tests/game/corpus/v1.jsonl
// (then without `rules`: v1 was the only rules; the bot now takes `rules: 1` to play them).
// Each line: a v1 replay an honest page wrote, its verdict then, and the digest of the replayed world.
// Kept for the record of how the corpus was made; the corpus itself is frozen and is never rewritten.
import { decodeReplay, playReplay, verifyReplay } from '../../../src/game/package';
import { playBot } from '../bot';
import { CORPUS_PROFILES } from './profiles';
import { v1Digest } from './v1Digest';

for (let i = 0; i < 160; i++) {
  const seed = i % 3 === 0 ? 4294967295 - i * 7919 : 1000 + i;
  const game = playBot(seed, { ...CORPUS_PROFILES[i % CORPUS_PROFILES.length]!, rules: 1 });
  const v = verifyReplay(game.replay);
  const d = decodeReplay(game.replay);
  const p = d.ok ? playReplay(d.replay) : d;
  if (!v.ok || !p.ok || v.score !== game.world.score) throw new Error(`seed ${seed}: ${JSON.stringify(v)}`);
  console.log(
    JSON.stringify({ replay: game.replay, score: v.score, seed: v.seed, frames: v.frames, world: v1Digest(p.world) }),
  );
}

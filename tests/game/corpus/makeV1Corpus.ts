// Wrote tests/game/corpus/v1.jsonl with the code of 6db584b (rules v1, before rules v2 existed):
//   npx tsx tests/game/corpus/makeV1Corpus.ts > tests/game/corpus/v1.jsonl
// (then without `rules`: v1 was the only rules; the bot now takes `rules: 1` to play them).
// Each line: a v1 replay an honest page wrote, its verdict then, and the digest of the replayed world.
// Kept for the record of how the corpus was made; the corpus itself is frozen and is never rewritten.
import { decodeReplay, playReplay, verifyReplay } from '../../../src/game';
import { playBot, type BotOptions } from '../bot';
import { v1Digest } from './v1Digest';

const PROFILES: readonly BotOptions[] = [
  {},
  { maxFrames: 900 },
  { spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 0, specialRate: 0 },
  { spread: 0.3, minWait: 0, maxWait: 8, reviveRate: 1, specialRate: 0.01 },
  { merge: true, maxFrames: 12000, specialRate: 0.003, minWait: 30, maxWait: 120 },
  { spread: 1, minWait: 10, maxWait: 60, reviveRate: 0.5, specialRate: 0.02 },
  { spread: 0.05, minWait: 0, maxWait: 2, reviveRate: 1, specialRate: 0 },
  { merge: true, maxFrames: 4000, specialRate: 0, minWait: 2, maxWait: 10 },
];

for (let i = 0; i < 160; i++) {
  const seed = i % 3 === 0 ? 4294967295 - i * 7919 : 1000 + i;
  const game = playBot(seed, { ...PROFILES[i % PROFILES.length]!, rules: 1 });
  const v = verifyReplay(game.replay);
  const d = decodeReplay(game.replay);
  const p = d.ok ? playReplay(d.replay) : d;
  if (!v.ok || !p.ok || v.score !== game.world.score) throw new Error(`seed ${seed}: ${JSON.stringify(v)}`);
  console.log(
    JSON.stringify({ replay: game.replay, score: v.score, seed: v.seed, frames: v.frames, world: v1Digest(p.world) }),
  );
}

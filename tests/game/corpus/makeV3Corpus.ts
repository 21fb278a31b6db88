// Wrote tests/game/corpus/v3.jsonl with the code that shipped rules v3 (issue #39, item 6):
//   npx tsx tests/game/corpus/makeV3Corpus.ts > tests/game/corpus/v3.jsonl
// Each line: a v3 replay an honest page could write, its verdict (score, seed, frames, what it used) and
// the digest of the replayed world (writeCorpus.ts says which games).
// Kept for the record of how the corpus was made; the corpus itself is frozen and is never rewritten.
import { writeCorpus } from './writeCorpus';

writeCorpus(3, { short: (i) => (i % 3 === 0 ? 4294967295 - i * 7919 : 3000 + i), long: 70_000 });

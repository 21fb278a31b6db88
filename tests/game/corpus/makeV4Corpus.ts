// Wrote tests/game/corpus/v4.jsonl with the code that shipped rules v4 (issue #48), on their first day:
//   npx tsx tests/game/corpus/makeV4Corpus.ts > tests/game/corpus/v4.jsonl
// Each line: a v4 replay an honest page could write, its verdict (score, seed, frames, what it used) and
// the digest of the replayed world (writeCorpus.ts says which games).
// Kept for the record of how the corpus was made; the corpus itself is frozen and is never rewritten.
import { writeCorpus } from './writeCorpus';

writeCorpus(4, { short: (i) => (i % 3 === 0 ? 4294967295 - i * 104729 : 5000 + i), long: 80_000 });

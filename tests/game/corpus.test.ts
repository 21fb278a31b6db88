// @vitest-environment node
// Rules are frozen once shipped: every v1 replay in the corpus (written by today's page before rules v2
// existed, tests/game/corpus/makeV1Corpus.ts) verifies to the verdict it had then, and its replayed
// world keeps every piece where v1 put it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeReplay, playReplay, verifyReplay, type Replay } from '../../src/game';
import { v1Digest } from './corpus/v1Digest';

interface Entry {
  readonly replay: string;
  readonly score: number;
  readonly seed: number;
  readonly frames: number;
  readonly world: string;
}

const corpus: Entry[] = readFileSync(new URL('./corpus/v1.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Entry);

describe('the v1 corpus', () => {
  it('holds at least 150 v1 replays', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(corpus.every((e) => e.replay.startsWith('1.'))).toBe(true);
  });

  // One test, since each replay is played twice (verdict, then world): 160 games take a while.
  it('each verifies to the score, seed and frames it verified to before, under rules 1, to the same world', () => {
    const got = corpus.map((e) => {
      const v = verifyReplay(e.replay);
      const p = playReplay((decodeReplay(e.replay) as { replay: Replay }).replay);
      const verdict = v.ok ? { score: v.score, seed: v.seed, frames: v.frames, rules: v.rules } : v;
      return { verdict, world: p.ok ? v1Digest(p.world) : p.reason };
    });
    expect(got).toEqual(
      corpus.map(({ score, seed, frames, world }) => ({ verdict: { score, seed, frames, rules: 1 }, world })),
    );
  }, 120_000);
});

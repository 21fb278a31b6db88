// @vitest-environment node
// Rules are frozen once shipped: every replay in the v1, v2, v3 and v4 corpora (written by the page of its
// day, fixtures/corpus/makeV1Corpus.ts … makeV4Corpus.ts) verifies to the verdict it
// had then, and its replayed world keeps every piece where those rules put it. The v2 corpus's long games
// are checked in corpusLong.test.ts.
import { describe, expect, it } from 'vitest';
import { verifiedPlay } from '../../src/game/package';
import { LONG_GAME, readCorpus, type Entry } from '../../fixtures/corpus/corpus';
import { v1Digest } from '../../fixtures/corpus/v1Digest';
import { worldDigest } from '../../fixtures/corpus/worldDigest';

/** Each entry verifies to its recorded verdict under `rules`, and replays to its recorded world (one play). */
function expectFrozen(entries: readonly Entry[], rules: number): void {
  const got = entries.map((e) => {
    const { verdict, world } = verifiedPlay(e.replay);
    return { verdict, world: world ? worldDigest(world) : verdict };
  });
  expect(got).toEqual(
    entries.map(({ replay: _, world, ...verdict }) => ({ verdict: { ok: true, rules, ...verdict }, world })),
  );
}

describe('the v1 corpus', () => {
  const corpus = readCorpus('v1');

  it('holds at least 150 v1 replays', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(corpus.every((e) => e.replay.startsWith('1.'))).toBe(true);
  });

  // One test: 160 games take a while.
  it('each verifies to the score, seed and frames it verified to before, under rules 1, to the same world', () => {
    const got = corpus.map((e) => {
      const { verdict: v, world } = verifiedPlay(e.replay);
      const verdict = v.ok ? { score: v.score, seed: v.seed, frames: v.frames, rules: v.rules } : v;
      return { verdict, world: world ? v1Digest(world) : v };
    });
    expect(got).toEqual(
      corpus.map(({ score, seed, frames, world }) => ({ verdict: { score, seed, frames, rules: 1 }, world })),
    );
  }, 120_000);
});

describe('the v2 corpus', () => {
  const corpus = readCorpus('v2');
  const short = corpus.filter((e) => e.frames < LONG_GAME);

  it('holds at least 150 v2 replays, 20 of them long games of 15 to 120 minutes', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(corpus.every((e) => e.replay.startsWith('2.'))).toBe(true);
    expect(corpus.length - short.length).toBeGreaterThanOrEqual(20);
  });

  it('each short game verifies to its verdict then, under rules 2, to the same world', () => {
    expectFrozen(short, 2);
  }, 120_000);
});

describe.each([3, 4] as const)('the v%i corpus', (rules) => {
  const corpus = readCorpus(`v${rules}`);

  it(`holds 64 v${rules} replays, 4 of them long games of 15 to 30 minutes`, () => {
    expect(corpus.length).toBe(64);
    expect(corpus.every((e) => e.replay.startsWith(`${rules}.`))).toBe(true);
    expect(corpus.filter((e) => e.frames >= LONG_GAME)).toHaveLength(4);
  });

  it(`each verifies to its verdict then, under rules ${rules}, to the same world`, () => {
    expectFrozen(corpus, rules);
  }, 120_000);
});

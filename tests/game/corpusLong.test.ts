// @vitest-environment node
// Issue #39: the v2 corpus's long games (15 to 120 minutes at a person's pace, specials and revives
// included) are the top rows of any ranking. Each verifies ok at the score it was played to with no limits
// given, which is what the CLI asks with no flags, and its replayed world is the one it was recorded with.
// The CLI itself runs the two that ask most of it: the longest in time and the longest in text.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { verdictLine, verifiedPlay } from '../../src/game/package';
import { LONG_GAME, okLine, readCorpus, type Entry } from '../../fixtures/corpus/corpus';
import { worldDigest } from '../../fixtures/corpus/worldDigest';

const long = readCorpus('v2').filter((e) => e.frames >= LONG_GAME);
const longest = (by: (e: Entry) => number) => long.reduce((a, b) => (by(b) > by(a) ? b : a));

describe('the v2 corpus: long games', () => {
  it('at least 20, from 15 minutes to 2 hours', () => {
    expect(long.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...long.map((e) => e.frames))).toBe(2 * 60 * 60 * 60);
  });

  it('every one verifies ok at its score with no limits, to the world it was recorded with (one play each)', () => {
    const got = long.map((e) => {
      const { verdict, world } = verifiedPlay(e.replay);
      return { line: verdictLine(verdict), world: world && worldDigest(world) };
    });
    expect(got).toEqual(long.map((e) => ({ line: okLine(e, 2), world: e.world })));
  }, 180_000);

  it('npx tsx src/verifier/cli.ts, no flags: the longest in time and the longest in text verify ok at their scores', () => {
    const lines = [...new Set([longest((e) => e.frames), longest((e) => e.replay.length)])]; // here one game
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/verifier/cli.ts'], {
      input: lines.map((e) => e.replay).join('\n'),
      encoding: 'utf8',
    });
    expect(r.stdout.trimEnd().split('\n')).toEqual(lines.map((e) => okLine(e, 2)));
    expect(r.status).toBe(0);
  }, 180_000);
});

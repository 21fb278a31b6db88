// @vitest-environment node
// Issue #39: the v2 corpus's long games (15 to 120 minutes at a person's pace, specials and revives
// included) are the top rows of any ranking. Each verifies ok through the CLI with no flags, at the
// score it was played to, and its replayed world is the one it was recorded with.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decodeReplay, playReplay, type Replay } from '../../src/game';
import { LONG_GAME, okLine, readCorpus } from '../../fixtures/corpus/corpus';
import { worldDigest } from '../../fixtures/corpus/worldDigest';

const long = readCorpus('v2').filter((e) => e.frames >= LONG_GAME);

describe('the v2 corpus: long games', () => {
  it('at least 20, from 15 minutes to 2 hours', () => {
    expect(long.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...long.map((e) => e.frames))).toBe(2 * 60 * 60 * 60);
  });

  it('every one verifies ok at its score through npx tsx src/verifier/cli.ts, no flags', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/verifier/cli.ts'], {
      input: long.map((e) => e.replay).join('\n'),
      encoding: 'utf8',
    });
    expect(r.stdout.trimEnd().split('\n')).toEqual(long.map((e) => okLine(e, 2)));
    expect(r.status).toBe(0);
  }, 180_000);

  it('every one replays to the world it was recorded with', () => {
    const got = long.map((e) => {
      const p = playReplay((decodeReplay(e.replay) as { replay: Replay }).replay);
      return p.ok ? worldDigest(p.world) : p.reason;
    });
    expect(got).toEqual(long.map((e) => e.world));
  }, 180_000);
});

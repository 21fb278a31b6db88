// @vitest-environment node
// scripts/verify-score.ts as the server team runs it: replays on standard input, one verdict a line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { playBot } from '../game/bot';

function verify(input: string) {
  // node --import tsx is what `npx tsx` runs, without npx's own start-up.
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-score.ts'], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  return { lines: r.stdout.trimEnd().split('\n'), status: r.status, stderr: r.stderr };
}

// A child process per test: on a busy machine its start-up alone can take seconds (a limit, not a target).
describe('npx tsx scripts/verify-score.ts', { timeout: 60_000 }, () => {
  it('prints ok with the score, seed and frames for each genuine line, and exits 0', () => {
    const a = playBot(3, { maxFrames: 900 });
    const b = playBot(4, { maxFrames: 600 });
    const r = verify(`${a.replay}\n${b.replay}\r\n`);
    expect(r.lines).toEqual([
      `ok score=${a.world.score} seed=3 frames=${a.world.frame}`,
      `ok score=${b.world.score} seed=4 frames=${b.world.frame}`,
    ]);
    expect(r.status).toBe(0);
  });

  it('rejects each bad line with its reason, goes on to the next, and exits 1', () => {
    const good = playBot(5, { maxFrames: 300 });
    const input = ['hello', '', 'A'.repeat(10_000_000), '3.1.1.', good.replay].join('\n');
    const r = verify(input);
    expect(r.lines).toEqual([
      'rejected not a replay: expected <version>.<seed>.<frames>.<actions>, got "hello"',
      'rejected empty line',
      'rejected longer than 1000000 characters (10000000)',
      'rejected unknown version 3 (this verifier reads 1)',
      `ok score=${good.world.score} seed=5 frames=${good.world.frame}`,
    ]);
    expect(r.status).toBe(1);
  });
});

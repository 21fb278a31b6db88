// @vitest-environment node
// src/verifier/cli.ts as the server team runs it: replays on standard input, one verdict a line.
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { LATEST_RULES } from '../../src/game';
import { playBot } from '../../fixtures/bot';

function verify(input: string | Buffer, args: readonly string[] = []) {
  // node --import tsx is what `npx tsx` runs, without npx's own start-up.
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/verifier/cli.ts', ...args], {
    input,
    maxBuffer: 1 << 26,
  });
  const stdout = r.stdout.toString('utf8');
  return { stdout, lines: stdout.trimEnd().split('\n'), status: r.status, stderr: r.stderr.toString('utf8') };
}

const okLine = (g: ReturnType<typeof playBot>, seed: number) =>
  `ok score=${g.world.score} seed=${seed} frames=${g.world.frame} rules=${LATEST_RULES} bombs=${g.used.bombs} wildcards=${g.used.wildcards} revives=${g.used.revives}`;

// A child process per test: on a busy machine its start-up alone can take seconds (a limit, not a target).
describe('npx tsx src/verifier/cli.ts', { timeout: 60_000 }, () => {
  const a = playBot(3, { maxFrames: 900 });
  const b = playBot(4, { maxFrames: 3000, specialRate: 0.01, reviveRate: 1, spread: 0.2, minWait: 0, maxWait: 6 });

  it('prints ok with the score, seed, frames, rules and what the game used, for each genuine line, and exits 0', () => {
    const r = verify(`${a.replay}\n${b.replay}\r\n`);
    expect(r.lines).toEqual([okLine(a, 3), okLine(b, 4)]);
    expect(b.used.revives + b.used.bombs + b.used.wildcards).toBeGreaterThan(0);
    expect(r.status).toBe(0);
  });

  it("a duel's two games: both on the seed, a timed one within --max-frames 18000, no revive; a longer one refused", () => {
    const ann = playBot(4242, { maxFrames: 18_000, reviveRate: 0 });
    const bo = playBot(4242, { maxFrames: 9000, specialRate: 0.01, reviveRate: 0, spread: 0.3 });
    const args = ['--seed', '4242', '--max-frames', '18000', '--max-revives', '0'];
    expect(ann.world.frame).toBeLessThanOrEqual(18_000);
    expect(verify(`${ann.replay}\n${bo.replay}\n`, args).lines).toEqual([okLine(ann, 4242), okLine(bo, 4242)]);
    const long = playBot(4242, { maxFrames: 18_600, reviveRate: 0, minWait: 2000, maxWait: 2100 });
    expect(long.world.frame).toBeGreaterThan(18_000);
    expect(verify(`${long.replay}\n`, args).lines[0]).toMatch(/^rejected \d+ frames, more than 18000 \(maxFrames\)$/);
  });

  it('rejects each bad line with its reason, goes on to the next, and exits 1', () => {
    const input = ['hello', '', 'A'.repeat(10_000_000), '5.1.1.', a.replay].join('\n');
    const r = verify(input);
    expect(r.lines).toEqual([
      'rejected not a replay: expected <version>.<seed>.<frames>.<actions>, got "hello"',
      'rejected empty line',
      'rejected longer than 1000000 characters (10000000)',
      'rejected unknown version 5 (this verifier reads 1, 2, 3 and 4)',
      okLine(a, 3),
    ]);
    expect(r.status).toBe(1);
  });

  it('--seed, --max-bombs, --max-wildcards and --max-revives apply to every line', () => {
    const { bombs, wildcards, revives } = b.used;
    const r = verify(`${a.replay}\n${b.replay}\n`, ['--seed', '4']);
    expect(r.lines).toEqual(['rejected seed 3 is not the seed required (seed 4)', okLine(b, 4)]);
    const limits = [
      '--max-bombs',
      String(bombs),
      '--max-wildcards',
      String(wildcards),
      '--max-revives',
      String(revives),
    ];
    expect(verify(`${b.replay}\n`, limits).lines).toEqual([okLine(b, 4)]);
    expect(verify(`${b.replay}\n`, ['--max-revives', String(revives - 1)]).lines).toEqual([
      `rejected more than ${revives - 1} revives (maxRevives)`,
    ]);
  });

  it('takes limits per line as JSON, applied with the flags (the stricter wins), and refuses unknown fields', () => {
    const lines = [
      JSON.stringify({ replay: b.replay, seed: 4, maxRevives: b.used.revives }),
      JSON.stringify({ replay: b.replay, maxRevives: b.used.revives - 1 }),
      JSON.stringify({ replay: b.replay, seed: 5 }),
      JSON.stringify({ replay: b.replay, maxbombs: 0 }),
      JSON.stringify({ replay: b.replay, maxBombs: -1 }),
      '{"replay": ',
    ];
    const r = verify(`${lines.join('\n')}\n`, ['--max-revives', String(b.used.revives)]);
    expect(r.lines).toEqual([
      okLine(b, 4),
      `rejected more than ${b.used.revives - 1} revives (maxRevives)`,
      'rejected seed 4 is not the seed required (seed 5)',
      'rejected unknown field "maxbombs" (takes replay, seed, maxBombs, maxWildcards, maxRevives, maxFrames, rules)',
      'rejected maxBombs must be a whole number from 0 to 9007199254740991',
      'rejected a line starting with { is not valid JSON',
    ]);
  });

  it("--max-frames and a line's maxFrames refuse a longer replay before simulating it", () => {
    const long = `2.1.${2 * 60 * 60 * 60}.`.padEnd(999_998, 'IXc'); // 2 hours of drops, one a frame
    const most = Math.max(a.world.frame, b.world.frame); // the flag lets both games through
    const r = verify([long, b.replay, JSON.stringify({ replay: a.replay, maxFrames: a.world.frame - 1 })].join('\n'), [
      '--max-frames',
      String(most),
    ]);
    expect(r.lines).toEqual([
      `rejected 432000 frames, more than ${most} (maxFrames)`,
      okLine(b, 4),
      `rejected ${a.world.frame} frames, more than ${a.world.frame - 1} (maxFrames)`,
    ]);
    expect(r.status).toBe(1);
    for (const bad of ['NaN', '-1', '1.5', 'x'])
      expect(verify(a.replay, ['--max-frames', bad])).toMatchObject({ status: 2, lines: [''] });
  });

  it("--rules and a line's rules require the rules version a server issued the seed for (issue #50)", () => {
    const lines = [
      b.replay,
      JSON.stringify({ replay: b.replay, rules: 3 }),
      JSON.stringify({ replay: b.replay, rules: 9 }),
    ];
    expect(verify(`${lines.join('\n')}\n`, ['--rules', String(LATEST_RULES)]).lines).toEqual([
      okLine(b, 4),
      `rejected the line's rules 3 differs from --rules ${LATEST_RULES}`,
      'rejected rules must be one of 1, 2, 3, 4',
    ]);
    expect(verify(b.replay, ['--rules', '3']).lines).toEqual([
      `rejected rules ${LATEST_RULES} are not the rules required (rules 3)`,
    ]);
    expect(verify(b.replay, ['--rules', '5'])).toMatchObject({ status: 2, stdout: '' });
  });

  it('a key a JSON line gives twice is refused by name: JSON.parse would keep the last one silently', () => {
    const r = verify(
      [
        `{"replay": ${JSON.stringify(b.replay)}, "seed": 5, "seed": 4}`,
        `{"replay": ${JSON.stringify(b.replay)}, "maxBombs": 0, "max\\u0042ombs": 9}`,
        `{"replay": ${JSON.stringify(b.replay)}, "note": {"seed": 1, "seed": 2}}`,
      ].join('\n'),
    );
    expect(r.lines).toEqual([
      'rejected field "seed" given twice',
      'rejected field "maxBombs" given twice',
      'rejected unknown field "note" (takes replay, seed, maxBombs, maxWildcards, maxRevives, maxFrames, rules)',
    ]);
  });

  it('a reason quotes at most 40 characters of what it refuses, escaped: a huge key or version is not echoed back', () => {
    const key = 'k'.repeat(900_000);
    const r = verify(
      [
        JSON.stringify({ replay: b.replay, [key]: 1 }),
        `${'9'.repeat(900_000)}.1.60.`,
        JSON.stringify({ replay: b.replay, ['a\u0007b']: 1 }),
      ].join('\n'),
      ['--max-revives', '9'],
    );
    expect(r.lines[0]).toBe(
      `rejected unknown field "${'k'.repeat(40)}"… (takes replay, seed, maxBombs, maxWildcards, maxRevives, maxFrames, rules)`,
    );
    expect(r.lines[1]).toBe(
      `rejected not a replay: expected <version>.<seed>.<frames>.<actions>, got "${'9'.repeat(40)}"…`,
    );
    expect(r.lines[2]).toMatch(/^rejected unknown field "a\\u0007b"/);
    expect(r.stdout.length).toBeLessThan(1000);
    expect(verify(a.replay, ['--max-bombs', 'x'.repeat(100_000)]).stderr.length).toBeLessThan(200);
  });

  it('a bad flag is a usage error (exit 2), not a verdict', () => {
    const r = verify(`${a.replay}\n`, ['--max-bomb', '1']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/unknown flag "--max-bomb"/);
  });

  it("--jobs past the machine's cores is a usage error naming the most it takes; --help lists every flag", () => {
    const cores = availableParallelism();
    const r = verify(`${a.replay}\n`, ['--jobs', String(cores + 1)]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`--jobs takes a whole number from 1 to ${cores} (this machine's cores) or max`);
    const help = verify('', ['--help']);
    expect(help.status).toBe(0);
    for (const flag of [
      '--seed',
      '--max-bombs',
      '--max-wildcards',
      '--max-revives',
      '--max-frames',
      '--rules',
      '--jobs',
    ])
      expect(help.stdout).toContain(flag);
    expect(verify('', ['--jbos', '1']).stderr).toContain('--jobs, --help)');
  });

  it('a closed output (a reader that stopped) or a full one ends it quietly with exit 3, not a stack trace', async () => {
    const input = `${Array.from({ length: 20_000 }, () => '4.01.60.').join('\n')}\n`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/verifier/cli.ts'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += String(d)));
    child.stdout.once('data', () => child.stdout.destroy()); // as `| head -1` does
    child.stdin.on('error', () => {}); // it may end before reading all of it
    child.stdin.end(input);
    const code = await new Promise((ok) => child.on('exit', ok));
    expect(code).toBe(3);
    expect(stderr).toBe('');
    const full = spawnSync(process.execPath, ['--import', 'tsx', 'src/verifier/cli.ts'], {
      input,
      stdio: ['pipe', openSync('/dev/full', 'w'), 'pipe'],
    });
    expect(full.status).toBe(3);
    expect(full.stderr.toString()).toBe('');
  });

  it('reads UTF-8, escapes a lone surrogate, and refuses a number with leading zeros as not canonical', () => {
    const r = verify(Buffer.from('{"replay":"4.1.60.","xé":1}\n{"replay":"\\ud800"}\n4.01.60.\n4.1.060.\n', 'utf8'));
    expect(r.lines).toEqual([
      'rejected unknown field "xé" (takes replay, seed, maxBombs, maxWildcards, maxRevives, maxFrames, rules)',
      'rejected not a replay: expected <version>.<seed>.<frames>.<actions>, got "\\ud800"',
      'rejected seed "01" is not canonical: a number has no leading zeros',
      'rejected frames "060" is not canonical: a number has no leading zeros',
    ]);
  });

  it('exactly one output line per input line, and no control character from the input reaches stdout raw', () => {
    const controls = [
      ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).filter((c) => c !== '\n'),
      '\u007f',
      ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
      '\u2028',
      '\u2029',
    ];
    const lines = controls.flatMap((c) => [`x${c}ok score=888888 seed=1 frames=60`, `{"replay":"2.1.60.A${c}"}`]);
    const input = Buffer.from(`${lines.join('\n')}\n${a.replay}\n`, 'utf8');
    const r = verify(input);
    expect(r.lines).toHaveLength(lines.length + 1);
    expect(r.lines.at(-1)).toBe(okLine(a, 3));
    expect(r.lines.slice(0, -1).every((l) => l.startsWith('rejected '))).toBe(true);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(r.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});

// npm run bench:replay — the replay that rides on msg 5: its size for 10- and 30-minute games, how fast the
// v2, v3 and v4 corpora's long honest games verify (× real time, target ≥ 1,000×, issue #39), boards left
// alone for 2 hours under every rules version and restless boards (target ≥ 1,000×, issue #48), and how long verifyReplay
// takes on each hostile line a server may be sent (issues #23, #31); then the packed verifier's lines per second
// on 1 and 2 worker threads (issue #50). Medians of TRIALS runs; the worst median is the figure to read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  decodeReplay,
  encodeReplay,
  MAX_REPLAY_FRAMES,
  verifyReplay,
  type Limits,
  type Replay,
} from '../src/game/package';
import { playBot, RESTLESS, restlessGame, settledBoard } from '../fixtures/bot';
import { RULES_VERSIONS } from '../src/game';
import { median, table, writeResult } from './lib';
import { LONG_GAME, readCorpus } from '../fixtures/corpus/corpus';

const TRIALS = Number(process.env.TRIALS ?? 5);
const MINUTE = 60 * 60;
const decoded = (text: string) => (decodeReplay(text) as { replay: Replay }).replay;

/** A merging player with bombs from the host, until one seed's game lasts `frames`. */
function longGame(frames: number, specialRate: number) {
  for (let seed = 1; seed < 200; seed++) {
    const g = playBot(seed, { maxFrames: frames, merge: true, specialRate, minWait: 30, maxWait: 120 });
    if (g.world.frame >= frames) return { seed, ...g };
  }
  throw new Error(`no game of ${frames} frames in 200 seeds`);
}

function timed(line: string, trials = TRIALS, limits: Limits = {}) {
  const ms: number[] = [];
  let verdict = verifyReplay(line, limits);
  for (let i = 0; i < trials; i++) {
    const t = performance.now();
    verdict = verifyReplay(line, limits);
    ms.push(performance.now() - t);
  }
  return { ms: median(ms), verdict };
}

/** A corpus's long honest games (v2: 15 minutes to 2 hours; v3: 15 to 30): each one's median time and × real time. */
function longGames(corpus: 'v2' | 'v3' | 'v4') {
  const games = readCorpus(corpus).filter((e) => e.frames >= LONG_GAME);
  const rows = games.map((e) => {
    const { ms, verdict } = timed(e.replay, Math.min(TRIALS, 3));
    if (!verdict.ok || verdict.score !== e.score) throw new Error(`seed ${e.seed}: ${JSON.stringify(verdict)}`);
    return {
      seed: e.seed,
      minutes: +(e.frames / MINUTE).toFixed(1),
      score: e.score,
      ms: +ms.toFixed(0),
      x: Math.round(((e.frames / 60) * 1000) / ms),
    };
  });
  const slowest = rows.reduce((w, r) => (r.ms > w.ms ? r : w));
  const xs = rows.map((r) => r.x);
  return { rows, slowest, medianX: median(xs), minX: Math.min(...xs) };
}

const ten = longGame(10 * MINUTE, 0.003);
const thirty = longGame(30 * MINUTE, 0.006);
/** Bombs whenever asked, for 2 hours: the game never ends, and the pile never rests for long. */
const endless = playBot(3, { maxFrames: MAX_REPLAY_FRAMES, merge: true, specialRate: 0.03, minWait: 0, maxWait: 4 });
const real = decoded(ten.replay);
const drops = real.actions.filter((a) => a.type === 'drop');
const v1 = readFileSync(new URL('../fixtures/corpus/v1.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => (JSON.parse(l) as { replay: string }).replay)
  .sort((a, b) => b.length - a.length)[0]!;
/** The real game with a second drop one frame after its 100th, while that piece still falls. */
const doubled = () => {
  const at = real.actions.indexOf(drops[100]!);
  const actions = [...real.actions];
  actions.splice(at + 1, 0, { type: 'drop', frame: drops[100]!.frame + 1, x: 1500 });
  return encodeReplay({ ...real, actions });
};
const lines: [string, string][] = [
  ['10-minute game', ten.replay],
  ['30-minute game', thirty.replay],
  ['longest v1 replay in the corpus', v1],
  ['settled board, then 2 hours idle', settledBoard(30).text],
  ['2 hours of bombs', endless.replay],
  ['empty line', ''],
  ['not a replay', 'hello world'],
  ['10 MB of text', 'A'.repeat(10_000_000)],
  ['1 MB of specials', `2.1.${MAX_REPLAY_FRAMES}.`.padEnd(1_000_000, 'C')],
  ['1 MB of drops, one a frame', `2.1.${MAX_REPLAY_FRAMES}.`.padEnd(999_998, 'IXc')],
  ['unknown version', `9${ten.replay.slice(1)}`],
  ['frames going backwards', encodeReplay({ ...real, frames: drops[drops.length - 1]!.frame - 1 })],
  ['past 2 hours of frames', `2.1.${MAX_REPLAY_FRAMES + 1}.`],
  ['2 hours, no actions', `2.1.${MAX_REPLAY_FRAMES}.`],
  ['drop while one falls', doubled()],
  ['x the page would clamp', `2.1.60.AAA`],
  ['x outside the board', `2.1.60.A__`],
  ['unknown special', `2.1.60.F`],
];
const long = longGames('v2');
const long3 = longGames('v3');
const long4 = longGames('v4');
for (const [name, l] of [
  ['v2', long],
  ['v3', long3],
  ['v4', long4],
] as const) {
  console.log(table(l.rows));
  console.log(
    `\n${name} long honest games: ${l.rows.length}, median ${l.medianX}× real time, lowest ${l.minX}×; ` +
      `slowest ${l.slowest.ms} ms (seed ${l.slowest.seed}, ${l.slowest.minutes} min) — target ≥ 1,000×\n`,
  );
}
/** 2 hours claimed after the last action: × real time for the whole claim. */
function leftAlone(name: string, text: string) {
  const { ms, verdict } = timed(text, Math.min(TRIALS, 3));
  if (!verdict.ok) throw new Error(`${name}: ${verdict.reason}`);
  return { board: name, ms: +ms.toFixed(0), x: Math.round(((MAX_REPLAY_FRAMES / 60) * 1000) / ms) };
}
const alone = [
  ...RULES_VERSIONS.map((v) => leftAlone(`settled, rules ${v}`, settledBoard(30, v).text)),
  ...RESTLESS.map(([seed, stop]) => {
    const r = decoded(restlessGame(seed, stop).replay);
    return leftAlone(`restless ${seed}@${stop}, rules 4`, encodeReplay({ ...r, frames: MAX_REPLAY_FRAMES }));
  }),
];
const aloneX = alone.map((r) => r.x);
console.log(table(alone));
console.log(
  `\nboards left alone for 2 hours: median ${median(aloneX)}× real time, lowest ${Math.min(...aloneX)}× — target ≥ 1,000×\n`,
);
/** Lines a server refuses with maxFrames (set from the time since it issued the seed: here 30 minutes). */
lines.push(['1 MB of drops, one a frame, maxFrames 30 min', lines.find((l) => l[0].startsWith('1 MB of drops'))![1]]);
const rows = lines.map(([name, line]) => {
  const { ms, verdict } = timed(line, TRIALS, name.includes('maxFrames') ? { maxFrames: 30 * MINUTE } : {});
  return {
    line: name,
    chars: line.length,
    'median ms': ms.toFixed(2),
    result: verdict.ok
      ? `ok score=${verdict.score} frames=${verdict.frames} bombs=${verdict.bombs}`
      : `rejected ${verdict.reason.slice(0, 60)}`,
  };
});
const worst = rows.reduce((w, r) => (Number(r['median ms']) > Number(w['median ms']) ? r : w));
const sizes = { tenMinutes: ten.replay.length, thirtyMinutes: thirty.replay.length };
console.log(
  `10-minute game: seed ${ten.seed}, ${drops.length} drops, score ${ten.world.score}, replay ${sizes.tenMinutes} bytes; ` +
    `30-minute game: seed ${thirty.seed}, score ${thirty.world.score}, replay ${sizes.thirtyMinutes} bytes`,
);
console.log(table(rows));
console.log(`\nworst verify time: ${worst['median ms']} ms (${worst.line})`);
/**
 * Lines per second through the packed verifier's bin (plain node), on 1 and 2 worker threads: the v3 and v4
 * corpora's short games, each JOBS_ROUNDS times, start-up included (issue #50).
 */
function throughput() {
  const dir = mkdtempSync(join(tmpdir(), 'verifier-bench-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-verifier.ts', dir], { stdio: 'pipe' });
  const batch = (['v3', 'v4'] as const).flatMap((n) => readCorpus(n).filter((e) => e.frames < LONG_GAME));
  const input = Array.from({ length: Number(process.env.JOBS_ROUNDS ?? 2) }, () => batch.map((e) => e.replay))
    .flat()
    .join('\n');
  const count = input.split('\n').length;
  return [1, 2].map((jobs) => {
    const secs: number[] = [];
    for (let i = 0; i < Math.min(TRIALS, 3); i++) {
      const t = performance.now();
      execFileSync(process.execPath, [join(dir, 'bin.js'), '--jobs', String(jobs)], { input, maxBuffer: 1 << 26 });
      secs.push((performance.now() - t) / 1000);
    }
    return { jobs, lines: count, 'median s': +median(secs).toFixed(2), 'lines/s': Math.round(count / median(secs)) };
  });
}
const pool = throughput();
console.log(`\nthe packed verifier's bin, lines per second by worker threads (medians of ${Math.min(TRIALS, 3)}):`);
console.log(table(pool));
const file = writeResult('replay', {
  linesPerSecond: pool,
  sizes,
  longGames: { medianX: long.medianX, minX: long.minX, slowest: long.slowest, games: long.rows },
  longGamesV3: { medianX: long3.medianX, minX: long3.minX, slowest: long3.slowest, games: long3.rows },
  longGamesV4: { medianX: long4.medianX, minX: long4.minX, slowest: long4.slowest, games: long4.rows },
  leftAlone: { medianX: median(aloneX), minX: Math.min(...aloneX), boards: alone },
  worst: { line: worst.line, ms: Number(worst['median ms']) },
  rows,
});
console.log(`wrote ${file}`);

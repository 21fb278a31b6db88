// npm run bench:replay — the replay that rides on msg 5 (issue #23): its size for a 10-minute game, and how
// long verifyReplay takes on that game and on each hostile line the verifier must refuse quickly.
// Medians of TRIALS runs, in this one process.
import { decodeReplay, encodeReplay, MAX_REPLAY_FRAMES, verifyReplay, type Replay } from '../src/game';
import { playBot } from '../tests/game/bot';
import { median, table, writeResult } from './lib';

const TRIALS = Number(process.env.TRIALS ?? 5);
const TEN_MINUTES = 10 * 60 * 60;

/** A merging player with bombs from the host, until one seed's game lasts 10 minutes. */
function tenMinuteGame() {
  for (let seed = 1; seed < 200; seed++) {
    const g = playBot(seed, { maxFrames: TEN_MINUTES, merge: true, specialRate: 0.003, minWait: 30, maxWait: 120 });
    if (g.world.frame >= TEN_MINUTES) return { seed, ...g };
  }
  throw new Error('no 10-minute game in 200 seeds');
}

function timed(line: string) {
  const ms: number[] = [];
  let verdict = verifyReplay(line);
  for (let i = 0; i < TRIALS; i++) {
    const t = performance.now();
    verdict = verifyReplay(line);
    ms.push(performance.now() - t);
  }
  return { ms: median(ms), verdict };
}

const game = tenMinuteGame();
const real = (decodeReplay(game.replay) as { replay: Replay }).replay;
const drops = real.actions.filter((a) => a.type === 'drop');
/** The real game with a second drop one frame after its 100th, while that piece still falls. */
const doubled = () => {
  const at = real.actions.indexOf(drops[100]!);
  const actions = [...real.actions];
  actions.splice(at + 1, 0, { type: 'drop', frame: drops[100]!.frame + 1, x: 1500 });
  return encodeReplay({ ...real, actions });
};
/** A game that ended with no revive, and a drop after it. */
const afterGameOver = () => {
  const g = playBot(21, { maxFrames: 3000, spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 0 });
  const r = (decodeReplay(g.replay) as { replay: Replay }).replay;
  return encodeReplay({ ...r, actions: [...r.actions, { type: 'drop', frame: r.frames, x: 1500 }] });
};
const lines: [string, string][] = [
  ['10-minute game', game.replay],
  ['empty line', ''],
  ['not a replay', 'hello world'],
  ['10 MB of text', 'A'.repeat(10_000_000)],
  ['1 MB of actions', `1.1.${MAX_REPLAY_FRAMES}.`.padEnd(1_000_000, 'C')],
  ['unknown version', `9${game.replay.slice(1)}`],
  ['frames going backwards', encodeReplay({ ...real, frames: drops[drops.length - 1]!.frame - 1 })],
  ['past 2 hours of frames', `1.1.${MAX_REPLAY_FRAMES + 1}.`],
  ['2 hours, no actions', `1.1.${MAX_REPLAY_FRAMES}.`],
  ['drop while one falls', doubled()],
  ['drop after game over', afterGameOver()],
  ['x outside the board', `1.1.60.A__`],
  ['unknown special', `1.1.60.F`],
];
const rows = lines.map(([name, line]) => {
  const { ms, verdict } = timed(line);
  return {
    line: name,
    chars: line.length,
    'median ms': ms.toFixed(2),
    result: verdict.ok
      ? `ok score=${verdict.score} frames=${verdict.frames}`
      : `rejected ${verdict.reason.slice(0, 70)}`,
  };
});
console.log(
  `10-minute game: seed ${game.seed}, ${real.frames} frames, ${drops.length} drops, ` +
    `${real.actions.length - drops.length} specials and revives, score ${game.world.score}, replay ${game.replay.length} bytes`,
);
console.log(table(rows));
const file = writeResult('replay', {
  game: {
    seed: game.seed,
    frames: real.frames,
    drops: drops.length,
    score: game.world.score,
    bytes: game.replay.length,
  },
  rows,
});
console.log(`\nwrote ${file}`);

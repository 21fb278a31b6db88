// Wrote tests/game/corpus/v2.jsonl with the code of a433425 (rules v2, the newest then), before any change
// to src/game for issue #39:
//   npx tsx tests/game/corpus/makeV2Corpus.ts > tests/game/corpus/v2.jsonl
// Each line: a v2 replay an honest page could write, its verdict then (score, seed, frames, what it used)
// and the digest of the replayed world. 136 short games in many styles, then 24 long ones (15 to 120
// minutes) by a strong player at a person's pace (a drop every 1–3 s), with the specials the host granted
// and both revives.
// That code kept solver scratch in its module between calls (issue #39), so each game is played in a fresh
// process, as a fresh page plays its first game, verified in another fresh process, as the CLI verifies
// its first line, and replayed for its digest in a third; the score played and the score verified agree.
// (The first run took the digest in the verifying process: one game of 711 frames, which grew the solver
// past 64 slots, got the digest of its second replay; that line was corrected from a fresh process.)
// Kept for the record of how the corpus was made; the corpus itself is frozen and is never rewritten.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeReplay, playReplay, verifyReplay, type Limits, type Replay } from '../../../src/game/package';
import { playBot } from '../bot';
import { LENGTHS, MINUTE, PERSON, RATES, SHORT } from './profiles';
import { worldDigest } from './worldDigest';

// That code's fixed step budget would refuse the long games (issue #39); later code has none and ignores it.
const NO_BUDGET = { stepBudget: Number.MAX_SAFE_INTEGER } as unknown as Limits;

/** In a fresh process: the verdict of one replay, as the CLI's first line. */
function verified(replay: string): string {
  const v = verifyReplay(replay, NO_BUDGET);
  if (!v.ok) throw new Error(`${replay}: ${JSON.stringify(v)}`);
  const { score, seed, frames, bombs, wildcards, revives } = v;
  return JSON.stringify({ replay, score, seed, frames, bombs, wildcards, revives });
}

/** In a fresh process of its own too (a verify before it would have grown the scratch): the replayed world's digest. */
function digest(replay: string): string {
  const p = playReplay((decodeReplay(replay) as { replay: Replay }).replay, { limits: NO_BUDGET });
  if (!p.ok) throw new Error(`${replay}: ${p.reason}`);
  return worldDigest(p.world);
}

/** In a fresh process: game `i` played (short games first, then long candidates), as `{ replay, score }`. */
function played(i: number): { replay: string; score: number; minutes: number } {
  const game =
    i < 136
      ? playBot(i % 3 === 0 ? 4294967295 - i * 7907 : 2000 + i, { ...SHORT[i % SHORT.length]!, rules: 2 })
      : playBot(50_000 + i, {
          ...PERSON,
          maxFrames: LENGTHS[i % LENGTHS.length]! * MINUTE,
          specialRate: RATES[i % RATES.length]!,
          rules: 2,
        });
  return { replay: game.replay, score: game.world.score, minutes: game.world.frame / MINUTE };
}

const run = (args: string[]) =>
  execFileSync('npx', ['tsx', fileURLToPath(import.meta.url), ...args], { encoding: 'utf8' });

const [mode, arg] = process.argv.slice(2);
if (mode === 'play') console.log(JSON.stringify(played(Number(arg))));
else if (mode === 'verify') console.log(verified(arg!));
else if (mode === 'digest') console.log(digest(arg!));
else {
  let long = 0;
  for (let i = 0; i < 136 || long < 24; i++) {
    const game = JSON.parse(run(['play', String(i)])) as ReturnType<typeof played>;
    if (i >= 136 && game.minutes < 15) continue;
    if (i >= 136) long++;
    const verdict = JSON.parse(run(['verify', game.replay])) as { score: number };
    const line = JSON.stringify({ ...verdict, world: run(['digest', game.replay]).trim() });
    const { score } = verdict;
    if (score !== game.score) throw new Error(`game ${i} played to ${game.score}, verifies to ${score}`);
    console.error(`game ${i}: ${game.minutes.toFixed(1)} min, score ${score}`);
    console.log(line);
  }
}

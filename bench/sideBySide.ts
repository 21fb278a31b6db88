// Run by hand to compare this tree's verifier with another checkout's, side by side in one process, e.g.
//   git worktree add /tmp/base <rev> && BASE=/tmp/base npx tsx bench/sideBySide.ts
// the v2, v3 and v4 corpora's long games and the restless boards (RESTLESS_FRAMES past their stop), before
// and after alternated, × real time from medians of ROUNDS.
import { pathToFileURL } from 'node:url';
import { decodeReplay, encodeReplay, verifyReplay, type Replay } from '../src/game/package';
import { RESTLESS, restlessGame } from '../fixtures/bot';
import { median } from './lib';
import { LONG_GAME, readCorpus } from '../fixtures/corpus/corpus';

const base = (await import(pathToFileURL(`${process.env.BASE}/src/game/package.ts`).href)) as {
  verifyReplay: typeof verifyReplay;
};
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const RESTLESS_FRAMES = Number(process.env.RESTLESS_FRAMES ?? 60_000);
const restless = RESTLESS.map(([seed, stop]) => {
  const g = restlessGame(seed, stop);
  const r = (decodeReplay(g.replay) as { replay: Replay }).replay;
  const frames = stop + RESTLESS_FRAMES;
  const replay = encodeReplay({ ...r, frames });
  const v = verifyReplay(replay);
  return { seed, frames, score: v.ok ? v.score : -1, replay };
});
const sets = [
  ...(['v2', 'v3', 'v4'] as const).map(
    (name) => [name, readCorpus(name).filter((e) => e.frames >= LONG_GAME)] as const,
  ),
  ['restless', restless] as const,
];
for (const [name, games] of sets) {
  if (process.env.ONLY && !process.env.ONLY.split(',').includes(name)) continue;
  const xs: Record<'before' | 'after', number[]> = { before: [], after: [] };
  for (const e of games) {
    const t: Record<'before' | 'after', number[]> = { before: [], after: [] };
    for (let r = 0; r < ROUNDS; r++)
      for (const [k, f] of [
        ['before', base.verifyReplay],
        ['after', verifyReplay],
      ] as const) {
        const s = performance.now();
        const v = f(e.replay);
        t[k].push(performance.now() - s);
        if (!v.ok || v.score !== e.score) throw new Error(`${k} ${e.seed}`);
      }
    for (const k of ['before', 'after'] as const) xs[k].push(((e.frames / 60) * 1000) / median(t[k]));
  }
  const f = (a: number[]) => `median ${Math.round(median(a))}×, lowest ${Math.round(Math.min(...a))}×`;
  console.log(`${name} (${games.length}): before ${f(xs.before)}; after ${f(xs.after)}`);
  if (process.env.EACH)
    games.forEach((e, i) => console.log(`  ${e.seed}: ${Math.round(xs.before[i]!)}× -> ${Math.round(xs.after[i]!)}×`));
}

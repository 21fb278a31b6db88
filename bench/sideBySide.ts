// Run by hand to compare this tree's verifier with another checkout's, side by side in one process, e.g.
//   git worktree add /tmp/base <rev> && BASE=/tmp/base npx tsx bench/sideBySide.ts
// the v2 and v3 corpora's long games, before and after alternated, × real time from medians of ROUNDS.
import { pathToFileURL } from 'node:url';
import { verifyReplay } from '../src/game';
import { median } from './lib';
import { LONG_GAME, readCorpus } from '../tests/game/corpus/corpus';

const base = (await import(pathToFileURL(`${process.env.BASE}/src/game/index.ts`).href)) as {
  verifyReplay: typeof verifyReplay;
};
const ROUNDS = Number(process.env.ROUNDS ?? 3);
for (const name of ['v2', 'v3'] as const) {
  const games = readCorpus(name).filter((e) => e.frames >= LONG_GAME);
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
  console.log(`${name} long games (${games.length}): before ${f(xs.before)}; after ${f(xs.after)}`);
}

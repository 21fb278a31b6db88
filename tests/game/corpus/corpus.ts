import { readFileSync } from 'node:fs';

/** One corpus line: a replay an honest page wrote, its verdict when it was recorded, and its world's digest. */
export interface Entry {
  readonly replay: string;
  readonly score: number;
  readonly seed: number;
  readonly frames: number;
  readonly bombs?: number;
  readonly wildcards?: number;
  readonly revives?: number;
  readonly world: string;
}

export const readCorpus = (name: 'v1' | 'v2' | 'v3' | 'v4'): Entry[] =>
  readFileSync(new URL(`./${name}.jsonl`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Entry);

/** 15 minutes of frames: from here on a game is one of the long games of issue #39. */
export const LONG_GAME = 15 * 60 * 60;

/** The CLI's line for an entry's verdict. */
export const okLine = (e: Entry, rules: number) =>
  `ok score=${e.score} seed=${e.seed} frames=${e.frames} rules=${rules} bombs=${e.bombs} wildcards=${e.wildcards} revives=${e.revives}`;

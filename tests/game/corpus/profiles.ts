import type { BotOptions } from '../bot';

/** The bot styles both corpora were recorded with (v1's, all of them; v2 adds its own after these). */
export const CORPUS_PROFILES: readonly BotOptions[] = [
  {},
  { maxFrames: 900 },
  { spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 0, specialRate: 0 },
  { spread: 0.3, minWait: 0, maxWait: 8, reviveRate: 1, specialRate: 0.01 },
  { merge: true, maxFrames: 12000, specialRate: 0.003, minWait: 30, maxWait: 120 },
  { spread: 1, minWait: 10, maxWait: 60, reviveRate: 0.5, specialRate: 0.02 },
  { spread: 0.05, minWait: 0, maxWait: 2, reviveRate: 1, specialRate: 0 },
  { merge: true, maxFrames: 4000, specialRate: 0, minWait: 2, maxWait: 10 },
];

export const MINUTE = 60 * 60;
/** The short games' styles of the v2 and v3 corpora. */
export const SHORT: readonly BotOptions[] = [
  ...CORPUS_PROFILES,
  { side: 'left', minWait: 0, maxWait: 6, reviveRate: 1, specialRate: 0.005 },
  { side: 'right', minWait: 4, maxWait: 30, reviveRate: 1, specialRate: 0 },
  { side: 'alternate', minWait: 0, maxWait: 4, reviveRate: 1, specialRate: 0.003 },
  { side: 'alternate', minWait: 10, maxWait: 40, reviveRate: 0, specialRate: 0.01 },
  { strong: true, maxFrames: 20000, minWait: 20, maxWait: 60, specialRate: 0.001 },
  { strong: true, minWait: 0, maxWait: 3, reviveRate: 1, specialRate: 0 },
];
/** A person's pace: the next drop 1 to 3 s after the last one landed. */
export const PERSON = { strong: true, minWait: 60, maxWait: 180, reviveRate: 1 } as const;
/** Long games' lengths (minutes) and special rates, taken in turn. */
export const LENGTHS = [15, 20, 30, 45, 60, 90, 120];
export const RATES = [0.0006, 0.001, 0.0015, 0.002, 0.003];

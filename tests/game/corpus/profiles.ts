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

// The simulation's public surface: pure TypeScript, no React, Konva or DOM.
export * from './constants';
export * from './fruits';
export * from './specials';
export * from './types';
export { createWorld, nextRadius } from './world';
export { update, clampDropX, canRevive, grantedSpecials } from './update';
export { replay, steps } from './replay';
export { nextRandom, isSeed, parseSeed, SEED_RANGE } from './random';
export { endsGame, inDanger, isSettled, overTop } from './danger';
export {
  actionOf,
  playReplay,
  replaying,
  takeRecorded,
  FRAME_WORK,
  stepWork,
  type Limits,
  type PlayOptions,
  type Usage,
  type Played,
  type Keyframe,
} from './verify';
export { stepTo, type FramedEvent, type Stepping } from './stepTo';
export {
  LATEST_RULES,
  RULES,
  RULES_VERSIONS,
  isRulesVersion,
  rulesChanged,
  type Rules,
  type RulesVersion,
} from './rules';
export * from './replayFormat';
export { quote, QUOTE_CHARS } from './quote';
export { quantizeDropX, record, replayText, resumeRecording, startRecording, type Recording } from './recording';
export { sameWorld, worldData, worldFromData, type WorldData } from './snapshot';

/** Everything the game tells the host app (SPEC §7). */
export type HostMessage =
  | { readonly type: 'home' }
  | { readonly type: 'watchVideoToRevive' }
  | { readonly type: 'rankingToday' }
  | { readonly type: 'rankingTotal' }
  /** `replay` is the game's replay text (src/game replayFormat.ts): the server recomputes the score from it. */
  | { readonly type: 'score'; readonly score: number; readonly replay: string }
  | { readonly type: 'useBomb' }
  | { readonly type: 'useWildcard' }
  | { readonly type: 'bombEmpty' }
  | { readonly type: 'wildcardEmpty' }
  | { readonly type: 'restarted' }
  | { readonly type: 'landSound' }
  | { readonly type: 'mergeSound' }
  | { readonly type: 'musicOn' }
  | { readonly type: 'musicOff' };

/** What goes over the wire: `{ msg, score?, replay? }`, wrapped as `{ data }` by the transport. */
export interface Payload {
  readonly msg: number;
  readonly score?: number;
  readonly replay?: string;
}

/** Each message's number (SPEC §7); a Record over the union's tags, so a new message must get one. */
const MSG: Readonly<Record<HostMessage['type'], number>> = {
  home: 1,
  watchVideoToRevive: 2,
  rankingToday: 3,
  rankingTotal: 4,
  score: 5,
  useBomb: 6,
  useWildcard: 7,
  bombEmpty: 8,
  wildcardEmpty: 9,
  restarted: 10,
  landSound: 11,
  mergeSound: 12,
  musicOn: 13,
  musicOff: 14,
};

export function toPayload(m: HostMessage): Payload {
  // Scores go out as whole, non-negative numbers.
  return m.type === 'score'
    ? { msg: MSG.score, score: Math.max(0, Math.round(m.score)), replay: m.replay }
    : { msg: MSG[m.type] };
}

/** msg number → meaning, for logs, docs and the host simulator. */
export const MESSAGE_MEANING: Readonly<Record<number, string>> = {
  1: 'go to home',
  2: 'watch a video to revive',
  3: 'open today ranking',
  4: 'open total ranking',
  5: 'report score',
  6: 'use bomb',
  7: 'use wildcard',
  8: 'bomb requested, none left',
  9: 'wildcard requested, none left',
  10: 'game restarted',
  11: 'landing sound',
  12: 'merge sound',
  13: 'music on',
  14: 'music off',
};

/** Everything the game tells the host app (SPEC §7). */
export type HostMessage =
  | { readonly type: 'home' }
  | { readonly type: 'watchVideoToRevive' }
  | { readonly type: 'rankingToday' }
  | { readonly type: 'rankingTotal' }
  | { readonly type: 'score'; readonly score: number }
  | { readonly type: 'useBomb' }
  | { readonly type: 'useWildcard' }
  | { readonly type: 'bombEmpty' }
  | { readonly type: 'wildcardEmpty' }
  | { readonly type: 'restarted' }
  | { readonly type: 'landSound' }
  | { readonly type: 'mergeSound' }
  | { readonly type: 'musicOn' }
  | { readonly type: 'musicOff' };

/** What goes over the wire: `{ msg, score? }`, wrapped as `{ data }` by the transport. */
export interface Payload {
  readonly msg: number;
  readonly score?: number;
}

export function toPayload(m: HostMessage): Payload {
  switch (m.type) {
    case 'home':
      return { msg: 1 };
    case 'watchVideoToRevive':
      return { msg: 2 };
    case 'rankingToday':
      return { msg: 3 };
    case 'rankingTotal':
      return { msg: 4 };
    case 'score':
      return { msg: 5, score: Math.max(0, Math.round(m.score)) };
    case 'useBomb':
      return { msg: 6 };
    case 'useWildcard':
      return { msg: 7 };
    case 'bombEmpty':
      return { msg: 8 };
    case 'wildcardEmpty':
      return { msg: 9 };
    case 'restarted':
      return { msg: 10 };
    case 'landSound':
      return { msg: 11 };
    case 'mergeSound':
      return { msg: 12 };
    case 'musicOn':
      return { msg: 13 };
    case 'musicOff':
      return { msg: 14 };
    default: {
      const never: never = m;
      return never;
    }
  }
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

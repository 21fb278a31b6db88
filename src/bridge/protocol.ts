import type { SpecialKind } from '../game';

/** Everything the game tells the host app (docs/bridge.md, "Page → app"). */
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
  | { readonly type: 'musicOff' }
  /** The end popup's Share: the score card, a PNG data URL of at most MAX_CARD_CHARS characters. */
  | { readonly type: 'shareCard'; readonly score: number; readonly image: string };

/** The most characters a score card's data URL has (msg 15's `image`): what a host can pass on in one message. */
export const MAX_CARD_CHARS = 307_200;

/** What goes over the wire: `{ msg, score?, replay?, image? }`, wrapped as `{ data }` by the transport. */
export interface Payload {
  readonly msg: number;
  readonly score?: number;
  readonly replay?: string;
  readonly image?: string;
}

/** Each message's number and meaning (docs/bridge.md, "Page → app"): one row per tag of the union, so a new message must get both. */
const MESSAGES = {
  home: [1, 'go to home'],
  watchVideoToRevive: [2, 'watch a video to revive'],
  rankingToday: [3, 'open today ranking'],
  rankingTotal: [4, 'open total ranking'],
  score: [5, 'report score'],
  useBomb: [6, 'use bomb'],
  useWildcard: [7, 'use wildcard'],
  bombEmpty: [8, 'bomb requested, none left'],
  wildcardEmpty: [9, 'wildcard requested, none left'],
  restarted: [10, 'game restarted'],
  landSound: [11, 'landing sound'],
  mergeSound: [12, 'merge sound'],
  musicOn: [13, 'music on'],
  musicOff: [14, 'music off'],
  shareCard: [15, 'share the score card'],
} as const satisfies Readonly<Record<HostMessage['type'], readonly [number, string]>>;

/** The host's prop numbers (propsData's propertyList, the prop buttons): 1 is the bomb, 2 the wildcard. */
export const PROP_KIND = { 1: 'bomb', 2: 'wildcard' } as const satisfies Readonly<Record<1 | 2, SpecialKind>>;
export type PropNumber = keyof typeof PROP_KIND;
/** A special kind no prop number names: must be none. */
type Unnumbered = Exclude<SpecialKind, (typeof PROP_KIND)[PropNumber]>;
/** Every special kind has a prop number: a kind added to SPECIAL_KINDS without one fails to compile here. */
export const EVERY_SPECIAL_NUMBERED: [Unnumbered] extends [never] ? true : never = true;

/** What a press of each prop asks the host: use one (6/7), or get one when none is left (8/9). One row per kind. */
export const PROP_MESSAGE = {
  bomb: { use: 'useBomb', empty: 'bombEmpty' },
  wildcard: { use: 'useWildcard', empty: 'wildcardEmpty' },
} as const satisfies Readonly<Record<SpecialKind, { use: HostMessage['type']; empty: HostMessage['type'] }>>;

/** Scores go out as whole, non-negative numbers. */
const wholeScore = (score: number) => Math.max(0, Math.round(score));

export function toPayload(m: HostMessage): Payload {
  switch (m.type) {
    case 'score':
      return { msg: MESSAGES.score[0], score: wholeScore(m.score), replay: m.replay };
    case 'shareCard':
      return { msg: MESSAGES.shareCard[0], score: wholeScore(m.score), image: m.image };
    default:
      return { msg: MESSAGES[m.type][0] };
  }
}

/** msg number → the message's tag: the host simulator answers by tag, never by a bare number. */
export const MESSAGE_TYPE: ReadonlyMap<number, HostMessage['type']> = new Map(
  Object.entries(MESSAGES).map(([type, [msg]]) => [msg, type as HostMessage['type']]),
);

/** msg number → meaning, for logs, docs and the host simulator. */
export const MESSAGE_MEANING: Readonly<Record<number, string>> = Object.fromEntries(Object.values(MESSAGES));

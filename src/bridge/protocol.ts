import { SPECIAL_KINDS, SPECIALS, type SpecialKind } from '../game/specials';

/** Everything the game tells the host app (docs/bridge.md, "Page → app"). */
export type HostMessage =
  | { readonly type: 'home' }
  | { readonly type: 'watchVideoToRevive' }
  | { readonly type: 'rankingToday' }
  | { readonly type: 'rankingTotal' }
  /** `replay` is the game's replay text (src/game replayFormat.ts): the server recomputes the score from it. */
  | { readonly type: 'score'; readonly score: number; readonly replay: string }
  /** A prop pressed with some left: use one (the host answers with propsData and its nextType). */
  | { readonly type: 'useSpecial'; readonly kind: SpecialKind }
  /** A prop pressed with none left: ask for one (a grant or a refill). */
  | { readonly type: 'askSpecial'; readonly kind: SpecialKind }
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
  restarted: [10, 'game restarted'],
  landSound: [11, 'landing sound'],
  mergeSound: [12, 'merge sound'],
  musicOn: [13, 'music on'],
  musicOff: [14, 'music off'],
  shareCard: [15, 'share the score card'],
} as const satisfies Readonly<Record<Exclude<HostMessage['type'], SpecialMessage['type']>, readonly [number, string]>>;

/** A prop's messages: each special's numbers are its row's (game/specials.ts). */
type SpecialMessage = Extract<HostMessage, { readonly kind: SpecialKind }>;
const SPECIAL_MESSAGES: readonly { readonly msg: number; readonly meaning: string; readonly m: SpecialMessage }[] =
  SPECIAL_KINDS.flatMap((kind) => [
    { msg: SPECIALS[kind].msg.use, meaning: `use ${kind}`, m: { type: 'useSpecial', kind } as const },
    { msg: SPECIALS[kind].msg.ask, meaning: `${kind} requested, none left`, m: { type: 'askSpecial', kind } as const },
  ]);

/** Scores go out as whole, non-negative numbers. */
const wholeScore = (score: number) => Math.max(0, Math.round(score));

export function toPayload(m: HostMessage): Payload {
  switch (m.type) {
    case 'score':
      return { msg: MESSAGES.score[0], score: wholeScore(m.score), replay: m.replay };
    case 'shareCard':
      return { msg: MESSAGES.shareCard[0], score: wholeScore(m.score), image: m.image };
    case 'useSpecial':
      return { msg: SPECIALS[m.kind].msg.use };
    case 'askSpecial':
      return { msg: SPECIALS[m.kind].msg.ask };
    default:
      return { msg: MESSAGES[m.type][0] };
  }
}

/** msg number → the message it is, for the messages that carry nothing else: the host simulator answers by message, never by a bare number. */
export const MESSAGE_OF: ReadonlyMap<number, HostMessage> = new Map<number, HostMessage>([
  ...Object.entries(MESSAGES).map(([type, [msg]]) => [msg, { type } as HostMessage] as const),
  ...SPECIAL_MESSAGES.map(({ msg, m }) => [msg, m] as const),
]);

/** msg number → meaning, for logs, docs and the host simulator. */
export const MESSAGE_MEANING: Readonly<Record<number, string>> = Object.fromEntries([
  ...Object.values(MESSAGES),
  ...SPECIAL_MESSAGES.map(({ msg, meaning }) => [msg, meaning] as const),
]);

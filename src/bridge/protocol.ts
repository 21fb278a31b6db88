import { SPECIALS, type SpecialKind } from '../game/specials';

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
  | { readonly type: 'shareCard'; readonly score: number; readonly image: string }
  /** A duel's moves for the partner's phone (play/duel/moves.ts): `seq` from 0 per duel, relayed as they come. */
  | { readonly type: 'duelMoves'; readonly duel: string; readonly seq: number; readonly moves: string }
  /** A gap in the partner's moves: relay them again from `since`. */
  | { readonly type: 'duelResend'; readonly duel: string; readonly since: number };

/** The most characters a score card's data URL has (msg 15's `image`): what a host can pass on in one message. */
export const MAX_CARD_CHARS = 307_200;

/** What goes over the wire: `{ msg, score?, replay?, image?, duel?, seq?, moves?, since? }`, wrapped as `{ data }` by the transport. */
export interface Payload {
  readonly msg: number;
  readonly score?: number;
  readonly replay?: string;
  readonly image?: string;
  readonly duel?: string;
  readonly seq?: number;
  readonly moves?: string;
  readonly since?: number;
}

/** Each message's number and meaning (docs/bridge.md, "Page → app"): one row per tag of the union, so a new message must get both. */
export const MESSAGES = {
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
  duelMoves: [16, "a duel's moves, for the partner"],
  duelResend: [17, "relay the partner's moves again"],
} as const satisfies Readonly<Record<Exclude<HostMessage['type'], SpecialMessage['type']>, readonly [number, string]>>;

/** A prop's messages: each special's numbers are its row's (game/specials.ts). */
export type SpecialMessage = Extract<HostMessage, { readonly kind: SpecialKind }>;

/** Scores go out as whole, non-negative numbers. */
const wholeScore = (score: number) => Math.max(0, Math.round(score));

export function toPayload(m: HostMessage): Payload {
  switch (m.type) {
    case 'score':
      return { msg: MESSAGES.score[0], score: wholeScore(m.score), replay: m.replay };
    case 'shareCard':
      return { msg: MESSAGES.shareCard[0], score: wholeScore(m.score), image: m.image };
    case 'duelMoves':
      return { msg: MESSAGES.duelMoves[0], duel: m.duel, seq: m.seq, moves: m.moves };
    case 'duelResend':
      return { msg: MESSAGES.duelResend[0], duel: m.duel, since: m.since };
    case 'useSpecial':
      return { msg: SPECIALS[m.kind].msg.use };
    case 'askSpecial':
      return { msg: SPECIALS[m.kind].msg.ask };
    default:
      return { msg: MESSAGES[m.type][0] };
  }
}

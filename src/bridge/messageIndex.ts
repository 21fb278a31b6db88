// The page's messages by number, as a host reads them: what the host simulator logs and answers. Only the simulator
// loads this; the page sends by type (protocol.ts), so no product page carries these tables.
import { SPECIAL_KINDS, SPECIALS } from '../game/specials';
import { MESSAGES, type HostMessage, type SpecialMessage } from './protocol';

/** A prop's messages: each special's numbers are its row's (game/specials.ts). */
const SPECIAL_MESSAGES: readonly { readonly msg: number; readonly meaning: string; readonly m: SpecialMessage }[] =
  SPECIAL_KINDS.flatMap((kind) => [
    { msg: SPECIALS[kind].msg.use, meaning: `use ${kind}`, m: { type: 'useSpecial', kind } as const },
    { msg: SPECIALS[kind].msg.ask, meaning: `${kind} requested, none left`, m: { type: 'askSpecial', kind } as const },
  ]);

/** The messages that carry nothing but their number. */
const BARE = Object.entries(MESSAGES).filter(
  ([type]) => !['score', 'shareCard', 'duelMoves', 'duelResend'].includes(type),
);

/** msg number → the message it is, for the messages that carry nothing else: the host simulator answers by message, never by a bare number. */
export const MESSAGE_OF: ReadonlyMap<number, HostMessage> = new Map<number, HostMessage>([
  ...BARE.map(([type, [msg]]) => [msg, { type } as HostMessage] as const),
  ...SPECIAL_MESSAGES.map(({ msg, m }) => [msg, m] as const),
]);

/** msg number → meaning, for logs, docs and the host simulator. */
export const MESSAGE_MEANING: Readonly<Record<number, string>> = Object.fromEntries([
  ...Object.values(MESSAGES),
  ...SPECIAL_MESSAGES.map(({ msg, meaning }) => [msg, meaning] as const),
]);

// A duel's moves as msg 16 carries them (docs/bridge.md, "Playing together"): what one player's game did since the
// last message, in printable ASCII the host relays as it came. `<rules>.<reached>.<e|p>.<actions>`: the rules the
// game plays under, the frame it has reached, whether it ended there (e) or plays on (p), and its actions since the
// frame the last message reached, written as a replay writes them (src/game/replayFormat.ts).
import { decodeActions, encodeActions, isRulesVersion, type ReplayAction, type RulesVersion } from '../../game';

/** The longest moves a message carries: what a host passes on in one message of its room service. */
export const MAX_MOVES_CHARS = 2048;

export interface Moves {
  readonly rules: RulesVersion;
  /** The frame the game has reached: every action is at or before it, and its world is known up to it. */
  readonly reached: number;
  /** The game ended at `reached` (a game over, its time up, or the player left); more may follow after a revive. */
  readonly ended: boolean;
  /** In the order taken, none before the frame the last message reached. */
  readonly actions: readonly ReplayAction[];
}

const DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

/** The moves since frame `from` (the last message's `reached`; 0 for the first). */
export const encodeMoves = (m: Moves, from: number): string =>
  `${m.rules}.${m.reached}.${m.ended ? 'e' : 'p'}.${encodeActions(m.actions, from)}`;

/** Reads one message's moves, sent after a message that reached `from`; or why it is not a duel's moves. */
export function decodeMoves(
  text: string,
  from: number,
): { readonly ok: true; readonly moves: Moves } | { readonly ok: false; readonly reason: string } {
  const fail = (reason: string) => ({ ok: false, reason }) as const;
  if (text.length > MAX_MOVES_CHARS) return fail(`moves longer than ${MAX_MOVES_CHARS} characters`);
  const fields = text.split('.');
  if (fields.length !== 4 || !DECIMAL.test(fields[0]!) || !DECIMAL.test(fields[1]!) || !/^[ep]$/.test(fields[2]!))
    return fail(`moves are not <rules>.<frame>.<e|p>.<actions>: ${JSON.stringify(text.slice(0, 40))}`);
  const rules = Number(fields[0]);
  if (!isRulesVersion(rules)) return fail(`moves under rules ${fields[0]}, which this page does not play`);
  const reached = Number(fields[1]);
  if (reached < from) return fail(`moves go back to frame ${reached}, after frame ${from}`);
  const actions = decodeActions(fields[3]!, reached, from);
  if (typeof actions === 'string') return fail(actions);
  return { ok: true, moves: { rules, reached, ended: fields[2] === 'e', actions } };
}

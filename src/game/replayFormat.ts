/**
 * The replay text that rides on msg 5 (docs/bridge.md, "Verifiable scores"): `<version>.<seed>.<frames>.<actions>`.
 * Version, seed and frames are decimal; the actions are base64url characters, so the whole line is
 * printable ASCII with no spaces. Each action is a varint of `frameDelta * 8 + code` (5 bits a
 * character, the sixth bit says "more follows"), and a drop adds its x in two characters.
 */
import { SPECIALS, specialOfCode, type SpecialKind } from './specials';
import { MAX_SEED, parseSeed } from './random';

export { MAX_SEED };
import { MAX_REPLAY_FRAMES, WORLD_WIDTH } from './constants';
import { isRulesVersion, RULES_VERSIONS, type RulesVersion } from './rules';
import { quote } from './quote';
/** Drop x is kept in 1/8 px steps (finer than a device pixel), so a drop's x fits two characters. */
export const X_STEPS_PER_PX = 8;
/** The largest x, in steps: the board's right wall. */
export const MAX_X_STEPS = WORLD_WIDTH * X_STEPS_PER_PX;
/** A longer line is not a replay: 2 hours of the fastest play stays far below it. */
export const MAX_REPLAY_CHARS = 1_000_000;

/** One thing the player or the host did, at the frame (steps simulated) when the simulation took it. */
export type ReplayAction =
  /** x in 1/8 px steps, 0 to MAX_X_STEPS: the simulation dropped at exactly x / 8. */
  | { readonly type: 'drop'; readonly frame: number; readonly x: number }
  | { readonly type: 'special'; readonly frame: number; readonly kind: SpecialKind }
  | { readonly type: 'revive'; readonly frame: number };

export interface Replay {
  /** The first field: the rules the game was played under (rules.ts); the text's layout is the same for all. */
  readonly rules: RulesVersion;
  readonly seed: number;
  /** The frame the score was reported at: the game over, or when the player left. Actions never pass it. */
  readonly frames: number;
  /** In the order they were taken; frames never go backwards. */
  readonly actions: readonly ReplayAction[];
}

export type Decoded = { readonly ok: true; readonly replay: Replay } | { readonly ok: false; readonly reason: string };

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...DIGITS].map((c, i) => [c, i]));
/** Action codes, the low 3 bits: a drop, a revive, and each special's own (specials.ts); 5–7 are left for later formats. */
const CODE = { drop: 0, revive: 1 } as const;
const MORE = 32;
/** A varint longer than this (25 bits) is not one this format writes. */
const MAX_VARINT_CHARS = 5;

function varint(n: number): string {
  let out = '';
  do {
    const low = n % MORE;
    n = Math.floor(n / MORE);
    out += DIGITS[n > 0 ? low + MORE : low];
  } while (n > 0);
  return out;
}

/**
 * Actions as a replay's body writes them, from frame `from` (a replay's start; a duel's moves go on from the frame
 * the last message reached): each `frameDelta * 8 + code`, a drop's x after it.
 */
export function encodeActions(actions: readonly ReplayAction[], from = 0): string {
  let body = '';
  let at = from;
  for (const a of actions) {
    const code = a.type === 'special' ? SPECIALS[a.kind].code : CODE[a.type];
    body += varint((a.frame - at) * 8 + code);
    if (a.type === 'drop') body += DIGITS[Math.floor(a.x / 64)]! + DIGITS[a.x % 64]!;
    at = a.frame;
  }
  return body;
}

export function encodeReplay(r: Replay): string {
  return `${r.rules}.${r.seed}.${r.frames}.${encodeActions(r.actions)}`;
}

const fail = (reason: string): Decoded => ({ ok: false, reason });
/** Why a line of this length is refused before it is read (a reader may cut such a line short). */
export const tooLong = (length: number) => `longer than ${MAX_REPLAY_CHARS} characters (${length})`;
const DECIMAL = /^(0|[1-9][0-9]{0,9})$/;
const SHAPE = '<version>.<seed>.<frames>.<actions>';
/** Why a number written with leading zeros is refused (each number has one spelling), or null. */
const notCanonical = (field: string, text: string) =>
  /^0[0-9]/.test(text) ? `${field} ${quote(text)} is not canonical: a number has no leading zeros` : null;

/** Why a replay claiming `frames` is over a server's maxFrames, or null. */
export const overMaxFrames = (frames: number, maxFrames: number | undefined) =>
  maxFrames !== undefined && frames > maxFrames ? `${frames} frames, more than ${maxFrames} (maxFrames)` : null;

/**
 * Reads a replay's text; every check here is linear in its length, so hostile lines are refused fast. A
 * claim past `maxFrames` is refused from the header, before its actions are read.
 */
export function decodeReplay(text: unknown, maxFrames?: number): Decoded {
  if (typeof text !== 'string') return fail('not a replay: not text');
  if (text.length === 0) return fail('empty line');
  if (text.length > MAX_REPLAY_CHARS) return fail(tooLong(text.length));
  const fields = text.split('.');
  if (fields.length !== 4 || !DECIMAL.test(fields[0]!))
    return fail(`not a replay: expected ${SHAPE}, got ${quote(text)}`);
  const rules = Number(fields[0]);
  if (!isRulesVersion(rules))
    return fail(
      `unknown version ${fields[0]} (this verifier reads ${RULES_VERSIONS.slice(0, -1).join(', ')} and ${RULES_VERSIONS[RULES_VERSIONS.length - 1]})`,
    );
  const seed = parseSeed(fields[1]);
  if (seed === null) return fail(notCanonical('seed', fields[1]!) ?? `seed must be an integer from 0 to ${MAX_SEED}`);
  const frames = DECIMAL.test(fields[2]!) ? Number(fields[2]) : NaN;
  if (Number.isNaN(frames)) return fail(notCanonical('frames', fields[2]!) ?? 'frames must be a whole number');
  if (frames > MAX_REPLAY_FRAMES) return fail(`more than 2 hours of frames (${frames} > ${MAX_REPLAY_FRAMES})`);
  const over = overMaxFrames(frames, maxFrames);
  if (over) return fail(over);
  const body = decodeActions(fields[3]!, frames);
  return typeof body === 'string' ? fail(body) : { ok: true, replay: { rules, seed, frames, actions: body } };
}

/** More specials than this waiting at once is not a game anyone paid for (each is one host answer). */
export const MAX_WAITING_SPECIALS = 1000;

/** Why a special cannot be granted with `waiting` specials already waiting, or null. */
export const tooManySpecials = (kind: SpecialKind, frame: number, waiting: number) =>
  waiting >= MAX_WAITING_SPECIALS
    ? `a ${kind} at frame ${frame}: more than ${MAX_WAITING_SPECIALS} specials waiting`
    : null;

/**
 * The actions, or why they are not a replay's: read from frame `from` (encodeActions'), none past `frames`.
 * Specials are counted as they are read: a drop takes at
 * most one, and one more can be the current piece, so more waiting than MAX_WAITING_SPECIALS is refused
 * here, before a hostile line's specials fill memory.
 */
export function decodeActions(body: string, frames: number, from = 0): ReplayAction[] | string {
  const actions: ReplayAction[] = [];
  let i = 0;
  let frame = from;
  let unspent = 0; // specials read, less drops read: at least this many wait, beyond the current piece
  const special = (kind: SpecialKind) => {
    const refused = tooManySpecials(kind, frame, unspent - 1);
    if (refused) return refused;
    unspent++;
    actions.push({ type: 'special', frame, kind });
    return null;
  };
  const digit = (): number | string => {
    const c = body[i];
    if (c === undefined) return `actions end in the middle of an action (character ${i})`;
    const v = VALUE.get(c);
    i++;
    return v ?? `character ${JSON.stringify(c)} at ${i - 1} is not base64url`;
  };
  while (i < body.length) {
    let n = 0;
    let scale = 1;
    for (let k = 0; ; k++) {
      if (k === MAX_VARINT_CHARS) return `an action at character ${i} is longer than ${MAX_VARINT_CHARS} characters`;
      const d = digit();
      if (typeof d === 'string') return d;
      n += (d % MORE) * scale;
      scale *= MORE;
      if (d < MORE) {
        if (d === 0 && k > 0) return `an action at character ${i - 1} is not written the shortest way`;
        break;
      }
    }
    frame += Math.floor(n / 8);
    if (frame > frames)
      return `frames go backwards: an action at frame ${frame} comes after the replay's end at frame ${frames}`;
    const code = n % 8;
    if (code === CODE.drop) {
      const hi = digit();
      if (typeof hi === 'string') return hi;
      const lo = digit();
      if (typeof lo === 'string') return lo;
      const x = hi * 64 + lo;
      if (x > MAX_X_STEPS)
        return `a drop at frame ${frame} has x ${x / X_STEPS_PER_PX}, outside the board (0–${WORLD_WIDTH})`;
      actions.push({ type: 'drop', frame, x });
      unspent = Math.max(0, unspent - 1);
    } else if (code === CODE.revive) actions.push({ type: 'revive', frame });
    else if (specialOfCode(code)) {
      const refused = special(specialOfCode(code)!);
      if (refused) return refused;
    } else return `unknown action code ${code} at frame ${frame} (a special this format does not know)`;
  }
  return actions;
}

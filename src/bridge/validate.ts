/**
 * The host's callback payloads (docs/bridge.md, "App → page"), each defined once, as a guard; its type is
 * inferred from the guard. A parse accepts an object or a JSON string of one and returns the typed
 * value, or an error naming the first field that does not fit (a wrong type, a hole in a list, an
 * inherited or prototype key). Fields the page does not know are ignored, so a host may add fields;
 * a list longer than the page shows is cut, with a note the caller logs. Only own fields are read.
 */
import { boolean, fail, Invalid, list, number, object, oneOf, optional, refine, string, tuple } from './guards';
import type { Guard, Infer } from './guards';
import { isSeed, SEED_RANGE } from '../game/random';
import { MAX_REPLAY_CHARS } from '../game/replayFormat';
import { SPECIAL_KINDS, SPECIALS, type PropNumber, type SpecialKind } from '../game/specials';

/** What a read noticed in a payload it accepted, for the caller to log. */
export interface Note {
  readonly level: 'warn' | 'error';
  readonly message: string;
}

export type Parsed<T> =
  | { readonly ok: true; readonly value: T; readonly notes: readonly Note[] }
  | { readonly ok: false; readonly error: string };

/** Limits that keep a broken host from freezing the page. */
export const MAX_RANKS = 200;
export const MAX_NAME = 64;
export const MAX_AVATAR_URL = 2048;

/** An optional field of its own: a bad seed is reported and left out, and the layout still applies. */
const gameSeed: Guard<number | undefined> = (v, _path, warn) => {
  if (isSeed(v)) return v;
  warn(`gameSeed must be ${SEED_RANGE}; ignored`, 'error');
  return undefined;
};

/** No real screen is taller than this (CSS px): a larger layout value is a host bug, refused. */
export const MAX_SCREEN_PX = 10_000;

const person = object({ avatar: string(MAX_AVATAR_URL), name: string(MAX_NAME) });
export type User = Infer<typeof person>;

const initData = object({
  type: number(),
  statusBarHeight: number({ min: 0, max: MAX_SCREEN_PX }),
  statuswidth: number({ min: 0 }),
  statusHeight: number({ min: 0, max: MAX_SCREEN_PX }),
  /** 0 to MAX_SEED: every game of the page load starts from it (docs/bridge.md, "Seeds a server can rank"); absent when not sent or unusable. */
  gameSeed: optional(gameSeed),
  /** The couple, the player first: named wherever the page shows them (the score card, the viewer, a duel). */
  users: optional(tuple(person, person)),
});
export type InitData = Infer<typeof initData>;

/** Exact values only: a Map, so 'constructor' or '__proto__' match nothing. A special's name or its prop number (specials.ts). */
const NEXT_TYPES: ReadonlyMap<unknown, SpecialKind | null> = new Map<unknown, SpecialKind | null>([
  ...SPECIAL_KINDS.map((k) => [k, k] as const),
  ...SPECIAL_KINDS.map((k) => [SPECIALS[k].prop, k] as const),
  [null, null],
  [undefined, null],
]);
/** How the host may name each special, for the message that refuses anything else. */
const NAMED = [...SPECIAL_KINDS.map((k) => `'${k}'`), ...SPECIAL_KINDS.map((k) => SPECIALS[k].prop)].join(', ');
const nextType: Guard<SpecialKind | null> = (v, path) => {
  const t = NEXT_TYPES.get(v);
  return t !== undefined ? t : fail(path, `must be ${NAMED} or null`);
};

/** Prop `n` of the list, a special's row (specials.ts), in the table's order. */
const prop = (n: PropNumber) =>
  object({
    /** The special's prop number (specials.ts). */
    prop: oneOf([n], `must be ${n} (${SPECIAL_KINDS.join(' first, then ')})`),
    quantity: number({ int: true, min: 0 }),
    /** 0 = unavailable (the button is dimmed). */
    status: number(),
  });
export type Prop = Infer<ReturnType<typeof prop>>;

/** One row per special, in the table's order; a longer list is cut, with a warning. */
const propertyList: Guard<readonly Prop[]> = (v, path, warn) =>
  tuple(...SPECIAL_KINDS.map((k) => prop(SPECIALS[k].prop)))(v, path, warn) as readonly Prop[];

const propsData = object({
  /** Always in the specials' order (specials.ts). */
  propertyList,
  nextType,
});
export type PropsData = Infer<typeof propsData>;

const couple = tuple(person, person);

/** A rank is a whole number; one sent as digits ("12") is read as that number, other text means not ranked. */
const rankNumber = number({ int: true, min: 0 });
const rankText = string(MAX_NAME);
const rank: Guard<number | string> = (v, path, warn) => {
  if (typeof v !== 'string') return rankNumber(v, path, warn);
  const text = rankText(v, path, warn);
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text;
};

/** A ranked game's replay (msg 5's form): its row offers Watch. One of the wrong type is reported and left out. */
const rowReplay: Guard<string | undefined> = (v, path, warn) => {
  if (typeof v === 'string' && v.length > 0 && v.length <= MAX_REPLAY_CHARS) return v;
  warn(`${path} must be text of 1 to ${MAX_REPLAY_CHARS} characters; no Watch`, 'error');
  return undefined;
};

/** The player's own row: a couple, or one person when not matched (type 1). */
const player = refine(
  object({
    /** A number when ranked; text (e.g. 未上榜) when not. */
    rank,
    users: list(person, 0, 2),
    scoreNum: number(),
    /** 1 = not matched (not ranked), 2 = matched couple. */
    type: oneOf([1, 2], 'must be 1 (not matched) or 2 (matched)'),
    replay: optional(rowReplay),
  }),
  ({ users, ...row }, path) => {
    const [a, b] = users;
    if (!a || (!b && row.type !== 1)) return fail(`${path}.users`, 'must have 2 entries');
    const both: readonly [User, User] | readonly [User] = b ? [a, b] : [a];
    return { ...row, users: both };
  },
);

const rankingData = object({
  user: player,
  ranks: list(object({ users: couple, scoreNum: number(), replay: optional(rowReplay) }), 0, MAX_RANKS),
});
export type RankingData = Infer<typeof rankingData>;

/** A game to watch (docs/bridge.md, "replayData"): the viewer opens on it at once. */
const replayData = object({
  /** msg 5's form; whether it decodes and verifies is the viewer's to say. */
  replay: string(MAX_REPLAY_CHARS),
  /** Whose game it is, as the ranking shows a couple. */
  users: optional(couple),
  /** The score the host has for it: the viewer's end card says whether the replay comes to it. */
  scoreNum: optional(number()),
});
export type ReplayData = Infer<typeof replayData>;

/** A little over the 2 KB a page sends (play/duel/moves.ts): a longer one is no game's moves. */
export const MAX_MOVES_TEXT = 4096;

/** A duel's id: what the host's room service calls it (printable, at most 64 characters). */
const duelId: Guard<string> = (v, path, warn) => {
  const s = string(MAX_DUEL_ID)(v, path, warn);
  return /^[\x20-\x7e]+$/.test(s) ? s : fail(path, 'must be 1 to 64 printable ASCII characters');
};
export const MAX_DUEL_ID = 64;

/** A game played together (docs/bridge.md, "Playing together"): it starts, after a countdown, on both phones. */
const duelData = object({
  /** The duel's id: the partner's moves name it; the same id again (after a reload) goes on with it. */
  duel: duelId,
  /** The pieces both play. */
  seed: refine(number({ int: true, min: 0 }), (n, path) => (isSeed(n) ? n : fail(path, `must be ${SEED_RANGE}`))),
  /** race: to both game overs; timed: five minutes of play each (18,000 frames). */
  mode: oneOf(['race', 'timed'], "must be 'race' or 'timed'"),
  partner: person,
  /** A game already played on the seed (msg 5's replay): the partner's board plays it in step, and no moves are sent. */
  ghost: optional(string(MAX_REPLAY_CHARS)),
});
export type DuelData = Infer<typeof duelData>;

/** The partner's msg 16, relayed as it came. */
const partnerMoves = object({
  duel: duelId,
  seq: number({ int: true, min: 0 }),
  moves: string(MAX_MOVES_TEXT),
});
export type PartnerMoves = Infer<typeof partnerMoves>;

const videoFinished = object({
  /** false: the player closed the video before its end (no revive); absent or true: watched. */
  completed: optional(boolean()),
});
/** videoFinished's payload: none (the video was watched), or `{ completed }`. */
export interface VideoFinished {
  readonly completed: boolean;
}

function parser<T>(name: string, guard: Guard<T>) {
  return (raw: unknown): Parsed<T> => {
    let v = raw;
    if (typeof raw === 'string') {
      try {
        v = JSON.parse(raw);
      } catch {
        return { ok: false, error: `${name}: payload is a string but not JSON` };
      }
    }
    const notes: Note[] = [];
    try {
      const value = guard(v, 'payload', (w, level) => notes.push({ level: level ?? 'warn', message: `${name}: ${w}` }));
      return { ok: true, value, notes };
    } catch (e) {
      if (e instanceof Invalid) return { ok: false, error: `${name}: ${e.message}` };
      throw e;
    }
  };
}

export const parseInitData = parser('initData', initData);
export const parsePropsData = parser('propsData', propsData);
export const parseRankingData = parser('rankingData', rankingData);
export const parseReplayData = parser('replayData', replayData);
export const parseDuelData = parser('duelData', duelData);
export const parsePartnerMoves = parser('partnerMoves', partnerMoves);
const parseVideoObject = parser('videoFinished', videoFinished);
/** No payload (today's hosts) means watched; `{ completed: false }` means closed early. */
export const parseVideoFinished = (raw: unknown): Parsed<VideoFinished> => {
  if (raw === undefined || raw === null) return { ok: true, value: { completed: true }, notes: [] };
  const r = parseVideoObject(raw);
  return r.ok ? { ...r, value: { completed: r.value.completed !== false } } : r;
};

// The kept game as it is written to local storage, and read back with nothing trusted: a save may be
// cut short, damaged, written by a newer page, or refused by the storage itself. What it holds and when
// it is written: docs/game.md#a-game-outlives-its-page.
import {
  boolean,
  Invalid,
  list,
  number,
  object,
  oneOf,
  optional,
  string,
  tuple,
  type Guard,
} from '../../bridge/guards';
import { MAX_AVATAR_URL, MAX_DUEL_ID, MAX_MOVES_TEXT, MAX_NAME, type PropsData } from '../../bridge/validate';
import type { KeptDuel } from '../duel/duelState';
import {
  decodeReplay,
  perSpecial,
  SPECIAL_KINDS,
  SPECIALS,
  worldData,
  worldFromData,
  type Replay,
  type PropNumber,
  type SpecialKind,
  type World,
} from '../../game';
import type { PropBooks } from '../host/propRequests';
import { KEPT_VERSION } from './firstLook';

export { KEPT_MAX_AGE_MS } from './firstLook';
/** Longer than any honest save (a replay is at most 1 MB): not read at all. */
export const KEPT_MAX_CHARS = 1_500_000;

/** Everything needed to show the game again at once and to go on with it. */
export interface KeptGame {
  /** Wall-clock ms when it was written: a save older than KEPT_MAX_AGE_MS is not restored. */
  readonly savedAt: number;
  /** The player left it by Home: like a game over, it is not restored (its score and specials are settled). */
  readonly left: boolean;
  readonly world: World;
  /** The replay so far (msg 5's), ending at the world's frame. */
  readonly replay: Replay;
  /** Specials granted while the game was over, written into the replay only if a revive follows. */
  readonly held: readonly SpecialKind[];
  /** The game state the host last received in a msg 5 (scoreReports.ts). */
  readonly reported: string;
  /** The prop counts the host last sent. */
  readonly props: PropsData['propertyList'];
  /** Prop requests the host has not answered, and its last answers (propRequests.ts). */
  readonly books: PropBooks;
  /** Ms of cooldown left on each prop button. */
  readonly cooldowns: Readonly<Record<SpecialKind, number>>;
  /** initData's content height, so the board is laid out at once. */
  readonly contentHeight: number | null;
  /** The duel this game is played in, if any (play/duel/duelState.ts): it goes on with the game. */
  readonly duel?: KeptDuel | null;
}

export type KeptRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'bad'; readonly why: string }
  | { readonly kind: 'game'; readonly game: KeptGame };

const kind = oneOf(SPECIAL_KINDS, `must be ${SPECIAL_KINDS.map((k) => `'${k}'`).join(' or ')}`) as Guard<SpecialKind>;
const ms = number({ min: 0 });
const prop = (n: PropNumber) =>
  object({ prop: oneOf([n], `must be ${n}`), quantity: number({ int: true, min: 0 }), status: number() });
const count = number({ int: true, min: 0 });
const orNull =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (v, path, warn) =>
    v === null ? null : guard(v, path, warn);
/** A duel kept with its game (play/duel/duelState.ts KeptDuel). */
const keptDuel: Guard<KeptDuel> = object({
  id: string(MAX_DUEL_ID),
  mode: oneOf(['race', 'timed'], "must be 'race' or 'timed'"),
  seed: count,
  partner: object({ avatar: string(MAX_AVATAR_URL), name: string(MAX_NAME) }),
  ghost: orNull(string(KEPT_MAX_CHARS)),
  theirs: list(string(MAX_MOVES_TEXT), 0, 100_000),
  out: object({
    nextSeq: count,
    actions: count,
    frame: count,
    ended: boolean(),
    waiting: list(object({ seq: count, moves: string(MAX_MOVES_TEXT) }), 0, 10_000),
  }),
  timeUp: boolean(),
});

const record = object({
  v: number(),
  savedAt: number(),
  left: boolean(),
  world: (v: unknown) => v,
  replay: string(KEPT_MAX_CHARS),
  held: list(kind, 0, 1000),
  reported: string(100),
  props: tuple(...SPECIAL_KINDS.map((k) => prop(SPECIALS[k].prop))),
  books: object({
    asked: list(object({ id: number({ int: true, min: 0 }), kind, use: boolean() }), 0, 16),
    last: object(perSpecial(() => optional(string(4000)))),
  }),
  cooldowns: object(perSpecial(() => ms)),
  contentHeight: (v: unknown, path: string) => (v === null ? null : number({ min: 0 })(v, path, () => {})),
  duel: optional(orNull(keptDuel)),
});

/** The record's text, as written. */
export function keptText(g: Omit<KeptGame, 'replay'>, replayText: string): string {
  return JSON.stringify({
    v: KEPT_VERSION,
    savedAt: g.savedAt,
    left: g.left,
    world: worldData(g.world),
    replay: replayText,
    held: g.held,
    reported: g.reported,
    props: g.props,
    books: g.books,
    cooldowns: g.cooldowns,
    contentHeight: g.contentHeight,
    duel: g.duel ?? null,
  });
}

/** The kept game in `text`, or why it cannot be read. Cheap: its replay is not played here (kept/check.ts does). */
export function parseKept(text: string): KeptGame | string {
  if (text.length > KEPT_MAX_CHARS) return `it is ${text.length} characters, more than ${KEPT_MAX_CHARS}`;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'it is not JSON (cut short?)';
  }
  const v = (raw as { v?: unknown } | null)?.v;
  if (typeof v === 'number' && v !== KEPT_VERSION)
    return `it is version ${v}, from another page (this reads ${KEPT_VERSION})`;
  let r: ReturnType<typeof record>;
  try {
    r = record(raw, 'save', () => {});
  } catch (e) {
    if (e instanceof Invalid) return e.message;
    throw e;
  }
  const world = worldFromData(r.world);
  if (typeof world === 'string') return `its world: ${world}`;
  const d = decodeReplay(r.replay);
  if (!d.ok) return `its replay: ${d.reason}`;
  const { rules, seed, frames } = d.replay;
  if (rules !== world.rules || seed !== world.seed || frames !== world.frame)
    return `its replay (rules ${rules}, seed ${seed}, frame ${frames}) is not its world's (rules ${world.rules}, seed ${world.seed}, frame ${world.frame})`;
  return { ...r, world, replay: d.replay };
}

/** The kept game read from `text` (null: none), or why it cannot be read. Cheap: its replay is not played here. */
export function readKept(text: string | null): KeptRead {
  if (text === null) return { kind: 'none' };
  const g = parseKept(text);
  return typeof g === 'string' ? { kind: 'bad', why: g } : { kind: 'game', game: g };
}

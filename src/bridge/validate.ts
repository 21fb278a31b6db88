/**
 * Guards for the host's callback payloads (CONTRACT "Host to page"). Each
 * accepts an object or a JSON string of one and returns the typed value, or an
 * error naming the first field that does not fit (a wrong type, a hole in a
 * list, an inherited or prototype key). Fields the page does not know are
 * ignored, so a host may add fields; a list longer than the page shows is cut,
 * with console.warn. Only own fields are read, never the prototype's.
 */
import { PROP_KIND, type PropNumber } from './protocol';

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export interface InitData {
  readonly type: number;
  readonly statusBarHeight: number;
  readonly statuswidth: number;
  readonly statusHeight: number;
  /** 0 to 4294967295: every game of the page load starts from it (CONTRACT "shared seeds"); absent when not sent or unusable. */
  readonly gameSeed?: number;
}

/** The largest gameSeed: seeds are unsigned 32-bit integers. */
export const MAX_GAME_SEED = 4294967295;

export interface Prop {
  /** 1 = bomb, 2 = wildcard (PROP_KIND). */
  readonly prop: PropNumber;
  readonly quantity: number;
  /** 0 = unavailable (the button is dimmed). */
  readonly status: number;
}

export type SpecialType = (typeof PROP_KIND)[PropNumber];

export interface PropsData {
  /** Always bomb then wildcard. */
  readonly propertyList: readonly [Prop, Prop];
  readonly nextType: SpecialType | null;
}

export interface User {
  readonly avatar: string;
  readonly name: string;
}

export interface RankEntry {
  readonly users: readonly [User, User];
  readonly scoreNum: number;
}

export interface RankingData {
  readonly user: {
    /** A number when ranked; text (e.g. 未上榜) when not. */
    readonly rank: number | string;
    /** Two for a matched couple; an unmatched player (type 1) may come alone. */
    readonly users: readonly [User, User] | readonly [User];
    readonly scoreNum: number;
    /** 1 = not matched (not ranked), 2 = matched couple. */
    readonly type: 1 | 2;
  };
  readonly ranks: readonly RankEntry[];
}

/** Limits that keep a broken host from freezing the page. */
export const MAX_RANKS = 200;
export const MAX_NAME = 64;
export const MAX_AVATAR_URL = 2048;

class Invalid extends Error {}
const fail = (path: string, what: string): never => {
  throw new Invalid(`${path} ${what}`);
};

/** Collects a payload's warnings (lists cut to their cap): one per parse, reported by parse(). No state lives between parses. */
type Warn = (warning: string) => void;

/** Keys that would reach an object's prototype if a later step ever copied the payload. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// Object.hasOwn is ES2022 (Chrome 93, iOS 15.4): older WebViews need the long form.
const hasOwn = (o: object, k: PropertyKey) => Object.prototype.hasOwnProperty.call(o, k);

/** The listed own fields of a plain object; anything else on it is ignored. */
function record(v: unknown, path: string, keys: readonly string[]): Readonly<Record<string, unknown>> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'must be an object');
  const o = v as object;
  for (const k of Object.keys(o)) if (PROTOTYPE_KEYS.has(k)) fail(`${path}.${k}`, 'is a prototype key');
  const out: Record<string, unknown> = Object.create(null);
  for (const k of keys) {
    if (hasOwn(o, k)) out[k] = (o as Record<string, unknown>)[k];
    else if (k in o) fail(`${path}.${k}`, 'is inherited, not the payload’s own field');
  }
  return out;
}

function num(v: unknown, path: string, opts: { int?: boolean; min?: number } = {}): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(path, 'must be a finite number');
  const n = v as number;
  if (opts.int && !Number.isInteger(n)) fail(path, 'must be a whole number');
  if (opts.min !== undefined && n < opts.min) fail(path, `must be at least ${opts.min}`);
  return n;
}

function str(v: unknown, path: string, max: number): string {
  if (typeof v !== 'string') fail(path, 'must be a string');
  if ((v as string).length > max) fail(path, `must be at most ${max} characters`);
  return v as string;
}

/** An array with no holes; past `max` it is cut, with a warning. */
function list(v: unknown, path: string, min: number, max: number, warn: Warn): unknown[] {
  if (!Array.isArray(v)) fail(path, 'must be an array');
  const all = v as unknown[];
  if (all.length < min) fail(path, min === max ? `must have ${min} entries` : `must have at least ${min} entries`);
  const a = all.length > max ? all.slice(0, max) : all;
  if (a !== all) warn(`${path} has ${all.length} entries; the first ${max} are used`);
  for (let i = 0; i < a.length; i++) if (!hasOwn(a, i)) fail(`${path}[${i}]`, 'is a hole in the list');
  return a;
}

function person(v: unknown, path: string): User {
  const o = record(v, path, ['avatar', 'name']);
  return { avatar: str(o.avatar, `${path}.avatar`, MAX_AVATAR_URL), name: str(o.name, `${path}.name`, MAX_NAME) };
}

function couple(v: unknown, path: string, warn: Warn): readonly [User, User] {
  const [a, b] = list(v, path, 2, 2, warn).map((u, i) => person(u, `${path}[${i}]`));
  return [a!, b!];
}

/** The player's own row: a couple, or one person when not matched (type 1). */
function players(v: unknown, path: string, type: 1 | 2, warn: Warn): readonly [User, User] | readonly [User] {
  if (type === 2 || !Array.isArray(v) || v.length !== 1) return couple(v, path, warn);
  return [person(list(v, path, 1, 1, warn)[0], `${path}[0]`)];
}

/** A rank is a whole number; one sent as digits ("12") is read as that number, other text means not ranked. */
function rankOf(v: unknown): number | string {
  if (typeof v !== 'string') return num(v, 'user.rank', { int: true, min: 0 });
  const text = str(v, 'user.rank', MAX_NAME);
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text;
}

function parse<T>(name: string, raw: unknown, read: (o: unknown, warn: Warn) => T): Parsed<T> {
  let v = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return { ok: false, error: `${name}: payload is a string but not JSON` };
    }
  }
  const warnings: string[] = [];
  try {
    const value = read(v, (w) => warnings.push(w));
    for (const w of warnings) console.warn(`${name}: ${w}`);
    return { ok: true, value };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: `${name}: ${e.message}` };
    throw e;
  }
}

export const parseInitData = (raw: unknown): Parsed<InitData> =>
  parse('initData', raw, (v) => {
    const o = record(v, 'payload', ['type', 'statusBarHeight', 'statuswidth', 'statusHeight', 'gameSeed']);
    const layout = {
      type: num(o.type, 'type'),
      statusBarHeight: num(o.statusBarHeight, 'statusBarHeight', { min: 0 }),
      statuswidth: num(o.statuswidth, 'statuswidth', { min: 0 }),
      statusHeight: num(o.statusHeight, 'statusHeight', { min: 0 }),
    };
    const seed = o.gameSeed;
    if (seed === undefined) return layout;
    // An optional field of its own: a bad seed is reported and left out; the layout still applies.
    if (typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= MAX_GAME_SEED)
      return { ...layout, gameSeed: seed };
    console.error(`initData: gameSeed must be a whole number from 0 to ${MAX_GAME_SEED}; ignored`);
    return layout;
  });

/** Exact values only: a Map, so 'constructor' or '__proto__' match nothing. */
const NEXT_TYPES: ReadonlyMap<unknown, SpecialType> = new Map<unknown, SpecialType>([
  ...Object.values(PROP_KIND).map((k) => [k, k] as const),
  ...Object.entries(PROP_KIND).map(([n, k]) => [Number(n), k] as const),
]);

export const parsePropsData = (raw: unknown): Parsed<PropsData> =>
  parse('propsData', raw, (v, warn) => {
    const o = record(v, 'payload', ['propertyList', 'nextType']);
    const props = list(o.propertyList, 'propertyList', 2, 2, warn).map((p, i) => {
      const path = `propertyList[${i}]`;
      const e = record(p, path, ['prop', 'quantity', 'status']);
      if (e.prop !== i + 1) fail(`${path}.prop`, `must be ${i + 1} (bomb first, then wildcard)`);
      return {
        prop: (i + 1) as PropNumber,
        quantity: num(e.quantity, `${path}.quantity`, { int: true, min: 0 }),
        status: num(e.status, `${path}.status`),
      };
    });
    let nextType: SpecialType | null = null;
    if (o.nextType !== null && o.nextType !== undefined) {
      const t = NEXT_TYPES.get(o.nextType);
      if (!t) fail('nextType', "must be 'bomb', 'wildcard', 1, 2 or null");
      nextType = t!;
    }
    return { propertyList: [props[0]!, props[1]!], nextType };
  });

export const parseRankingData = (raw: unknown): Parsed<RankingData> =>
  parse('rankingData', raw, (v, warn) => {
    const o = record(v, 'payload', ['user', 'ranks']);
    const u = record(o.user, 'user', ['rank', 'users', 'scoreNum', 'type']);
    if (u.type !== 1 && u.type !== 2) fail('user.type', 'must be 1 (not matched) or 2 (matched)');
    const type = u.type as 1 | 2;
    return {
      user: {
        rank: rankOf(u.rank),
        users: players(u.users, 'user.users', type, warn),
        scoreNum: num(u.scoreNum, 'user.scoreNum'),
        type,
      },
      ranks: list(o.ranks, 'ranks', 0, MAX_RANKS, warn).map((r, i) => {
        const e = record(r, `ranks[${i}]`, ['users', 'scoreNum']);
        return { users: couple(e.users, `ranks[${i}].users`, warn), scoreNum: num(e.scoreNum, `ranks[${i}].scoreNum`) };
      }),
    };
  });

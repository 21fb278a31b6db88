/**
 * Guards for the host's callback payloads (CONTRACT "Host to page"). Each
 * accepts an object or a JSON string of one and returns the typed value, or an
 * error naming the first field that does not fit. Unknown fields are refused
 * too, so a typo on the host side shows up at once.
 */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export interface InitData {
  readonly type: number;
  readonly statusBarHeight: number;
  readonly statuswidth: number;
  readonly statusHeight: number;
}

export interface Prop {
  /** 1 = bomb, 2 = wildcard. */
  readonly prop: 1 | 2;
  readonly quantity: number;
  /** 0 = unavailable (the button is dimmed). */
  readonly status: number;
}

export type SpecialType = 'bomb' | 'wildcard';

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
    readonly users: readonly [User, User];
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

function record(v: unknown, path: string, keys: readonly string[]): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'must be an object');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!keys.includes(k)) fail(`${path}.${k}`, 'is not an expected field');
  return o;
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

function list(v: unknown, path: string, min: number, max: number): unknown[] {
  if (!Array.isArray(v)) fail(path, 'must be an array');
  const a = v as unknown[];
  if (a.length < min || a.length > max)
    fail(path, min === max ? `must have ${min} entries` : `must have ${min} to ${max} entries`);
  return a;
}

function couple(v: unknown, path: string): readonly [User, User] {
  const [a, b] = list(v, path, 2, 2).map((u, i) => {
    const o = record(u, `${path}[${i}]`, ['avatar', 'name']);
    return {
      avatar: str(o.avatar, `${path}[${i}].avatar`, MAX_AVATAR_URL),
      name: str(o.name, `${path}[${i}].name`, MAX_NAME),
    };
  });
  return [a!, b!];
}

function parse<T>(name: string, raw: unknown, read: (o: unknown) => T): Parsed<T> {
  let v = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return { ok: false, error: `${name}: payload is a string but not JSON` };
    }
  }
  try {
    return { ok: true, value: read(v) };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: `${name}: ${e.message}` };
    throw e;
  }
}

export const parseInitData = (raw: unknown): Parsed<InitData> =>
  parse('initData', raw, (v) => {
    const o = record(v, 'payload', ['type', 'statusBarHeight', 'statuswidth', 'statusHeight']);
    return {
      type: num(o.type, 'type'),
      statusBarHeight: num(o.statusBarHeight, 'statusBarHeight', { min: 0 }),
      statuswidth: num(o.statuswidth, 'statuswidth', { min: 0 }),
      statusHeight: num(o.statusHeight, 'statusHeight', { min: 0 }),
    };
  });

const NEXT_TYPES: Readonly<Record<string, SpecialType>> = {
  bomb: 'bomb',
  wildcard: 'wildcard',
  1: 'bomb',
  2: 'wildcard',
};

export const parsePropsData = (raw: unknown): Parsed<PropsData> =>
  parse('propsData', raw, (v) => {
    const o = record(v, 'payload', ['propertyList', 'nextType']);
    const props = list(o.propertyList, 'propertyList', 2, 2).map((p, i) => {
      const path = `propertyList[${i}]`;
      const e = record(p, path, ['prop', 'quantity', 'status']);
      if (e.prop !== i + 1) fail(`${path}.prop`, `must be ${i + 1} (bomb first, then wildcard)`);
      return {
        prop: (i + 1) as 1 | 2,
        quantity: num(e.quantity, `${path}.quantity`, { int: true, min: 0 }),
        status: num(e.status, `${path}.status`),
      };
    });
    let nextType: SpecialType | null = null;
    if (o.nextType !== null && o.nextType !== undefined) {
      const t = NEXT_TYPES[String(o.nextType)];
      if (!t || (typeof o.nextType !== 'string' && typeof o.nextType !== 'number')) {
        fail('nextType', "must be 'bomb', 'wildcard', 1, 2 or null");
      }
      nextType = t!;
    }
    return { propertyList: [props[0]!, props[1]!], nextType };
  });

export const parseRankingData = (raw: unknown): Parsed<RankingData> =>
  parse('rankingData', raw, (v) => {
    const o = record(v, 'payload', ['user', 'ranks']);
    const u = record(o.user, 'user', ['rank', 'users', 'scoreNum', 'type']);
    const rank =
      typeof u.rank === 'string' ? str(u.rank, 'user.rank', MAX_NAME) : num(u.rank, 'user.rank', { int: true, min: 0 });
    if (u.type !== 1 && u.type !== 2) fail('user.type', 'must be 1 (not matched) or 2 (matched)');
    return {
      user: {
        rank,
        users: couple(u.users, 'user.users'),
        scoreNum: num(u.scoreNum, 'user.scoreNum'),
        type: u.type as 1 | 2,
      },
      ranks: list(o.ranks, 'ranks', 0, MAX_RANKS).map((r, i) => {
        const e = record(r, `ranks[${i}]`, ['users', 'scoreNum']);
        return { users: couple(e.users, `ranks[${i}].users`), scoreNum: num(e.scoreNum, `ranks[${i}].scoreNum`) };
      }),
    };
  });

/**
 * Small guard combinators for the host's payloads (validate.ts). A guard reads an unknown value at a
 * path and returns it typed, or throws `Invalid` naming the path; the payload types are inferred from
 * the guards (`Infer`), so a check and its type cannot drift apart. Warnings (a list cut to its cap)
 * go to the parse's own `warn`: nothing here keeps state between parses.
 */

export class Invalid extends Error {}

export const fail = (path: string, what: string): never => {
  throw new Invalid(`${path} ${what}`);
};

/** Collects one parse's notes: a warning (a list cut), or an `error` for a field refused and left out. */
export type Warn = (warning: string, level?: 'error') => void;

/** Reads `v` at `path` (as error messages name it). */
export type Guard<T> = (v: unknown, path: string, warn: Warn) => T;

/** A field that may be absent (undefined): the key is optional in the inferred type. */
export type Optional<T> = Guard<T | undefined> & { readonly optional: true };

export type Infer<G> = G extends Guard<infer T> ? T : never;

type Shape = Readonly<Record<string, Guard<unknown>>>;
type RequiredFields<S extends Shape> = {
  readonly [K in keyof S as S[K] extends Optional<unknown> ? never : K]: Infer<S[K]>;
};
type OptionalFields<S extends Shape> = {
  readonly [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: Exclude<Infer<S[K]>, undefined>;
};
/** The object an `object(shape)` guard returns: one field per guard, optional where the guard is. */
export type ObjectOf<S extends Shape> = RequiredFields<S> & OptionalFields<S>;

/** Keys that would reach an object's prototype if a later step ever copied the payload. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// Object.hasOwn is ES2022 (Chrome 93, iOS 15.4): older WebViews need the long form.
const hasOwn = (o: object, k: PropertyKey) => Object.prototype.hasOwnProperty.call(o, k);

/** A field's path: the payload's own fields are named bare ("type"), deeper ones in full ("user.type"). */
const at = (path: string, key: string) => (path === 'payload' ? key : `${path}.${key}`);

/**
 * A plain object with the shape's own fields, read in the shape's order; anything else on it is
 * ignored. Prototype keys and inherited fields are refused.
 */
export function object<S extends Shape>(shape: S): Guard<ObjectOf<S>> {
  const keys = Object.keys(shape);
  return (v, path, warn) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, 'must be an object');
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) if (PROTOTYPE_KEYS.has(k)) fail(`${path}.${k}`, 'is a prototype key');
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      if (!hasOwn(o, k) && k in o) fail(`${path}.${k}`, 'is inherited, not the payload’s own field');
      const value = shape[k]!(hasOwn(o, k) ? o[k] : undefined, at(path, k), warn);
      if (value !== undefined) out[k] = value;
    }
    return out as ObjectOf<S>;
  };
}

export const number =
  (opts: { readonly int?: boolean; readonly min?: number; readonly max?: number } = {}): Guard<number> =>
  (v, path) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) fail(path, 'must be a finite number');
    const n = v as number;
    if (opts.int && !Number.isInteger(n)) fail(path, 'must be a whole number');
    if (opts.min !== undefined && n < opts.min) fail(path, `must be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) fail(path, `must be at most ${opts.max}`);
    return n;
  };

export const string =
  (max: number): Guard<string> =>
  (v, path) => {
    if (typeof v !== 'string') fail(path, 'must be a string');
    if ((v as string).length > max) fail(path, `must be at most ${max} characters`);
    return v as string;
  };

/** Exactly one of `values` (compared with ===), else `what`. */
export const oneOf =
  <const L extends readonly (string | number)[]>(values: L, what: string): Guard<L[number]> =>
  (v, path) =>
    values.includes(v as L[number]) ? (v as L[number]) : fail(path, what);

/** The entries of an array with no holes, of at least `min`; past `max` it is cut, with a warning. */
function entries(v: unknown, path: string, min: number, max: number, warn: Warn): readonly unknown[] {
  if (!Array.isArray(v)) fail(path, 'must be an array');
  const all = v as unknown[];
  if (all.length < min) fail(path, min === max ? `must have ${min} entries` : `must have at least ${min} entries`);
  const a = all.length > max ? all.slice(0, max) : all;
  if (a !== all) warn(`${path} has ${all.length} entries; the first ${max} are used`);
  for (let i = 0; i < a.length; i++) if (!hasOwn(a, i)) fail(`${path}[${i}]`, 'is a hole in the list');
  return a;
}

/** A list of `min` to `max` entries, each read by `item` (a longer list is cut, with a warning). */
export const list =
  <T>(item: Guard<T>, min: number, max: number): Guard<readonly T[]> =>
  (v, path, warn) =>
    entries(v, path, min, max, warn).map((e, i) => item(e, `${path}[${i}]`, warn));

/** A list of exactly these entries, each read by its own guard (a longer list is cut, with a warning). */
export const tuple =
  <const G extends readonly Guard<unknown>[]>(...items: G): Guard<{ readonly [I in keyof G]: Infer<G[I]> }> =>
  (v, path, warn) =>
    entries(v, path, items.length, items.length, warn).map((e, i) => items[i]!(e, `${path}[${i}]`, warn)) as {
      readonly [I in keyof G]: Infer<G[I]>;
    };

/** Reads with `guard`, then turns the value into what the page uses (or fails, naming the field). Not named `then`: a module exporting `then` is a thenable, and `await import()` of it never settles. */
export const refine =
  <T, U>(guard: Guard<T>, next: (value: T, path: string) => U): Guard<U> =>
  (v, path, warn) =>
    next(guard(v, path, warn), path);

/** A field that may be left out: absent or undefined gives undefined. */
/** true or false, nothing else (no 0/1, no "false"). */
export const boolean = (): Guard<boolean> => (v, path) =>
  typeof v === 'boolean' ? v : fail(path, 'must be true or false');

export const optional = <T>(guard: Guard<T>): Optional<T> =>
  Object.assign((v: unknown, path: string, warn: Warn) => (v === undefined ? undefined : guard(v, path, warn)), {
    optional: true as const,
  });

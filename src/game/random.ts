/** Seeds are unsigned 32-bit integers: a replay's, a host's gameSeed, a ?gameSeed= in the address. */
export const MAX_SEED = 4294967295;

/** What a seed is, in words: every message about a value that is not one says it this way. */
export const SEED_RANGE = `a whole number from 0 to ${MAX_SEED}`;

/** A seed given as a number (initData, a server's JSON line, verifyReplay's limits), or not one. */
export const isSeed = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;

const DECIMAL_SEED = /^(0|[1-9][0-9]{0,9})$/;

/** A seed written as text (the address, a replay, a CLI flag): decimal digits with no sign or leading zero, at most MAX_SEED; otherwise null. */
export const parseSeed = (text: string | null | undefined): number | null =>
  typeof text === 'string' && DECIMAL_SEED.test(text) && Number(text) <= MAX_SEED ? Number(text) : null;

/**
 * A small seeded PRNG (mulberry32) whose whole state is one 32-bit number kept
 * in the world, so worlds serialise and replay exactly.
 */
export function nextRandom(state: number): readonly [value: number, state: number] {
  const s = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, s];
}

/** An integer in [min, max], and the next state. */
export function randomInt(state: number, min: number, max: number): readonly [value: number, state: number] {
  const [v, s] = nextRandom(state);
  return [min + Math.floor(v * (max - min + 1)), s];
}

/** Any number becomes a valid seed state. */
export function seedState(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) | 0 : 0;
}

/** Seeds are unsigned 32-bit integers: a replay's, a host's gameSeed, a ?gameSeed= in the address. */
export const MAX_SEED = 4294967295;

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

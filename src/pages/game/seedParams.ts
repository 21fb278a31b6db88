import { MAX_SEED } from '../../game';

const WHOLE = /^(0|[1-9][0-9]{0,9})$/;
const parse = (raw: string | null) => (raw !== null && WHOLE.test(raw) && Number(raw) <= MAX_SEED ? Number(raw) : null);
const why = (name: string) => `?${name} must be a whole number from 0 to ${MAX_SEED}; ignored`;

/**
 * The seeds in the game's address. `gameSeed` is the host's (a server ranks only replays from seeds it
 * issued): every game of the page load starts from it, known before the first frame. `seed` is for
 * practice, tests and bug reports. A value that is not a seed is reported and ignored, never bent into one.
 */
export function seedsFrom(search: string): { gameSeed: number | null; seed: number | null } {
  const params = new URLSearchParams(search);
  const gameSeed = parse(params.get('gameSeed'));
  const seed = parse(params.get('seed'));
  if (params.has('gameSeed') && gameSeed === null) console.error(why('gameSeed'));
  if (params.has('seed') && seed === null) console.warn(why('seed'));
  return { gameSeed, seed };
}

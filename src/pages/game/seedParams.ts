import { parseSeed, SEED_RANGE } from '../../game';

const why = (name: string) => `?${name} must be ${SEED_RANGE}; ignored`;

/**
 * The seeds in the game's address. `gameSeed` is the host's (a server ranks only replays from seeds it
 * issued): every game of the page load starts from it, known before the first frame. `seed` is for
 * practice, tests and bug reports. A value that is not a seed is reported and ignored, never bent into one.
 */
export function seedsFrom(search: string): { gameSeed: number | null; seed: number | null } {
  const params = new URLSearchParams(search);
  const gameSeed = parseSeed(params.get('gameSeed'));
  const seed = parseSeed(params.get('seed'));
  if (params.has('gameSeed') && gameSeed === null) console.error(why('gameSeed'));
  if (params.has('seed') && seed === null) console.warn(why('seed'));
  return { gameSeed, seed };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedsFrom } from '../../../src/pages/game/seedParams';

afterEach(() => vi.restoreAllMocks());

describe('the seeds in the game address', () => {
  it('reads ?gameSeed= and ?seed= as whole numbers from 0 to 4294967295', () => {
    expect(seedsFrom('?gameSeed=4294967295&seed=0')).toEqual({ gameSeed: 4294967295, seed: 0 });
    expect(seedsFrom('')).toEqual({ gameSeed: null, seed: null });
  });

  it.each(['-1', 'abc', '1.5', '4294967296', '', ' 7', '07', '1e3'])(
    '"%s" is not a seed: ?gameSeed gets console.error, ?seed console.warn, and both are ignored',
    (raw) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(seedsFrom(`?gameSeed=${encodeURIComponent(raw)}&seed=${encodeURIComponent(raw)}`)).toEqual({
        gameSeed: null,
        seed: null,
      });
      expect(error).toHaveBeenCalledWith('?gameSeed must be a whole number from 0 to 4294967295; ignored');
      expect(warn).toHaveBeenCalledWith('?seed must be a whole number from 0 to 4294967295; ignored');
    },
  );
});

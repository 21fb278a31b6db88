import { describe, expect, it } from 'vitest';
import { firstGraphemes } from '../../../src/play/view/names';

describe('firstGraphemes', () => {
  it.each([
    ['ABCDEFG', 'ABCD'],
    ['😀😀😀😀😀', '😀😀😀😀'],
    ['李小龙好棒', '李小龙好'],
    ['👨‍👩‍👧‍👦abcd', '👨‍👩‍👧‍👦abc'],
    ['Bo', 'Bo'],
    ['', ''],
  ])('%s → %s', (name, cut) => expect(firstGraphemes(name)).toBe(cut));
});

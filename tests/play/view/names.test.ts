import { describe, expect, it } from 'vitest';
import { firstGraphemes, shownName } from '../../../src/i18n/names';

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

describe('shownName', () => {
  it.each([
    ['Alexandra', 'Alex…'],
    ['Alex', 'Alex'],
    ['李小龙好棒', '李小龙好…'],
    ['👨‍👩‍👧‍👦abcd', '👨‍👩‍👧‍👦abc…'],
    ['', ''],
  ])('%s → %s', (name, shown) => expect(shownName(name)).toBe(shown));
});

import { describe, expect, it } from 'vitest';
import { cleanCode } from '../../src/share/code';

describe('cleanCode', () => {
  it.each([
    ['\u202E123ABC', '123ABC'], // right-to-left override: would be drawn "CBA321"
    ['\u202A\u202B\u202CAB\u202D', 'AB'], // embeddings, pop
    ['AB\u2066\u2067CD\u2068\u2069', 'ABCD'], // isolates
    ['\u200E12\u200F34\u061C', '1234'], // marks
  ])('removes the bidi controls from %j', (raw, clean) => {
    expect(cleanCode(raw)).toBe(clean);
  });

  it('keeps every other character: spaces, markup, CJK, and emoji joined by a zero-width joiner', () => {
    const code = '12 34&x <b>中文 👨\u200D👩\u200D👧';
    expect(cleanCode(code)).toBe(code);
  });
});

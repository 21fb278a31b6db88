// The definition-size check `npm test` runs: a long function, class or top-level value is found, at any depth.
import { describe, expect, it } from 'vitest';
import { longDefinitions } from '../../scripts/check-definitions';

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('longDefinitions', () => {
  it('names each definition over the limit, nested ones included, with its line and length', () => {
    const text = [
      `export function short() {\n${body(3)}\n}`,
      `export function outer() {\n  function inner() {\n${body(6)}\n  }\n  return inner;\n}`,
      `export const table = {\n${body(2).replaceAll('const ', '').replaceAll(';', ',')}\n};`,
    ].join('\n');
    expect(longDefinitions('x.ts', text, 6)).toEqual(['x.ts:6 outer is 11 lines', 'x.ts:7 inner is 8 lines']);
  });

  it('a definition of exactly the limit passes', () => {
    expect(longDefinitions('x.ts', `function f() {\n${body(4)}\n}`, 6)).toEqual([]);
  });
});

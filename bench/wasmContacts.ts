// The contact pass (solveContacts in src/game/contacts.ts) as AssemblyScript, derived from that source at build
// time, so there is one solver and what is measured is it: each column read `x[i]!` becomes a load from linear
// memory, each write a store, the pass's name its number, and the pairs it lists go to a scratch buffer. The
// IEEE-754 operations and their order are the source's (binaryen folds and reorders no float arithmetic), and
// bench:wasm checks the result bit for bit against every corpus before it times anything.
import * as constants from '../src/game/constants';
import { PASS } from '../src/game/contacts';

/** Column name → its element type in linear memory. */
const COLUMNS: Record<string, 'f64' | 'i32' | 'u8'> = {
  x: 'f64',
  y: 'f64',
  r: 'f64',
  w: 'f64',
  px: 'f64',
  py: 'f64',
  rest: 'i32',
  order: 'i32',
  touched: 'u8',
};
const SHIFT = { f64: 3, i32: 2, u8: 0 } as const;
const at = (name: string, index: string) => `${name} + (<usize>(${index}) << ${SHIFT[COLUMNS[name]!]})`;

/** solveContacts' body from `source` (contacts.ts), as an exported AssemblyScript function over raw columns. */
export function contactsToAssemblyScript(source: string): string {
  const start = source.indexOf('export function solveContacts(');
  const open = source.indexOf('{\n', start);
  const end = source.indexOf('\n}\n', open);
  if (start < 0 || end < 0) throw new Error('src/game/contacts.ts: no solveContacts to derive from');
  const kept = new Set([
    'const { x, y, r, w, rest, px, py, touched } = s;',
    'const { wedgeAllowance, holdDepthCap: holdCap, sleepersWakeDepth: sleepersWake } = rules;',
    'const n = s.n;',
  ]);
  const names = Object.keys(COLUMNS).join('|');
  const body = source
    .slice(open + 2, end)
    .split('\n')
    .filter((line) => !kept.has(line.trim()))
    .map((line) =>
      line
        // A write: `name[i] = v;`, after an `if (…)` or not.
        .replace(
          new RegExp(`\\b(${names})\\[([\\w]+)\\] = (.+);$`),
          (_, name: string, i: string, v: string) => `store<${COLUMNS[name]}>(${at(name, i)}, ${v});`,
        )
        .replace(/addPair\(pairs, Math\.min\(ia, ib\), Math\.max\(ia, ib\)\);/, pairStore)
        .replace(
          new RegExp(`\\b(${names})\\[([\\w]+)\\]!?`, 'g'),
          (_, name: string, i: string) => `load<${COLUMNS[name]}>(${at(name, i)})`,
        )
        .replace(/pass === COLLECT/, `pass == ${PASS.COLLECT}`)
        .replace(/pass === SLEEPERS_MET/, `pass == ${PASS.SLEEPERS_MET}`)
        .replace(/===/g, '==')
        .replace(/!==/g, '!=')
        .replace(/^(\s*)let (\w+) = 0;$/, '$1let $2: f64 = 0;'),
    )
    .join('\n');
  const used = (Object.keys(constants) as (keyof typeof constants)[]).filter(
    (k) => typeof constants[k] === 'number' && new RegExp(`\\b${k}\\b`).test(body),
  );
  const decl = used
    .map((k) => `const ${k}: ${k === 'SLEEP_FRAMES' ? 'i32' : 'f64'} = ${String(constants[k])};`)
    .join('\n');
  const columns = Object.keys(COLUMNS)
    .map((c) => `${c}: usize`)
    .join(', ');
  return `${decl}

export function solveContacts(n: i32, ${columns}, pass: i32, wedgeAllowance: f64, holdCap: f64, sleepersWake: f64, pairs: usize, count: i32): i32 {
${body}
  return count;
}
`;
}

const pairStore =
  '{ store<i32>(pairs + (<usize>count << 2), min(ia, ib)); count++; ' +
  'store<i32>(pairs + (<usize>count << 2), max(ia, ib)); count++; }';

// @vitest-environment node
// Every doc names only what exists: its relative links resolve (to a heading, when they name one), and every
// repository path it names (src/..., tests/..., scripts/... and the rest) is a file or folder in the tree.
// Renaming a file or a heading without its docs fails here. And prose stays readable as plain text: no line
// over 120 characters outside a table.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The tracked Markdown files (the README, docs/, deploy/, bench/). */
const DOCS = execFileSync('git', ['ls-files', '*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean);

/** Folders at the top of the tree whose paths a doc may name (dist/ is built, so it is not checked). */
const ROOTS = ['src', 'tests', 'scripts', 'bench', 'deploy', 'docs', 'public', '.ci'];
const PATH = new RegExp(`(?<![\\w./-])(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./-]*`, 'g');
const LINK = /\]\(([^)\s]+)\)/g;

/** A named path as a file-system path: no trailing sentence dot, no glob or brace tail. */
const cleanPath = (named: string) =>
  named
    .replace(/[.,:;]+$/, '')
    .replace(/\/?[^/]*[*{].*$/, '')
    .replace(/\/$/, '');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown text's headings. */
export const anchorsOf = (text: string) => new Set([...text.matchAll(/^#+\s+(.*)$/gm)].map(([, h]) => slug(h!)));

interface Tree {
  exists(path: string): boolean;
  read(path: string): string;
}

/** What a doc names that does not exist, as "named (resolved)". */
export function missingIn(doc: string, text: string, tree: Tree): string[] {
  const missing: string[] = [];
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z][\w+.-]*:/i.test(target!)) continue; // a URL
    const [file, anchor] = target!.split('#');
    const path = file ? join(dirname(doc), file.replace(/\?.*$/, '')) : doc;
    if (!tree.exists(path)) missing.push(`link ${target} (${path})`);
    else if (anchor && path.endsWith('.md') && !anchorsOf(tree.read(path)).has(anchor)) {
      missing.push(`link ${target} (no heading #${anchor} in ${path})`);
    }
  }
  for (const [named] of text.matchAll(PATH)) {
    const path = cleanPath(named);
    if (path && !tree.exists(path)) missing.push(`path ${path}`);
  }
  return missing;
}

describe('the docs name what exists', () => {
  it('finds the docs', () => expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/game.md'])));

  it.each(DOCS)('%s: every relative link and every src/, tests/, scripts/ … path exists', (doc) => {
    const tree = { exists: existsSync, read: (path: string) => readFileSync(path, 'utf8') };
    expect(missingIn(doc, readFileSync(doc, 'utf8'), tree)).toEqual([]);
  });

  it.each(DOCS)('%s: no line over 120 characters outside a table', (doc) => {
    const long = readFileSync(doc, 'utf8')
      .split('\n')
      .map((line, i) => ({ line: i + 1, length: line.length, table: line.startsWith('|') }))
      .filter((l) => l.length > 120 && !l.table);
    expect(long).toEqual([]);
  });

  it('reports a link or a path that does not exist (and passes URLs, anchors and globs)', () => {
    const text = [
      '# Top',
      'See [the game](game.md#game-over-under-v2), [bridge](./bridge.md), [site](https://example.com) and [top](#top).',
      'The rules live in `src/game/rules.ts`, the tests in tests/game/*.test.ts and src/{a,b}.',
      'Gone: [old](old.md), [a heading](game.md#game-over) and `src/game/physic.ts`, and src/nowhere/.',
    ].join('\n');
    const files = new Map([
      ['docs/x.md', text],
      ['docs/game.md', '## Game over (under v2)\n'],
      ['docs/bridge.md', ''],
      ['src/game/rules.ts', ''],
      ['tests/game', ''],
      ['src', ''],
    ]);
    const tree = { exists: (p: string) => files.has(p), read: (p: string) => files.get(p)! };
    expect(missingIn('docs/x.md', text, tree)).toEqual([
      'link old.md (docs/old.md)',
      'link game.md#game-over (no heading #game-over in docs/game.md)',
      'path src/game/physic.ts',
      'path src/nowhere',
    ]);
  });
});

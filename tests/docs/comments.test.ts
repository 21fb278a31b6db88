// @vitest-environment node
// Comments point only at what this repository holds: a file a comment names exists here (in the tree, or in
// node_modules for a dependency's file), and no comment cites a document the repository does not have (the
// product's specification or the host contract as outside documents): the rule a comment rests on is stated in
// docs/ in the project's own words, and the comment points there.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The tracked code: every comment in these is checked. */
const CODE = execFileSync(
  'git',
  ['ls-files', 'src', 'tests', 'scripts', 'bench', 'vite.config.ts', 'eslint.config.js'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|cjs|css)$/.test(f) && !f.includes('/node_modules/'));
const TRACKED = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const NAMES = new Set(TRACKED.map((f) => basename(f)));

/** The comments of a file's text, each with its line. */
export function commentsOf(file: string, text: string): { line: number; text: string }[] {
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      line: text.slice(0, m.index).split('\n').length,
      text: m[0],
    }));
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  // Every token's leading and trailing comments: the parser knows a regex or a template from a comment.
  const found = new Map<number, string>();
  const keep = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    keep(ts.getLeadingCommentRanges(text, node.pos));
    keep(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const out = [...found]
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({ line: text.slice(0, pos).split('\n').length, text: comment }));
  return out;
}

/** A document the repository does not hold, cited by name. */
const OUTSIDE = /\bSPEC\b|\bCONTRACT\b|\bthe spec\b|\bspec's\b|\bthe contract\b|\bcontract's\b/;
/** A file name with its extension, bare or as a path. */
const FILE =
  /(?<![\w/.:$-])((?:\.{1,2}\/)?\w[\w-]*(?:[./][\w-]+)*\.(?:md|tsx?|mjs|cjs|js|json|jsonl|css|html|conf))\b/g;

/** A name as the repository may hold it: itself, or the source a built `.js` or `.d.ts` is made from. */
const sources = (name: string) => [name, name.replace(/\.d\.ts$|\.js$/, '.ts'), name.replace(/\.js$/, '.tsx')];

/** What a comment in `file` names that the repository does not have. */
export function outsideNames(file: string, comment: string, exists = existsSync): string[] {
  const bad: string[] = [];
  const cited = OUTSIDE.exec(comment);
  if (cited) bad.push(`cites ${cited[0]}`);
  for (const [, name] of comment.matchAll(FILE)) {
    const held = sources(name!).some(
      (n) => exists(n) || exists(join(dirname(file), n)) || NAMES.has(basename(n)) || exists(join('node_modules', n)),
    );
    if (!held) bad.push(`names ${name}`);
  }
  return bad;
}

describe('comments point only at what this repository holds', () => {
  it('finds the code', () => expect(CODE.length).toBeGreaterThan(200));

  it('no comment names a file the repository does not have, or cites an outside document', () => {
    const found = CODE.flatMap((file) =>
      commentsOf(file, readFileSync(file, 'utf8')).flatMap((c) =>
        outsideNames(file, c.text).map((why) => `${file}:${c.line} ${why}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('no doc cites an outside document: the rule is stated in docs/ instead', () => {
    const docs = TRACKED.filter((f) => f.endsWith('.md') && !f.includes('/node_modules/'));
    const found = docs.flatMap((doc) =>
      readFileSync(doc, 'utf8')
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${doc}:${i + 1} ${line.trim().slice(0, 80)}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('reports a missing file and a cited outside document, and passes what exists', () => {
    expect(outsideNames('src/a.ts', '// as CONTRACT.md says')).toEqual(['cites CONTRACT', 'names CONTRACT.md']);
    expect(outsideNames('src/a.ts', '// as it says (SPEC §9)')).toEqual(['cites SPEC']);
    expect(outsideNames('src/game/x.ts', '// see docs/game.md and ./update.ts; https://example.com/a.html')).toEqual(
      [],
    );
    expect(commentsOf('a.ts', 'const s = `// not a comment ${1}`; /* one */ const r = /\\/\\//; // two')).toEqual([
      { line: 1, text: '/* one */' },
      { line: 1, text: '// two' },
    ]);
  });
});

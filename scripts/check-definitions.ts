// `npm test`'s definition-size stage: no function, class or top-level value in src/ spans more than
// MAX_LINES lines, so each reads in one sitting. The translation tables (src/i18n/en.ts, zh.ts) are
// data, not logic, and do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const MAX_LINES = 120;
const EXEMPT = new Set(['src/i18n/en.ts', 'src/i18n/zh.ts']);

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Every definition of `text` longer than `max` lines: functions (any depth), classes, top-level values. */
export function longDefinitions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const lines = (n: ts.Node) =>
    source.getLineAndCharacterOfPosition(n.getEnd()).line - source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const name = (n: ts.Node) =>
    (ts.isFunctionDeclaration(n) || ts.isClassDeclaration(n) || ts.isMethodDeclaration(n)) && n.name
      ? n.name.getText()
      : ts.isVariableStatement(n)
        ? n.declarationList.declarations.map((d) => d.name.getText()).join(', ')
        : ts.isVariableDeclaration(n.parent) || ts.isPropertyAssignment(n.parent)
          ? n.parent.name.getText()
          : '(anonymous)';
  const visit = (n: ts.Node, top: boolean) => {
    const counted = ts.isFunctionLike(n) || ts.isClassLike(n) || (top && ts.isVariableStatement(n));
    if (counted && lines(n) > max) {
      const at = source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
      out.push(`${file}:${at} ${name(n)} is ${lines(n)} lines`);
    }
    n.forEachChild((c) => visit(c, false));
  };
  source.forEachChild((c) => visit(c, true));
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const long = [...sources('src')]
    .filter((f) => !EXEMPT.has(f))
    .flatMap((f) => longDefinitions(f, readFileSync(f, 'utf8')));
  console.log(`definitions: ${long.length} over ${MAX_LINES} lines in src/ (translation tables exempt)`);
  for (const l of long) console.error(`  ${l}`);
  process.exit(long.length ? 1 : 0);
}

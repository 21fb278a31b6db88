// `npm test`'s import-graph stage: every module under src/ and what it imports (relative imports,
// resolved to files). It fails on a circle (modules that import each other, however far round) and on
// an import that runs back up a layer (LAYERS). Prints the graph's size and each problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Module → the modules it imports, as paths relative to the project root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** A layer: its modules (a path prefix) never import those under `never`. */
export interface LayerRule {
  layer: string;
  never: readonly string[];
  why: string;
}

/** The house's layers, lowest first (README "Source map"). */
export const LAYERS: readonly LayerRule[] = [
  { layer: 'src/game/', never: ['src/'], why: 'the simulation imports only itself' },
  {
    layer: 'src/play/core/',
    never: ['src/play/view/', 'src/pages/', 'src/app/', 'src/prerender/', 'src/prepaint/'],
    why: 'the session core is plain TypeScript below the view',
  },
  {
    layer: 'src/prepaint/',
    never: ['src/prerender/', 'src/app/', 'src/pages/', 'src/play/', 'src/components/'],
    why: 'the first paint runs in the browser before the app, below it',
  },
  { layer: 'src/sw/', never: ['src/'], why: 'the service worker is built alone and imports Workbox only' },
  // Build-time rendering sits above the app it renders: nothing the browser runs may import it.
  ...['src/app/', 'src/pages/', 'src/play/', 'src/components/', 'src/bridge/', 'src/share/'].map((layer) => ({
    layer,
    never: ['src/prerender/'],
    why: 'src/prerender runs at build time (scripts/prerender.ts), above the app',
  })),
];

const SOURCE = /\.(ts|tsx)$/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The file a relative import names (with or without its extension, or a folder's index). */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The graph of every module under `root` (relative imports only: packages are not ours). */
export function readGraph(root = 'src'): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = importedFiles
      .map((f) => f.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveImport(file, spec))
      .filter((f): f is string => f !== null && SOURCE.test(f))
      .map((f) => relative('.', f));
    graph.set(relative('.', file), [...new Set(deps)]);
  }
  return graph;
}

/** Each circle of imports (a strongly connected group of two or more modules, or one importing itself). */
export function findCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative over each module's list.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/** Every import that breaks a layer rule, as "from → to (why)". */
export function layerViolations(graph: ImportGraph, rules: readonly LayerRule[] = LAYERS): string[] {
  const out: string[] = [];
  for (const [from, deps] of graph)
    for (const rule of rules.filter((r) => from.startsWith(r.layer)))
      for (const to of deps)
        if (!to.startsWith(rule.layer) && rule.never.some((n) => to.startsWith(n)))
          out.push(`${from} → ${to} (${rule.why})`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const graph = readGraph();
  const cycles = findCycles(graph);
  const broken = layerViolations(graph);
  const edges = [...graph.values()].reduce((n, d) => n + d.length, 0);
  console.log(
    `import graph: ${graph.size} modules, ${edges} imports, ${cycles.length} circles, ${broken.length} imports against a layer`,
  );
  for (const c of cycles) console.error(`  circle: ${c.join(' ⇄ ')}`);
  for (const b of broken) console.error(`  up a layer: ${b}`);
  process.exit(cycles.length || broken.length ? 1 : 0);
}

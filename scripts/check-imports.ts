// `npm test`'s import-graph stage: every module under src/, scripts/, fixtures/, drivers/, tests/ and bench/ and what
// it imports (relative imports, resolved to files). It fails on a circle (modules that import each other, however far round) and on
// an import that runs back up a layer (LAYERS). Prints the graph's size and each problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Module → the modules it imports, as paths relative to the project root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The house's layers, lowest first: exactly the folders of the README's "Source map", in its order
 * (tests/scripts/checkImports.test.ts compares the two). A module may import its own layer and the
 * layers below it, never one above; a module in no layer is reported too, so the map stays whole. A
 * layer of several folders holds siblings: each imports the layers below, never another sibling.
 */
export const LAYERS: readonly (string | readonly string[])[] = [
  'src/types/',
  'src/config/',
  'src/styles/',
  'src/i18n/',
  'src/mobile/',
  'src/game/',
  'src/verifier/',
  'src/bridge/',
  'src/share/',
  'src/components/',
  'src/play/scene/',
  'src/play/flow/',
  'src/play/host/',
  'src/play/watch/',
  'src/play/duel/',
  'src/play/kept/',
  'src/play/session/',
  'src/play/view/browser/',
  'src/play/view/board/',
  ['src/play/view/card/', 'src/play/view/watch/'],
  'src/play/view/duel/',
  'src/play/view/frame/',
  'src/prepaint/',
  'src/app/',
  'src/pages/',
  'src/prerender/',
  'src/sw/',
  'src/simulator/',
  'src/main.tsx',
  'scripts/',
  'fixtures/',
  'drivers/',
  ['tests/', 'bench/'],
];

/** The folders of the map, in order (siblings in their order). */
export const layerFolders = (layers: readonly (string | readonly string[])[] = LAYERS): string[] =>
  layers.flatMap((l) => (typeof l === 'string' ? [l] : [...l]));

/** The roots the checker reads: every top folder of the map. */
export const ROOTS = [...new Set(layerFolders().map((f) => f.split('/')[0]!))];

/** A module's place: its layer's index in `layers` and its folder (the longest matching prefix), or null. */
function placeOf(
  path: string,
  layers: readonly (string | readonly string[])[],
): { layer: number; folder: string } | null {
  let best: { layer: number; folder: string } | null = null;
  layers.forEach((l, layer) => {
    for (const folder of typeof l === 'string' ? [l] : l)
      if (path.startsWith(folder) && (!best || folder.length > best.folder.length)) best = { layer, folder };
  });
  return best;
}

const SOURCE = /\.(ts|tsx)$/;

/** Folders that hold no module of ours: installed packages, a bench's output. */
const SKIPPED = new Set(['node_modules', 'results', 'dist-frames']);

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED.has(name)) yield* sources(path);
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The file a relative import names (with or without its extension, or a folder's index). */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The graph of every module under `roots` (relative imports only: packages are not ours). */
export function readGraph(roots: readonly string[] = ROOTS): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((root) => [...sources(root)])) {
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

/** Every import that runs up a layer or across to a sibling, as "from → to (why)", and every module in no layer. */
export function layerViolations(
  graph: ImportGraph,
  layers: readonly (string | readonly string[])[] = LAYERS,
): string[] {
  const out: string[] = [];
  for (const [from, deps] of graph) {
    const pf = placeOf(from, layers);
    if (!pf) {
      out.push(`${from} is in no layer (README "Source map")`);
      continue;
    }
    for (const to of deps) {
      const pt = placeOf(to, layers);
      if (!pt) continue; // outside the map (docs/hosts' guides, which tests read): not a layer of the house
      if (pt.layer > pf.layer) out.push(`${from} → ${to} (${pt.folder} is above ${pf.folder})`);
      else if (pt.layer === pf.layer && pt.folder !== pf.folder)
        out.push(`${from} → ${to} (${pt.folder} is a sibling of ${pf.folder})`);
    }
  }
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

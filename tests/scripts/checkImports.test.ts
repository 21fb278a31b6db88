// @vitest-environment node
// The import-graph check `npm test` runs: circles and imports that run back up a layer are found, and its
// layers are the README's source map.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCycles, layerViolations, LAYERS, readGraph } from '../../scripts/check-imports';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('the import-graph check', () => {
  it('finds a circle however far round, and a module importing itself', () => {
    const g = graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['e'], f: [] });
    expect(findCycles(g)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds an import up a layer (the runtime into build-time rendering, the core into the view, the game into anything), and a module in no layer', () => {
    const g = graph({
      'src/app/start.ts': ['src/prerender/prepaint.ts', 'src/prepaint/prepaint.ts'],
      'src/prerender/render.tsx': ['src/app/routes.tsx', 'src/prepaint/prerendering.ts'],
      'src/play/core/session.ts': ['src/play/view/Game.tsx', 'src/play/core/store.ts'],
      'src/game/step.ts': ['src/game/physics.ts', 'src/config/siteSettings.ts'],
      'src/extra/thing.ts': [],
    });
    expect(layerViolations(g, LAYERS)).toEqual([
      'src/app/start.ts → src/prerender/prepaint.ts (src/prerender/ is above src/app/)',
      'src/play/core/session.ts → src/play/view/Game.tsx (src/play/view/ is above src/play/core/)',
      'src/extra/thing.ts is in no layer (README "Source map")',
    ]);
    expect(layerViolations(graph({ 'src/game/step.ts': ['src/bridge/protocol.ts'] }))).toEqual([
      'src/game/step.ts → src/bridge/protocol.ts (src/bridge/ is above src/game/)',
    ]);
  });

  it("its layers are the README's source map, folder for folder, in order", () => {
    const readme = readFileSync('README.md', 'utf8');
    const map = readme.slice(readme.indexOf('## Source map'), readme.indexOf('### How a frame flows'));
    // Each src/ bullet's head: the backticked src/ folders before its first ": ".
    const heads = map
      .split('\n- ')
      .filter((b) => b.startsWith('`src/'))
      .map((b) => b.slice(0, b.indexOf(': ')));
    const folders = heads.flatMap((h) => [...h.matchAll(/`(src\/[^`]*)`/g)].map((m) => m[1]));
    expect(folders).toEqual(LAYERS);
  });

  it('the house has no circle and no import against a layer', () => {
    const house = readGraph('src');
    expect(house.size).toBeGreaterThan(100);
    expect(findCycles(house)).toEqual([]);
    expect(layerViolations(house)).toEqual([]);
  });
});

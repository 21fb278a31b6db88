// The import-graph check `npm test` runs: circles and imports that run back up a layer are found.
import { describe, expect, it } from 'vitest';
import { findCycles, layerViolations, LAYERS, readGraph } from '../../scripts/check-imports';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('the import-graph check', () => {
  it('finds a circle however far round, and a module importing itself', () => {
    const g = graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['e'], f: [] });
    expect(findCycles(g)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds an import from the runtime up into build-time rendering, and from the core into the view', () => {
    const g = graph({
      'src/app/start.ts': ['src/prerender/prepaint.ts'],
      'src/prerender/render.tsx': ['src/app/routes.tsx', 'src/prepaint/prerendering.ts'],
      'src/play/core/session.ts': ['src/play/view/Game.tsx', 'src/play/core/store.ts'],
      'src/game/step.ts': ['src/game/physics.ts'],
    });
    expect(layerViolations(g, LAYERS)).toEqual([
      'src/app/start.ts → src/prerender/prepaint.ts (src/prerender runs at build time (scripts/prerender.ts), above the app)',
      'src/play/core/session.ts → src/play/view/Game.tsx (the session core is plain TypeScript below the view)',
    ]);
  });

  it('the house has no circle and no import against a layer', () => {
    const house = readGraph('src');
    expect(house.size).toBeGreaterThan(100);
    expect(findCycles(house)).toEqual([]);
    expect(layerViolations(house)).toEqual([]);
  });
});

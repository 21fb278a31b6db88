// @vitest-environment node
// The import-graph check `npm test` runs: circles and imports that run back up a layer are found, and its
// layers are the README's source map.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCycles, layerFolders, layerViolations, LAYERS, readGraph } from '../../scripts/check-imports';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('the import-graph check', () => {
  it('finds a circle however far round, and a module importing itself', () => {
    const g = graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'], e: ['e'], f: [] });
    expect(findCycles(g)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(findCycles(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds an import up a layer (the runtime into build-time rendering, a play room into a later one, the game into anything), and a module in no layer', () => {
    const g = graph({
      'src/app/start.ts': ['src/prerender/prepaint.ts', 'src/prepaint/prepaint.ts'],
      'src/prerender/render.tsx': ['src/app/routes.tsx', 'src/prepaint/prerendering.ts'],
      'src/play/session/session.ts': ['src/play/view/frame/Game.tsx', 'src/play/flow/store.ts'],
      'src/play/scene/scene.ts': ['src/play/flow/loop.ts', 'src/play/scene/effects.ts'],
      'src/play/host/recorder.ts': ['src/play/kept/game.ts', 'src/play/flow/liveWorld.ts'],
      'src/game/step.ts': ['src/game/physics.ts', 'src/config/siteSettings.ts'],
      'src/extra/thing.ts': [],
    });
    expect(layerViolations(g, LAYERS)).toEqual([
      'src/app/start.ts → src/prerender/prepaint.ts (src/prerender/ is above src/app/)',
      'src/play/session/session.ts → src/play/view/frame/Game.tsx (src/play/view/frame/ is above src/play/session/)',
      'src/play/scene/scene.ts → src/play/flow/loop.ts (src/play/flow/ is above src/play/scene/)',
      'src/play/host/recorder.ts → src/play/kept/game.ts (src/play/kept/ is above src/play/host/)',
      'src/extra/thing.ts is in no layer (README "Source map")',
    ]);
    // The view's rooms: the board reads nothing of the frame, and the card and watching are siblings.
    expect(
      layerViolations(
        graph({
          'src/play/view/board/Board.tsx': ['src/play/view/frame/Hud.tsx', 'src/play/view/browser/probe.ts'],
          'src/play/view/card/useScoreCard.ts': ['src/play/view/watch/ScoreCurves.tsx', 'src/play/view/board/art.ts'],
        }),
      ),
    ).toEqual([
      'src/play/view/board/Board.tsx → src/play/view/frame/Hud.tsx (src/play/view/frame/ is above src/play/view/board/)',
      expect.stringMatching(
        /^src\/play\/view\/card\/useScoreCard\.ts → src\/play\/view\/watch\/ScoreCurves\.tsx \(.*sibling/,
      ),
    ]);
    expect(layerViolations(graph({ 'src/game/step.ts': ['src/bridge/protocol.ts'] }))).toEqual([
      'src/game/step.ts → src/bridge/protocol.ts (src/bridge/ is above src/game/)',
    ]);
  });

  it("its layers are the README's source map, folder for folder, in order", () => {
    const readme = readFileSync('README.md', 'utf8');
    const from = readme.indexOf('## Source map');
    const next = readme.indexOf('\n## ', from + 1);
    const map = readme.slice(from, next === -1 ? undefined : next);
    // Each bullet's head: the backticked folders before its first ": ".
    const heads = map
      .split('\n- ')
      .filter((b) => b.startsWith('`'))
      .map((b) => b.slice(0, b.indexOf(': ')));
    const folders = heads.flatMap((h) => [...h.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    expect(folders).toEqual(layerFolders());
    // The siblings are said to be siblings.
    expect(map).toContain('`tests/`, `bench/`: siblings');
  });

  it('finds an import between siblings (tests into bench, bench into tests), and allows both into drivers and fixtures', () => {
    const g = graph({
      'tests/e2e/webkit/a.test.ts': ['bench/webkitPhone.ts', 'drivers/webkitPhone.ts', 'src/game/index.ts'],
      'bench/replay.ts': ['tests/game/bot.ts', 'fixtures/bot.ts'],
      'fixtures/bot.ts': ['src/game/index.ts', 'tests/game/helpers.ts'],
    });
    expect(layerViolations(g)).toEqual([
      'tests/e2e/webkit/a.test.ts → bench/webkitPhone.ts (bench/ is a sibling of tests/)',
      'bench/replay.ts → tests/game/bot.ts (tests/ is a sibling of bench/)',
      'fixtures/bot.ts → tests/game/helpers.ts (tests/ is above fixtures/)',
    ]);
  });

  it('the house has no circle and no import against a layer', () => {
    const house = readGraph();
    expect(house.size).toBeGreaterThan(300);
    expect([...house.keys()].filter((m) => m.startsWith('bench/')).length).toBeGreaterThan(10);
    expect(findCycles(house)).toEqual([]);
    expect(layerViolations(house)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, PRERENDERED, ROUTES } from '../../src/app/routeTable';
import { routes } from '../../src/app/routes';

describe('the route table', () => {
  it('is the router: the same paths, in the same order', () => {
    expect(routes.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
  });

  it.each(ROUTES.map((r, i) => [r.path, r.page, i] as const))(
    '%s loads the module the table names for %s',
    async (_, page, i) => {
      const loader = routes[i]!.handle as () => Promise<{ default: unknown }>;
      const module = await loader();
      expect(module).toBe(await import(/* @vite-ignore */ `../../${PAGE_MODULES[page]}`));
      expect(module.default).toBeTypeOf('function'); // the page's component
    },
  );

  it('prerenders every route that names a file, each into its own file', () => {
    expect(PRERENDERED.map((r) => r.path)).toEqual([
      '/',
      '/移动官网首页',
      '/share',
      '/joinRoom',
      '/joinRoomTemplate',
      '/BigWatermelon',
    ]);
    expect(new Set(PRERENDERED.map((r) => r.file)).size).toBe(PRERENDERED.length);
  });
});

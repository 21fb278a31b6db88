import { build, type Rolldown } from 'vite';

/** tests/game/engines/entry.ts and the src/game it imports, as one script that sets `globalThis.engine`. */
export async function bundleEntry(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2020',
      lib: { entry: new URL('./entry.ts', import.meta.url).pathname, formats: ['iife'], name: 'engine' },
    },
  });
  const result = (Array.isArray(out) ? out[0] : out) as Rolldown.RolldownOutput;
  return result.output[0].code;
}

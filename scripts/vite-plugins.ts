// Build steps (vite.config.ts): two for the game's cold start, and the CSS custom properties the
// stylesheets read, written from the TS modules that own those facts.
import type { Plugin } from 'vite';
import { BOARD_VARS } from '../src/play/scene/boardLook.ts';
import { rootRule, THEME_VARS } from '../src/styles/theme.ts';

/** Each virtual stylesheet: `import 'virtual:theme.css'` declares these custom properties on :root. */
const CSS_VARS: Readonly<Record<string, Readonly<Record<string, string | number>>>> = {
  'virtual:theme.css': THEME_VARS,
  'virtual:board.css': BOARD_VARS,
};

/** `virtual:theme.css` (the brand colour) and `virtual:board.css` (the board's size and colours). */
export const cssVars = (): Plugin => ({
  name: 'css-vars',
  resolveId: (id) => (id in CSS_VARS ? `\0${id}` : null),
  load: (id) => (id.startsWith('\0') && id.slice(1) in CSS_VARS ? rootRule(CSS_VARS[id.slice(1)]!) : null),
});

/**
 * A page with its own entry has its CSS inlined by the prerender. Vite's dynamic-import helper would
 * still fetch the imported chunk's stylesheets (and wait for them: a round trip before the game is
 * playable), whatever `modulePreload.resolveDependencies` says; in those entries each stylesheet in
 * the helper's list is swapped for the imported chunk itself, which the helper fetches only once.
 */
export const inlinedCssIsNotFetched = (entries: readonly string[]): Plugin => ({
  name: 'inlined-css-is-not-fetched',
  apply: 'build',
  generateBundle: {
    order: 'post', // after Vite has written the helper's lists
    handler(_, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk' || !out.isEntry || !entries.includes(out.name)) continue;
        out.code = out.code.replace(/\bm\.f=\[("[^"]+")([^\]]*)\]/g, (all: string, first: string, rest: string) =>
          all.replace(rest, rest.replace(/"[^"]+\.css"/g, first)),
        );
      }
    },
  },
});

/**
 * Chromium's explicit compile hints: a chunk that starts with `//# allFunctionsCalledOnLoad` has all
 * its functions compiled eagerly while it streams in, on a background thread, instead of lazily on
 * the main thread at each function's first call. The game runs most of its chunks' code before it
 * is playable; on a 4× slower CPU this took about 400 ms off the time to playable (bench:start).
 * Other browsers read a comment.
 */
export const compileHints = (chunkNames: readonly string[]): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post', // after minification, which would drop the comment
    handler(_, bundle) {
      for (const out of Object.values(bundle))
        if (out.type === 'chunk' && chunkNames.includes(out.name))
          out.code = `//# allFunctionsCalledOnLoad\n${out.code}`;
    },
  },
});

/**
 * `virtual:page-loaders`: each page's loader, `() => import('<its module>')`, written from the route
 * table's PAGE_MODULES, so a page's module is named in one place. The imports stay literal, so the
 * bundler still makes each page its own chunk.
 */
export const pageLoaders = (modules: Readonly<Record<string, string>>): Plugin => {
  const id = 'virtual:page-loaders';
  const resolved = `\0${id}`;
  return {
    name: 'page-loaders',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (loading) =>
      loading === resolved
        ? `export default {\n${Object.entries(modules)
            .map(([page, file]) => `  ${JSON.stringify(page)}: () => import(${JSON.stringify(`/${file}`)}),`)
            .join('\n')}\n};\n`
        : undefined,
  };
};

/** Writes `files` (each its path under dist/ and its text) into the build, e.g. the app-link files (src/share/appLinks.ts). */
export const extraFiles = (files: readonly { path: string; json: string }[]): Plugin => ({
  name: 'extra-files',
  apply: 'build',
  generateBundle() {
    for (const f of files) this.emitFile({ type: 'asset', fileName: f.path, source: `${f.json}\n` });
  },
});

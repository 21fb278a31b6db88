// After `vite build`: renders the share and landing pages to HTML, in both languages, so they paint
// before any JavaScript runs, then hydrate. Each page is one file with its CSS and its small
// prepaint scripts inlined (no render-blocking request), allowed by sha256 hashes in the CSP, which
// this script writes into dist/.vite/csp.json (for the Node server) and dist/.vite/nginx.conf (deploy/nginx.conf,
// the tracked template, with this build's policy: a build never changes a tracked file).
// Vite's manifest says which files each page needs; Vite's emitted index.html becomes the app shell.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { BUILD_TARGET } from './browsers.ts';
import { PAGE_MODULES, PRERENDERED } from '../src/app/routeTable.ts';
import { listOf, readBasePath, readSiteSettings } from '../src/config/siteSettings.ts';
import { assemblePage, variantsToRender, type Variant } from '../src/prerender/assemble.ts';
import { SHARE_PARAM } from '../src/share/kinds.ts';
import { CSP_FILE, cspHash, NGINX_FILE, withNginxPolicy } from './csp.mjs';
import { readManifest } from './manifest.ts';

const OUT = 'dist';
const SSR_OUT = 'node_modules/.cache/prerender';
const NGINX_CONF = 'deploy/nginx.conf';
const base = readBasePath(process.env.BASE_PATH);
const basename = base.replace(/\/$/, '') || '/';

/** One inline script (src/prepaint/inline/<name>.ts), built as a small classic script. */
async function inlineScript(name: string): Promise<string> {
  const out = (await build({
    logLevel: 'warn',
    configFile: false,
    // The head script listens for host calls by message before the app arrives (src/bridge/inbox.ts).
    define: { __HOST_ORIGINS__: JSON.stringify(listOf(readSiteSettings(process.env).hostOrigins)) },
    build: {
      write: false,
      minify: true,
      target: BUILD_TARGET,
      lib: { entry: `src/prepaint/inline/${name}.ts`, formats: ['iife'], name: `prepaint_${name}` },
    },
  })) as Rollup.RollupOutput[];
  return out[0]!.output[0].code.trim();
}
const scripts = {
  head: await inlineScript('head'),
  body: await inlineScript('body'),
  start: await inlineScript('start'),
  kept: await inlineScript('kept'),
};

// The server build of the app, with the same config (CSS-module class names and settings match).
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    rollupOptions: { input: 'src/prerender/render.tsx' },
  },
});
const { render } = (await import(
  pathToFileURL(`${SSR_OUT}/render.js`).href
)) as typeof import('../src/prerender/render.tsx');

const { chunk, closure } = readManifest(OUT);
const ENTRY = 'index.html';
const url = (file: string) => `${base}${file}`;

const icon = `data:image/svg+xml,${encodeURIComponent(readFileSync('public/favicon.svg', 'utf8').trim())}`;
const styles = new Set<string>();
for (const route of PRERENDERED) {
  // Its entry (the app's router, or the page's own: the game), its page chunk, and what it loads
  // before it is usable.
  const entry = route.entry ?? ENTRY;
  const keys = closure(entry);
  for (const module of [PAGE_MODULES[route.page], ...(route.alsoLoads ?? [])]) closure(module, keys);
  const chunks = [...keys];
  const css = [...new Set(chunks.flatMap((k) => chunk(k).css ?? []))]
    .map((f) => readFileSync(`${OUT}/${f}`, 'utf8').trim())
    .join('\n');
  styles.add(css);
  const param = route.share ? SHARE_PARAM[route.share] : undefined;
  const variants: Variant[] = [];
  for (const v of variantsToRender(route.path, param))
    variants.push({ name: v.name, ...(await render(`${basename === '/' ? '' : basename}${v.url}`, v.lang, basename)) });
  const html = assemblePage({
    variants,
    codeParam: param,
    css,
    // A kept game's score and counts in the first paint: the game's page alone.
    scripts: route.page === 'game' ? scripts : { ...scripts, kept: undefined },
    entry: url(chunk(entry).file),
    preload: chunks.filter((k) => k !== entry).map((k) => url(chunk(k).file)),
    // The game names its chunks in <head>, fetched with the HTML (it is playable only once they are
    // in); the other pages fetch theirs once the first paint is out.
    preloadInHead: Boolean(route.entry),
    base,
    icon,
  });
  // Vite's index.html is still needed as the app shell: "/" is written to a temporary name first.
  writeFileSync(`${OUT}/${route.file === 'index.html' ? '.index.tmp' : route.file}`, html);
  console.log(`prerendered ${base}${route.path.slice(1)} → dist/${route.file} (${variants.length} variants)`);
}
renameSync(`${OUT}/index.html`, `${OUT}/app.html`);
renameSync(`${OUT}/.index.tmp`, `${OUT}/index.html`);
rmSync(SSR_OUT, { recursive: true, force: true });

const { avatarHost, hostOrigins } = readSiteSettings(process.env);
const hashes = {
  script: Object.values(scripts).map(cspHash),
  style: [...styles].map(cspHash),
  img: avatarHost ? [avatarHost] : [],
  frame: listOf(hostOrigins),
};
writeFileSync(`${OUT}/${CSP_FILE}`, `${JSON.stringify(hashes, null, 2)}\n`);
writeFileSync(`${OUT}/${NGINX_FILE}`, withNginxPolicy(readFileSync(NGINX_CONF, 'utf8'), hashes));
console.log(
  `${OUT}/${NGINX_FILE}: ${NGINX_CONF} with this build's inline hashes, avatar host and framing hosts (deploy this one)`,
);

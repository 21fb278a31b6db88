// After `vite build`: renders the share and landing pages to HTML, in both languages, so they paint
// before any JavaScript runs, then hydrate. Writes dist/<page>.html per src/prerender/pages.ts and
// moves Vite's empty shell to dist/app.html, which the servers give every other route.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const OUT = 'dist';
const SSR_OUT = 'node_modules/.cache/prerender';
const quiet = { logLevel: 'warn', configFile: false };

// The prepaint script: one small classic script, hashed like every other asset.
const [iife] = await build({
  ...quiet,
  build: {
    write: false,
    minify: true,
    target: 'es2020',
    lib: { entry: 'src/prerender/prepaint-entry.ts', formats: ['iife'], name: 'prepaint' },
  },
});
const prepaintCode = iife.output[0].code;
const prepaintFile = `assets/prepaint-${createHash('sha256').update(prepaintCode).digest('hex').slice(0, 8)}.js`;
writeFileSync(`${OUT}/${prepaintFile}`, prepaintCode);

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
const { render, PRERENDERED, CODE_SENTINEL, SHARE_PARAM, variantName } = await import(
  pathToFileURL(`${SSR_OUT}/render.js`).href
);

const shell = readFileSync(`${OUT}/index.html`, 'utf8');
// The app's module script and preloads leave <head>: the prepaint script starts them after the first paint.
const moduleTags =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entrySrc = [...shell.matchAll(moduleTags)].find((m) => m[1])?.[1];
const preloads = [...shell.matchAll(moduleTags)].flatMap((m) => (m[2] ? [m[2]] : []));
if (!entrySrc) throw new Error('prerender: index.html has no module script');
const pageShell = shell.replace(moduleTags, '');
const manifest = JSON.parse(readFileSync(`${OUT}/.vite/manifest.json`, 'utf8'));
const base = shell.match(/src="([^"]*)assets\//)?.[1] ?? '/';
const basename = base.replace(/\/$/, '') || '/';

/** The page chunk's CSS (and its imports' CSS): the prerendered markup must be styled at first paint. */
function pageLinks(module) {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`prerender: ${module} is not in the build manifest`);
  const css = new Set(chunk.css ?? []);
  for (const dep of chunk.imports ?? []) for (const f of manifest[dep].css ?? []) css.add(f);
  return [...css]
    .filter((f) => !shell.includes(`${base}${f}"`)) // the shell links the entry's CSS already
    .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
    .join('');
}

const markHead = (head) => head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');

for (const page of PRERENDERED) {
  const param = page.share ? SHARE_PARAM[page.share] : '';
  const variants = [];
  for (const lang of ['en', 'zh']) {
    for (const code of param ? ['', CODE_SENTINEL] : ['']) {
      const name = variantName(lang, Boolean(param), code);
      const url = `${basename === '/' ? '' : basename}${page.path}${code ? `?${param}=${encodeURIComponent(code)}` : ''}`;
      variants.push({ name, ...(await render(url, lang, basename)) });
    }
  }
  // #root holds English without a code: right as it stands, even with no script at all (the code
  // variants hold a placeholder character). The prepaint script swaps in any other variant.
  const [first, ...others] = variants;
  const script = `<script src="${base}${prepaintFile}"></script>`;
  const templates = others
    .map(
      (v) =>
        `<template data-head="${v.name}">${markHead(v.head)}</template><template data-body="${v.name}">${v.body}</template>`,
    )
    .join('');
  const pageChunk = `${base}${manifest[page.module].file}`;
  const rootAttrs =
    `id="root" data-variant="${first.name}"${param ? ` data-code-param="${param}"` : ''}` +
    ` data-entry="${entrySrc}" data-preload="${[...preloads, pageChunk].join(' ')}"`;
  const html = pageShell
    .replace('</head>', `${script}${pageLinks(page.module)}${markHead(first.head)}</head>`)
    .replace('<div id="root"></div>', `<div ${rootAttrs}>${first.body}</div>${templates}${script}`);
  if (html === pageShell) throw new Error('prerender: index.html has no </head> or empty #root to fill');
  writeFileSync(`${OUT}/${page.file === 'index.html' ? '.index.tmp' : page.file}`, html);
  console.log(`prerendered ${base}${page.path.slice(1)} → dist/${page.file} (${variants.length} variants)`);
}
renameSync(`${OUT}/index.html`, `${OUT}/app.html`);
renameSync(`${OUT}/.index.tmp`, `${OUT}/index.html`);
rmSync(SSR_OUT, { recursive: true, force: true });

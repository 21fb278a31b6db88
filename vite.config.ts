/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import pxtorem from 'postcss-pxtorem';
import { defineConfig } from 'vite';
import { availableParallelism } from 'node:os';
import { BUILD_TARGET } from './scripts/browsers.ts';
import { compileHints, cssVars, extraFiles, inlinedCssIsNotFetched, pageLoaders } from './scripts/vite-plugins.ts';
import { appLinkFiles } from './src/share/appLinks.ts';
import { PAGE_MODULES, ROUTES } from './src/app/routeTable.ts';
import { encode } from 'uqr';
import { qrPath } from './src/pages/landing/qrPath.ts';
import { listOf, pageSettings, readBasePath, readSiteSettings } from './src/config/siteSettings.ts';
import { filesOf, PHONE_FILES, projectName, SERVERS } from './scripts/test-projects.ts';

/**
 * A feature's code in every layer that has a room of its name: its folder under src/play, its room of the view
 * (src/play/view/<name>) and its texts in src/i18n (the file named for it, as watchTexts).
 */
const feature = (name: string) =>
  new RegExp(`src[\\\\/](?:play[\\\\/](?:view[\\\\/])?${name}[\\\\/]|i18n[\\\\/]${name}Texts\\.ts$)`);

/** Test files at a time: one per core. */
const WORKERS = availableParallelism();

// Bad settings fail the build here, with a message naming the variable.
const base = readBasePath(process.env.BASE_PATH);
const site = readSiteSettings(process.env);
/** The download link as a QR code, encoded here so no encoder ships (error correction M: a scan survives smudges). */
const downloadQr = encode(site.downloadUrl, { ecc: 'M', border: 0 });
/** Pages with their own entry (the game), beside the app's router. */
const pageEntries = Object.fromEntries(ROUTES.flatMap((r) => (r.entry ? [[r.page, r.entry]] : [])));

export default defineConfig({
  base,
  plugins: [
    react(),
    cssVars(),
    pageLoaders(PAGE_MODULES),
    inlinedCssIsNotFetched(Object.keys(pageEntries)),
    // What the game runs before it is playable: compiled eagerly, off the main thread.
    compileHints([...Object.keys(pageEntries), 'vendor', 'common', 'konva', 'boot']),
    // The app-link files, only for the settings that are set: served at the site's root by both servers.
    extraFiles(appLinkFiles(site, base)),
  ],
  define: {
    __SITE_SETTINGS__: JSON.stringify(pageSettings(site)),
    __HOST_ORIGINS__: JSON.stringify(listOf(site.hostOrigins)),
    __DOWNLOAD_QR__: JSON.stringify({ size: downloadQr.size, path: qrPath(downloadQr.data) }),
  },
  css: {
    postcss: {
      plugins: [
        // Mobile styles are written in px against a 375px design; 1rem = width / 10.
        // Files named *.px.css / *.px.module.css (desktop, shared chrome) keep px.
        pxtorem({
          rootValue: 37.5,
          propList: ['*'],
          minPixelValue: 2,
          exclude: (file: string) => /\.px(\.module)?\.css$/.test(file),
        }),
      ],
    },
  },
  build: {
    target: BUILD_TARGET,
    sourcemap: false,
    manifest: true, // scripts/check-budgets.ts follows it to size each page's initial load
    // The host simulator is a second page for app developers; product pages never link to it.
    rollupOptions: {
      input: { main: 'index.html', simulator: 'host-simulator.html', ...pageEntries },
      output: {
        // Few, large chunks: on a slow link each request costs a round trip, and every page needs
        // React and i18next. So the libraries every page uses are one chunk, the app code shared by
        // pages another, and each page the rest (the game: 7 requests after its HTML, budgets checked).
        codeSplitting: {
          groups: [
            {
              // With them, the specials' table (src/game/specials.ts): the bridge's messages (in `common`) read it, and
              // left to the simulation's `konva` group below, it would bring that whole chunk to every page.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)[\\/]|preload-helper|src[\\/]game[\\/]specials\.ts$/,
              priority: 3,
            },
            {
              // The board's libraries: the game imports them first, as a task of their own. The simulation
              // (src/game) rides along: the host simulator imports it too (Verify), and in \`common\` it would
              // weigh on every product page.
              name: 'konva',
              test: /node_modules[\\/](konva|react-konva|react-reconciler|its-fine)[\\/]|src[\\/]play[\\/]view[\\/]board[\\/]konva\.ts$|src[\\/]game[\\/](?!verdict\.ts$|package\.ts$)/,
              priority: 2,
            },
            // What both landing pages share (their texts, the features): not in `common`, which the game loads.
            {
              name: 'landing',
              test: /src[\\/](pages[\\/]landing[\\/]|i18n[\\/]landingTexts\.ts$)/,
              minShareCount: 2,
              priority: 2,
            },
            // What the viewer and the duel share (a game's curves, its check, the couple's names): loaded with the
            // first of them, not in `common`, which every page loads.
            {
              name: 'watch',
              test: (id: string) => feature('watch').test(id) || /src[\\/]components[\\/]Names\./.test(id),
              minShareCount: 2,
              priority: 2,
            },
            { name: 'common', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // One run, one summary: unit and component tests (jsdom), the browser suite in Chromium against the
    // production build on `npm start`'s server (and what rests on the server, scripts/test-projects.ts, on
    // nginx with deploy/nginx.conf too), and WebKit. All four
    // projects are one group, as many files at a time as the machine has cores (vitest would keep one core
    // free, and on two cores run one file at a time): no file shares state with another (each has its own
    // browser; WebKit's workers each their own driver and probe, tests/e2e/webkit/globalSetup.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
          maxWorkers: WORKERS,
        },
      },
      ...SERVERS.map((server) => ({
        test: {
          name: projectName(server),
          include: filesOf(server),
          environment: 'node',
          globalSetup: ['tests/e2e/chromium/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: WORKERS,
        },
      })),
      {
        // WebKit, the engine of iOS WKWebView: WebKitGTK's MiniBrowser through its WebDriver (tests/e2e/webkit/).
        test: {
          name: 'browser:webkit',
          include: ['tests/e2e/webkit/**/*.test.ts', PHONE_FILES],
          environment: 'node',
          globalSetup: ['tests/e2e/webkit/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // MiniBrowser under Xvfb now and then dies mid-test (the driver then answers
          // the first, or, read inside a frame, the second: tests/e2e/webkit/harness.ts; with no driver, the phone a
          // test kills says the third: drivers/phone/killable.ts). Only that is retried, once, in a new browser if
          // the old one is gone; any other failure fails.
          retry: {
            count: 1,
            condition:
              /session deleted because of page crash or hang|the page's window is gone|the page's web process crashed/,
          },
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});

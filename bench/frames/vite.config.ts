import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readSiteSettings } from '../../src/config/siteSettings.ts';
import { readCorpus } from '../../fixtures/corpus/corpus.ts';

/** The v4 corpus' 30-minute game, for the watched16 mode. */
const WATCHED = readCorpus('v4').find((e) => e.seed === 80062)!.replay;

// Builds the frame benchmark page on its own; it is never part of the site.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/h5/',
  publicDir: new URL('../../public', import.meta.url).pathname,
  plugins: [react()],
  define: { __SITE_SETTINGS__: JSON.stringify(readSiteSettings({})), __WATCHED_REPLAY__: JSON.stringify(WATCHED) },
  build: {
    minify: !process.env.NOMINIFY,
    outDir: new URL('../dist-frames', import.meta.url).pathname,
    emptyOutDir: true,
  },
  logLevel: 'warn',
});

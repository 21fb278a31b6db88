import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readSiteSettings } from '../../src/config/siteSettings.ts';

// Builds the frame benchmark page on its own; it is never part of the site.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/h5/',
  publicDir: new URL('../../public', import.meta.url).pathname,
  plugins: [react()],
  define: { __SITE_SETTINGS__: JSON.stringify(readSiteSettings({})) },
  build: {
    minify: !process.env.NOMINIFY,
    outDir: new URL('../dist-frames', import.meta.url).pathname,
    emptyOutDir: true,
  },
  logLevel: 'warn',
});

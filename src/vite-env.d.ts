/// <reference types="vite/client" />

/** Custom properties written from TS at build time (scripts/vite-plugins.ts cssVars). */
declare module 'virtual:theme.css';
declare module 'virtual:board.css';

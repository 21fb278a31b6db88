import { createContext } from 'react';

/**
 * True while the build renders a page to HTML (src/prerender/render.tsx). A page that draws something
 * else in the browser at first (the game: its shell) reads it; the hydration test renders with it
 * too, so it checks the very pair that ships.
 */
export const Prerendering = createContext(false);

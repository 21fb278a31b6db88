// Host pages on other origins, for the framing tests in both engines (tests/e2e/chromium/framing.test.ts,
// tests/e2e/webkit/crossOrigin.test.ts): the H5 host guide's own page, and frames that are not the game's parent.
import { readFileSync } from 'node:fs';

/** docs/hosts/h5-host.html itself, pointed at `game` and told the day's seed (4242); `before`: HTML put before its script. */
export const guidePage = (game: string, before = '') =>
  readFileSync('docs/hosts/h5-host.html', 'utf8')
    .replace("'https://game.example.com/h5/BigWatermelon'", `'${game}'`)
    .replace('seedOfTheDay: () => undefined', 'seedOfTheDay: () => 4242')
    .replace('<script>', `${before}<script>`);

/**
 * A page that posts a grant of 5 bombs, with a bomb next, in the host envelope to `target` (a window
 * expression, e.g. `parent.frames[0]`), again and again: the game may not be in its frame yet when it loads.
 */
export const intruderPage = (target: string) => `<!doctype html><script>let n = 0; const t = setInterval(() => {
  if (++n > 50) clearInterval(t); ${target}.postMessage({ type: 'HOST_CALL', name: 'propsData',
  payload: { propertyList: [{ prop: 1, quantity: 5, status: 1 }], nextType: 'bomb' } }, '*'); }, 100);</script>`;

/** The origins a game page's warnings name as refused for not being its parent (`host message ignored …`). */
export function refusedOrigins(warnings: readonly string[]): string[] {
  const why = /^host message ignored \(from "([^"]+)"\): it did not come from the window framing the page$/;
  return [...new Set(warnings.map((m) => why.exec(m)?.[1]).filter((o) => o !== undefined))].sort();
}

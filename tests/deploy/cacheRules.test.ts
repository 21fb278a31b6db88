// The game page's stale window is one number: the servers' header (both built from scripts/cache-rules.mjs
// or saying the same in deploy/nginx.conf), and deploy/README.md's rule for how long old chunks stay.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE, STALE_WINDOW_S } from '../../scripts/cache-rules.mjs';

const days = STALE_WINDOW_S / 86_400;

describe("the game page's stale window", () => {
  it('nginx sends the same header as the Node server for the game page, and only for it', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    const rules = [...conf.matchAll(/^\s*(~\S+|default) "([^"]+)";$/gm)].map((m): [string, string] => [
      m[1] ?? '',
      m[2] ?? '',
    ]);
    expect(rules).toContainEqual(['~^/h5/BigWatermelon(\\.html)?$', CACHE.gamePage]);
    expect(rules.filter(([, v]) => v.includes('stale-while-revalidate'))).toHaveLength(1);
  });

  it("deploy/README.md keeps old chunks at least as long as the window, and says the servers' header", () => {
    const readme = readFileSync('deploy/README.md', 'utf8');
    expect(readme).toContain(`\`${CACHE.gamePage}\``);
    expect(readme).toContain(`within ${days} days of the last`);
    expect(readme).toContain(`**Keep old chunks at least ${days} days.**`);
    // The prune rule: the window and a day.
    expect(readme).toMatch(new RegExp(`in\\s+the last ${days + 1} days \\(the window and a day\\)`));
  });
});

// The uni-app host guide's project (docs/hosts/uni-app), built for H5 with uni-app's own tools
// (@dcloudio/vite-plugin-uni, installed from that folder's own lockfile: the site never depends on them).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const PROJECT = 'docs/hosts/uni-app';
const PAGE = 'src/pages/game/game.vue';

/** `text` with `from` replaced by `to`; a guide that no longer holds `from` fails here, by name. */
function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${PROJECT}/${PAGE} no longer holds ${from}`);
  return text.replace(from, to);
}

/**
 * Builds the project's H5 into a folder of its own, its page pointed at `game` and told the day's seed
 * (4242): the built site's folder, and a way to remove it all. Installs the project's tools first when missing.
 */
export function buildUniAppH5(game: string): { site: string; remove: () => void } {
  if (!existsSync(join(PROJECT, 'node_modules/.bin/uni'))) {
    console.log(`[uni-app] installing ${PROJECT}'s tools from its lockfile (npm ci)`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: PROJECT, stdio: 'inherit' });
  }
  const dir = mkdtempSync(join(tmpdir(), 'uni-app-host-'));
  cpSync(PROJECT, dir, {
    recursive: true,
    filter: (src) => !/^(node_modules|dist)(\/|$)/.test(relative(PROJECT, src)),
  });
  symlinkSync(resolve(PROJECT, 'node_modules'), join(dir, 'node_modules'));
  const page = join(dir, PAGE);
  let vue = readFileSync(page, 'utf8');
  vue = swap(vue, "'https://game.example.com/h5/BigWatermelon'", `'${game}'`);
  vue = swap(vue, 'seedOfTheDay: () => undefined', 'seedOfTheDay: () => 4242');
  writeFileSync(page, vue);
  execFileSync(join(dir, 'node_modules/.bin/uni'), ['build'], { cwd: dir, stdio: 'pipe' });
  return { site: join(dir, 'dist/build/h5'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// @vitest-environment node
// What docs/hosts.md tells a newcomer to run, run as it says: their own host page (here the guide's page,
// copied into a folder of theirs with GAME set as the command prints) served by `HOST_DIR=… npm run host:dev`,
// opened in a Chromium started with exactly the flags the command prints, holds the whole conversation with the
// game on the other origin. Nothing leaves the machine: the browser reaches only the command's two names.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { readHashes } from '../../scripts/csp.mjs';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { holdConversation, keepPosted } from '../e2e/chromium/hostConversation';
import { guidePage } from '../e2e/shared/hostPages';

const DOC = readFileSync('docs/hosts.md', 'utf8');

/** Runs `npm run host:dev` as the doc gives it, until it prints its browser line; that line's words. */
function hostDev(hostDir: string) {
  const child = spawn('npm', ['run', 'host:dev'], {
    env: { ...process.env, HOST_DIR: hostDir, HOST_DEV_PORT: '0' }, // any free port: the flags name it
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // npm, tsx and node: stopped together
  });
  let out = '';
  const printed = new Promise<string[]>((ok, fail) => {
    child.stdout.on('data', (d: Buffer) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('chromium '));
      if (line && out.includes('Press Ctrl+C')) ok(line.split(' '));
    });
    child.stderr.on('data', (d: Buffer) => (out += String(d)));
    child.on('exit', (code) => fail(new Error(`host:dev ended (${code}):\n${out}`)));
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { printed, stop, output: () => out };
}

describe('npm run host:dev, as docs/hosts.md tells a newcomer', { timeout: 180_000 }, () => {
  let browser: Browser | undefined;
  let stop = () => {};
  afterAll(async () => {
    await browser?.close();
    stop();
  });

  it('the doc gives the command, and a page of theirs on https://host.test holds the whole conversation', async () => {
    expect(DOC).toContain('HOST_DIR=path/to/your/page npm run host:dev');
    expect(DOC).toContain('set `GAME` to `https://game.test/h5/BigWatermelon`');
    // `npm test` builds with https://host.test in HOST_ORIGINS: the command serves that build, never rebuilds it here.
    expect(readHashes('dist').frame, 'the suite needs a build whose HOST_ORIGINS names host.test').toContain(
      'https://host.test',
    );
    const mine = mkdtempSync(join(tmpdir(), 'my-host-'));
    writeFileSync(join(mine, 'index.html'), guidePage('https://game.test/h5/BigWatermelon?seed=7'));
    const run = hostDev(mine);
    stop = run.stop;
    const words = await run.printed;
    expect(run.output()).toContain('dist/ already names https://host.test in HOST_ORIGINS');
    // The printed line, as a newcomer pastes it: its flags (the profile aside, which Playwright makes) and address.
    const flags = words.filter((w) => w.startsWith('--') && !w.startsWith('--user-data-dir'));
    expect(flags.map((f) => f.split('=')[0])).toEqual(['--proxy-server', '--ignore-certificate-errors-spki-list']);
    browser = await chromium.launch({ executablePath: ensureChromium('shell'), args: flags });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 760 } });
    await keepPosted(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(words.at(-1)!);
    await holdConversation(page);
    expect(errors).toEqual([]);
    // Every other address is refused: the browser reaches only the two names.
    await expect(page.goto('https://example.com/')).rejects.toThrow();
  });
});

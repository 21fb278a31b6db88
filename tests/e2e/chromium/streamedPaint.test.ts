// A game page that arrives, or is parsed, in pieces: the browser may paint what it has so far (a slow
// link, or a busy phone whose parser yields mid-document). English is the variant written straight into
// #root. With scripts on, nothing of #root is painted until the visitor's variant is in, so a Chinese
// visitor never sees English first; with scripts off it is painted part by part, and what was painted
// must not move when the rest comes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openPage, url, useBrowser } from './harness';

/**
 * Serves `html` at every path in two writes, the second only when `release` is called; any other request
 * (the app's scripts) waits for good, so nothing but the HTML changes the page.
 */
async function servePieces(html: string, cut: number) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  const server: Server = createServer((req, res) => {
    if (!req.url?.includes('BigWatermelon')) return; // held: closed with the server
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.write(html.slice(0, cut));
    void released.then(() => res.end(html.slice(cut)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  };
  return { origin: `http://127.0.0.1:${port}`, release, close };
}

const icon = () => {
  const r = document.querySelector('button[data-cooldown] svg')!.getBoundingClientRect();
  return { x: r.x, y: r.y };
};
const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

describe('the game page painted before all of it has arrived', () => {
  const browser = useBrowser();
  let close = async () => {};
  afterEach(() => close());

  /** The game page served cut right after the bomb button's icon, before its quantity: the cut a yielding parser once made on CI. */
  async function openCut(options: { locale: string; javaScriptEnabled: boolean }) {
    const html = await (await fetch(url('BigWatermelon'))).text();
    const button = html.indexOf('data-cooldown');
    const cut = html.indexOf('</svg></span>', button) + '</svg></span>'.length;
    expect(button, 'the prerendered page has its prop buttons').toBeGreaterThan(0);
    expect(html.slice(cut, cut + 40)).toMatch(/^<span class="[^"]*quantity/);
    const pieces = await servePieces(html, cut);
    close = pieces.close;
    const { context, page } = await openPage(browser(), { ...options, viewport: { width: 390, height: 844 } });
    await page.goto(`${pieces.origin}/h5/BigWatermelon`, { waitUntil: 'commit' });
    // Polled with plain reads: with the page's scripts off, an evaluate that waits (a timer, a frame) never ends.
    const frames = () => (options.javaScriptEnabled ? page.evaluate(twoFrames) : Promise.resolve());
    // The first piece is parsed: the bomb's icon is in the page, its quantity not yet.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('button[data-cooldown] svg') !== null))
      .toBe(true);
    await frames();
    expect(await page.evaluate(() => document.querySelectorAll('button[data-cooldown]').length)).toBe(1);
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    const rest = async () => {
      pieces.release();
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
      await frames();
    };
    return { context, page, rest };
  }

  it('scripts off: a prop button painted with its icon but not yet its quantity keeps the icon where it was', async () => {
    // javaScriptEnabled off stops the page's scripts, not this test's plain reads.
    const { context, page, rest } = await openCut({ locale: 'en-US', javaScriptEnabled: false });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    const before = await page.evaluate(icon);
    await rest();
    expect(await page.locator('button[data-cooldown]').allTextContents()).toEqual(['×0', '×1']);
    expect(await page.evaluate(icon)).toEqual(before);
    await context.close();
  });

  it('scripts on, a Chinese visitor: nothing of the English variant is painted, then the Chinese page whole', async () => {
    const { context, page, rest } = await openCut({ locale: 'zh-CN', javaScriptEnabled: true });
    const shown = () => ({
      root: getComputedStyle(document.getElementById('root')!).visibility,
      score: document.querySelector('h1')?.textContent,
      contentful: performance.getEntriesByName('first-contentful-paint').length,
    });
    // The English HUD and board frame are parsed, and none of it is on screen.
    expect(await page.evaluate(shown)).toEqual({ root: 'hidden', score: 'Score 0', contentful: 0 });
    await rest();
    // The paint entry is reported once its frame is presented, which a loaded machine can take longer than two frames to report.
    await expect.poll(() => page.evaluate(shown)).toEqual({ root: 'visible', score: '得分 0', contentful: 1 });
    expect(await page.locator('button[data-cooldown]').allTextContents()).toEqual(['×0', '×1']);
    await context.close();
  });
});

// A game page that arrives, or is parsed, in pieces: the browser may paint what it has so far (a slow
// link, or a busy phone whose parser yields mid-document), and what it painted must not move when the
// rest comes. English is the variant written straight into #root, so it is the one painted part by part.
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

describe('the game page painted before all of it has arrived', () => {
  const browser = useBrowser();
  let close = async () => {};
  afterEach(() => close());

  it('a prop button painted with its icon but not yet its quantity keeps the icon where it was', async () => {
    const html = await (await fetch(url('BigWatermelon'))).text();
    // Right after the bomb button's icon, before its quantity: the cut a yielding parser once made on CI.
    const button = html.indexOf('data-cooldown');
    const cut = html.indexOf('</svg></span>', button) + '</svg></span>'.length;
    expect(button, 'the prerendered page has its prop buttons').toBeGreaterThan(0);
    expect(html.slice(cut, cut + 40)).toMatch(/^<span class="[^"]*quantity/);
    const pieces = await servePieces(html, cut);
    close = pieces.close;
    const { context, page } = await openPage(browser(), { locale: 'en-US', viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; moved: string[] };
      w.shifts = 0;
      w.moved = [];
      type Shift = PerformanceEntry & { value: number; sources: { node: Element | null }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          w.shifts += e.value;
          for (const s of e.sources) w.moved.push(s.node?.outerHTML.slice(0, 80) ?? '?');
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const icon = () => {
      const r = document.querySelector('button[data-cooldown] svg')!.getBoundingClientRect();
      return { x: r.x, y: r.y };
    };
    const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await page.goto(`${pieces.origin}/h5/BigWatermelon`, { waitUntil: 'commit' });
    // The first piece is painted: its icon is on screen, the quantity not yet parsed.
    await page.waitForFunction(
      () =>
        document.querySelector('button[data-cooldown] svg') !== null &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await page.evaluate(twoFrames);
    expect(await page.evaluate(() => document.querySelectorAll('button[data-cooldown]').length)).toBe(1);
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    const before = await page.evaluate(icon);
    pieces.release();
    await page.waitForFunction(() => document.readyState !== 'loading');
    await page.evaluate(twoFrames);
    const after = await page.evaluate(icon);
    const { shifts, moved } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; moved: string[] };
      return { shifts: w.shifts, moved: w.moved };
    });
    expect(await page.locator('button[data-cooldown]').allTextContents()).toEqual(['×0', '×1']);
    expect(after).toEqual(before);
    expect(shifts, moved.join('\n')).toBe(0);
    await context.close();
  });
});

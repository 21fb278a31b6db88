// The phone in Chromium, through Playwright: a test's phone is one context (its storage, caches and service
// workers kept from one open to the next, as an app's WebView keeps them), each open a new page in it; page time
// is the phone's clock (clock.js, as in WebKit: Playwright's own replaces performance.mark with one that records
// nothing), and a tap is a real pointer click on the button a page script finds by the same rule as WebKit's.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Frame, JSHandle, Locator, Page } from 'playwright-core';
import {
  callScript,
  framePage,
  NO_HOST_LINE,
  paintedSoFar,
  pollUntil,
  shownButton,
  shows,
  type OpenOptions,
  type Painted,
  type Phone,
  type SentMessage,
} from './phone';
import { slowWorkerPrefix, WATCH_WORKER } from './slowWorker';

/**
 * A finger's press and release where `target` shows, at `at` of its size (CSS px from its top left corner),
 * scrolled into the window first if that point is outside it: whatever is on top there gets it. No wait for the
 * element to hold still, as Playwright's click has (two real animation frames): a page whose time is held has
 * nothing moving.
 */
export async function tapWhereShown(
  page: Page,
  target: Locator,
  at: (size: { width: number; height: number }) => { x: number; y: number },
): Promise<void> {
  let box = await target.boundingBox();
  const bottom = page.viewportSize()?.height ?? Infinity;
  const y = box ? box.y + at(box).y : 0;
  if (box && (y < 0 || y >= bottom)) {
    await target.scrollIntoViewIfNeeded();
    box = await target.boundingBox();
  }
  if (!box) throw new Error(`${target} is not shown`);
  const point = at(box);
  await page.mouse.click(box.x + point.x, box.y + point.y);
}

/** What the suite's harness makes for the phone: a context of a language, and a page in it whose errors it keeps. */
export interface ChromiumMaker {
  context(lang: string): Promise<BrowserContext>;
  page(context: BrowserContext, errors: string[]): Promise<Page>;
}

/** Where the phone's frame page (framePage) is served, on the site's origin, by a route of the context. */
const FRAME = '/__phone/frame.html';

/** The phone's clock and its record of what the game painted, put first into every page and frame. */
export const CLOCK = readFileSync(new URL('./clock.js', import.meta.url), 'utf8');
const PAINTED = readFileSync(new URL('./painted.js', import.meta.url), 'utf8');

export class ChromiumPhone implements Phone {
  readonly engine = 'chromium';
  private context: { lang: string; context: BrowserContext } | null = null;
  private opened: Page | null = null;
  /** The page's own frames (the frame page's `#page` for an exact size, else none), then any the test went into. */
  private base: string[] = [];
  private current: Frame | null = null;
  private seenErrors: string[] = [];
  private told: SentMessage[] = [];
  private warned: string[] = [];
  /** The watch worker's delay for the pages opened from now on (slowWorker). */
  private workerDelay = 0;

  /** `site`: the address of /h5/ on the server under test. */
  constructor(
    private readonly make: ChromiumMaker,
    private readonly site: string,
  ) {}

  private get page(): Page {
    if (!this.opened) throw new Error('the phone has no page open');
    return this.opened;
  }

  private get here(): Frame {
    if (!this.current) throw new Error('the phone has no page open');
    return this.current;
  }

  async open(path: string, options: OpenOptions = {}): Promise<void> {
    const { lang = 'en-US', width, height } = options;
    await this.opened?.close();
    this.opened = null;
    if (this.context?.lang !== lang) {
      // A phone in another language is another phone.
      await this.close();
      const context = await this.make.context(lang);
      await context.addInitScript({ content: CLOCK });
      await context.addInitScript({ content: PAINTED });
      await context.route(`${new URL(this.site).origin}${FRAME}?*`, (route) =>
        route.fulfill({ contentType: 'text/html', body: framePage(new URL(route.request().url()).searchParams) }),
      );
      this.context = { lang, context };
    }
    this.seenErrors = [];
    this.opened = await this.make.page(this.context.context, this.seenErrors);
    const framed = width !== undefined && height !== undefined;
    if (this.workerDelay > 0) {
      const ms = this.workerDelay;
      await this.opened.route(WATCH_WORKER, async (route) => {
        const r = await route.fetch();
        await route.fulfill({ response: r, body: slowWorkerPrefix(ms) + (await r.text()) });
      });
    }
    await this.opened.setViewportSize(framed ? { width, height } : { width: 375, height: 667 });
    this.told = [];
    this.warned = [];
    this.opened.on('console', (m) => {
      const line = m.text();
      if (m.type() === 'warning') this.warned.push(line);
      if (m.type() === 'info' && line.startsWith(`${NO_HOST_LINE} `))
        this.told.push((JSON.parse(line.slice(NO_HOST_LINE.length + 1)) as { data: SentMessage }).data);
    });
    const held = `${new URL(this.site).pathname}${path}${path.includes('?') ? '&' : '?'}fakeclock=1`;
    const origin = new URL(this.site).origin;
    await this.page.goto(
      framed ? `${origin}${FRAME}?src=${encodeURIComponent(held)}&w=${width}&h=${height}` : `${origin}${held}`,
    );
    this.base = framed ? ['page'] : [];
    await this.into(this.base);
    const ready = options.ready ?? 'html[data-ready]';
    await this.pageTimeUntil(() => this.run(shows, ready), `the page showing ${ready}`);
  }

  async frame(id: string | null): Promise<void> {
    await this.into(id === null ? this.base : [...this.base, id]);
  }

  /** Into the frames `path` (ids, outermost first), once the last holds its own document. */
  private async into(path: readonly string[]): Promise<void> {
    await pollUntil(
      async () => {
        let f: Frame | null = this.page.mainFrame();
        for (const id of path) f = (f && (await (await f.$(`#${id}`))?.contentFrame())) || null;
        const ready = f && f.url() !== 'about:blank' && (await f.evaluate(() => document.readyState !== 'loading'));
        if (ready) this.current = f;
        return !!ready;
      },
      `the frame #${path.join(' #')} with its page`,
    );
  }

  run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.here.evaluate(callScript(fn as (...a: never[]) => unknown, args)) as Promise<Awaited<T>>;
  }

  async runFor(ms: number): Promise<void> {
    await this.here.evaluate(
      (t) => (window as unknown as { __clock: { runFor(ms: number): number } }).__clock.runFor(t),
      ms,
    );
  }

  waitFor(seen: () => Promise<boolean>, what: string): Promise<void> {
    return pollUntil(seen, what);
  }

  pageTimeUntil(seen: () => Promise<boolean>, what: string): Promise<void> {
    return pollUntil(seen, what, () => this.runFor(100));
  }

  private async find(name: RegExp) {
    const handle = await this.here.evaluateHandle(callScript(shownButton, [name.source, name.flags]));
    return (handle as JSHandle<HTMLButtonElement | null>).asElement();
  }

  async shown(name: RegExp): Promise<boolean> {
    return (await this.find(name)) !== null;
  }

  async tap(name: RegExp): Promise<void> {
    await pollUntil(() => this.shown(name), `a button named ${name}`);
    const button = await this.find(name);
    if (!button) throw new Error(`no button named ${name}`);
    await button.click();
  }

  tapAt(selector: string, x: number, y: number): Promise<void> {
    return tapWhereShown(this.page, this.here.locator(selector).first(), () => ({ x, y }));
  }

  async warnings(): Promise<string[]> {
    return [...this.warned];
  }

  async sent(): Promise<SentMessage[]> {
    return [...this.told];
  }

  press(key: Parameters<Phone['press']>[0]): Promise<void> {
    return this.page.keyboard.press(key === ' ' ? 'Space' : key);
  }

  async slowWorker(ms: number): Promise<void> {
    this.workerDelay = ms;
  }

  async network(on: boolean): Promise<void> {
    await this.context?.context.setOffline(!on);
  }

  async errors(): Promise<string[]> {
    return [...this.seenErrors];
  }

  painted(): Promise<Painted> {
    return this.run(paintedSoFar);
  }

  async shot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  /** Ends the phone: its context goes, and nothing of it is kept for the next. */
  async close(): Promise<void> {
    await this.context?.context.close();
    this.context = null;
    this.opened = null;
    this.current = null;
  }
}

// The phone in Chromium, through Playwright: each open is a new context (nothing kept, the language and
// viewport its own), page time is Playwright's clock, and a tap is a real pointer click on the button a page
// script finds by the same rule as WebKit's.
import type { BrowserContext, Frame, JSHandle, Page } from 'playwright-core';
import {
  callScript,
  NO_HOST_LINE,
  pollUntil,
  shownButton,
  shows,
  type OpenOptions,
  type Phone,
  type SentMessage,
} from './phone';

/** A new context and page for one open, its errors collected (the suite's harness makes it). */
export type NewPage = (options: OpenOptions) => Promise<{ context: BrowserContext; page: Page; errors: string[] }>;

export class ChromiumPhone implements Phone {
  readonly engine = 'chromium';
  private opened: Awaited<ReturnType<NewPage>> | null = null;
  private told: SentMessage[] = [];
  private current: Frame | null = null;

  /** `site`: the address of /h5/ on the server under test. */
  constructor(
    private readonly newPage: NewPage,
    private readonly site: string,
  ) {}

  private get page(): Page {
    if (!this.opened) throw new Error('the phone has no page open');
    return this.opened.page;
  }

  private get here(): Frame {
    return this.current ?? this.page.mainFrame();
  }

  async open(path: string, options: OpenOptions = {}): Promise<void> {
    await this.close();
    this.opened = await this.newPage(options);
    this.current = null;
    this.told = [];
    this.page.on('console', (m) => {
      const line = m.text();
      if (m.type() === 'info' && line.startsWith(`${NO_HOST_LINE} `))
        this.told.push((JSON.parse(line.slice(NO_HOST_LINE.length + 1)) as { data: SentMessage }).data);
    });
    await this.page.clock.install();
    await this.page.clock.pauseAt(Date.now() + 1000);
    await this.page.goto(`${this.site}${path}`);
    const ready = options.ready ?? 'html[data-ready]';
    await this.pageTimeUntil(() => this.run(shows, ready), `the page showing ${ready}`);
  }

  async frame(id: string | null): Promise<void> {
    if (id === null) {
      this.current = null;
      return;
    }
    const element = await this.page.mainFrame().waitForSelector(`#${id}`, { state: 'attached' });
    await pollUntil(async () => {
      const f = await element.contentFrame();
      const ready = f && f.url() !== 'about:blank' && (await f.evaluate(() => document.readyState !== 'loading'));
      if (ready) this.current = f;
      return !!ready;
    }, `the frame #${id} with its page`);
  }

  run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return this.here.evaluate(callScript(fn as (...a: never[]) => unknown, args)) as Promise<Awaited<T>>;
  }

  runFor(ms: number): Promise<void> {
    return this.page.clock.runFor(ms);
  }

  waitFor(seen: () => Promise<boolean>, what: string): Promise<void> {
    return pollUntil(seen, what);
  }

  pageTimeUntil(seen: () => Promise<boolean>, what: string): Promise<void> {
    return pollUntil(seen, what, () => this.runFor(100));
  }

  async tap(name: RegExp): Promise<void> {
    const find = async () => {
      const handle = await this.here.evaluateHandle(callScript(shownButton, [name.source, name.flags]));
      return (handle as JSHandle<HTMLButtonElement | null>).asElement();
    };
    await pollUntil(async () => (await find()) !== null, `a button named ${name}`);
    const button = await find();
    if (!button) throw new Error(`no button named ${name}`);
    await button.click();
  }

  async tapAt(selector: string, x: number, y: number): Promise<void> {
    await this.here.locator(selector).first().click({ position: { x, y } });
  }

  async sent(): Promise<SentMessage[]> {
    return [...this.told];
  }

  press(key: Parameters<Phone['press']>[0]): Promise<void> {
    return this.page.keyboard.press(key === ' ' ? 'Space' : key);
  }

  async errors(): Promise<string[]> {
    return [...(this.opened?.errors ?? [])];
  }

  async shot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  /** Ends the open: its context goes, and nothing of it is kept for the next. */
  async close(): Promise<void> {
    await this.opened?.context.close();
    this.opened = null;
  }
}

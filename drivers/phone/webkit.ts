// The phone in WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver. A page of an exact size is opened in a
// frame of that size (the suite's probe server's frame page: MiniBrowser's own window is at least 447 px wide),
// any other as the top page; each with the suite's probe (errors, messages) and fake clock (page time held until
// runFor) as its first scripts. The language is the `__lang` cookie the probe turns into navigator.languages.
import { writeFileSync } from 'node:fs';
import { By, error, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Command, Name } from 'selenium-webdriver/lib/command';
import {
  callScript,
  paintedSoFar,
  pollUntil,
  shownButton,
  shows,
  type KeyName,
  type OpenOptions,
  type Painted,
  type Phone,
  type SentMessage,
} from './phone';

/** What a read says when the page's window is gone: the suite retries such a test once (vite.config.ts). */
export const WINDOW_GONE = "the page's window is gone";

/**
 * Runs a script that only reads the page, or that is safe to run again (runFor's). WebKitWebDriver can answer
 * one, right after a tap, with "Could not parse script result" (no page error; other WebKit suites report it while
 * the page is busy), at times twice in a row. It is asked again, 50 ms of real time apart, up to 20 times, and
 * said once; any other error fails the test.
 */
export async function readPage<T>(d: WebDriver, script: string, ...args: unknown[]): Promise<T> {
  for (let unparsed = 0; ; unparsed++) {
    try {
      return await d.executeScript<T>(script, ...args);
    } catch (e) {
      // A bare "no such window" (no message) from a read in the game's frame: the page's window has gone, as when
      // MiniBrowser's page process dies. Said so, so that the project's retry condition (vite.config.ts) runs the
      // test once more.
      if (e instanceof error.NoSuchWindowError) throw new Error(`${WINDOW_GONE} (WebKitWebDriver: no such window)`);
      if (!(e instanceof error.WebDriverError) || e.message !== 'Could not parse script result' || unparsed === 20)
        throw e;
      if (unparsed === 0) console.warn('[webkit] WebKitWebDriver could not parse a read of the page; read again');
      await new Promise((ok) => setTimeout(ok, 50));
    }
  }
}

/**
 * The driver, its failed commands saying when the page's web process died under them. WebKitWebDriver then
 * answers the command with whatever it was parsing (an empty error, "Could not parse element info") and deletes
 * the session; asked once more, it says "session deleted because of page crash or hang", the words the
 * project's retry condition (vite.config.ts) knows. Any other failure is thrown as it came.
 */
export function namingCrashes(d: WebDriver): WebDriver {
  const execute = d.execute.bind(d) as (command: Command) => Promise<unknown>;
  d.execute = (async (command: Command) => {
    try {
      return await execute(command);
    } catch (e) {
      if (!(e instanceof error.WebDriverError) || e instanceof error.NoSuchSessionError) throw e;
      const after = await execute(new Command(Name.GET_CURRENT_WINDOW_HANDLE)).then(
        () => '',
        (later: unknown) => (later instanceof Error ? later.message : String(later)),
      );
      if (/page crash or hang/.test(after))
        throw new Error(`${e.message || 'an empty WebDriverError'}, then: ${after}`);
      throw e;
    }
  }) as WebDriver['execute'];
  return d;
}

/** Each runFor's number: the page's clock moves once per number, however often it is asked (clock.js). */
let asked = 0;

/**
 * Moves page time (pages opened with ?fakeclock=1). WebKitWebDriver can answer it, as a read (readPage), with
 * "Could not parse script result" while the page is busy; it is asked again under the same number, which moves
 * the clock only if the first ask never ran.
 */
export async function runFor(d: WebDriver, ms: number): Promise<void> {
  const n = ++asked;
  await readPage(d, 'return window.__clock.runOnce(arguments[0], arguments[1])', ms, n);
}

/**
 * Into the frames `path` (ids, outermost first) of the page shown, once the last holds its own document, not the
 * blank one a frame starts with. Asked into a frame while it navigates, WebKitWebDriver may answer an empty
 * NoSuchElementError: the driver goes in again until the frame's document is there.
 */
export async function intoFrames(d: WebDriver, path: readonly string[], timeoutMs = 30_000): Promise<void> {
  await d.wait(
    async () => {
      try {
        await d.switchTo().defaultContent();
        for (const id of path) await d.switchTo().frame(await d.findElement(By.id(id)));
        return await d.executeScript<boolean>(
          "return location.href !== 'about:blank' && document.readyState !== 'loading'",
        );
      } catch (e) {
        const gone = [error.NoSuchElementError, error.NoSuchFrameError, error.StaleElementReferenceError];
        if (gone.some((kind) => e instanceof kind)) return false;
        throw e;
      }
    },
    timeoutMs,
    `the frame #${path.join(' #')} with its page`,
  );
}

/** WebDriver's key for each DOM key name. */
const KEYS: Record<KeyName, string> = {
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Home: Key.HOME,
  End: Key.END,
  PageUp: Key.PAGE_UP,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  ' ': Key.SPACE,
};

/** The window for a top page: its viewport is about 500 × 740 px under MiniBrowser's toolbar. */
const TOP_WINDOW = { width: 500, height: 900 };

export class WebKitPhone implements Phone {
  readonly engine = 'webkit';
  /** The page's own frames: the frame page's `#page` for an exact size, else none (the page is the top one). */
  private base: string[] = [];
  /** The frames the test reads in: the page's, then any the test went into. */
  private path: string[] = [];
  /** The window's size for the frame's (set when it changes), so that a shot holds the whole frame. */
  private windowFor = '';

  /** `origin`: the suite's probe server for this worker, which serves the site under /h5/. */
  constructor(
    private readonly d: WebDriver,
    private readonly origin: string,
  ) {}

  async open(path: string, options: OpenOptions = {}): Promise<void> {
    const { lang = 'en-US', width, height } = options;
    await this.d.get(`${this.origin}/__webkit/frame.html`); // a page of the origin, to set its cookie
    await this.d.manage().addCookie({ name: '__lang', value: lang, path: '/' });
    const framed = width !== undefined && height !== undefined;
    const window = framed ? { width: Math.max(width + 40, 500), height: height + 160 } : TOP_WINDOW;
    if (this.windowFor !== `${window.width}x${window.height}`) {
      await this.d.manage().window().setRect(window);
      this.windowFor = `${window.width}x${window.height}`;
    }
    const held = `/h5/${path}${path.includes('?') ? '&' : '?'}fakeclock=1`;
    this.base = framed ? ['page'] : [];
    this.path = this.base;
    await this.d.get(
      framed
        ? `${this.origin}/__webkit/frame.html?src=${encodeURIComponent(held)}&w=${width}&h=${height}`
        : `${this.origin}${held}`,
    );
    await intoFrames(this.d, this.path);
    const ready = options.ready ?? 'html[data-ready]';
    await this.pageTimeUntil(() => this.run(shows, ready), `the page showing ${ready}`);
  }

  async frame(id: string | null): Promise<void> {
    this.path = id === null ? this.base : [...this.base, id];
    await intoFrames(this.d, this.path);
  }

  run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
    return readPage(this.d, `return ${callScript(fn as (...a: never[]) => unknown, args)};`);
  }

  runFor(ms: number): Promise<void> {
    return runFor(this.d, ms);
  }

  waitFor(seen: () => Promise<boolean>, what: string): Promise<void> {
    return pollUntil(seen, what);
  }

  pageTimeUntil(seen: () => Promise<boolean>, what: string): Promise<void> {
    return pollUntil(seen, what, () => this.runFor(100));
  }

  private find(name: RegExp) {
    return readPage<WebElement | null>(this.d, `return ${callScript(shownButton, [name.source, name.flags])};`);
  }

  async shown(name: RegExp): Promise<boolean> {
    return (await this.find(name)) !== null;
  }

  async tap(name: RegExp): Promise<void> {
    await this.waitFor(() => this.shown(name), `a button named ${name}`);
    const button = await this.find(name);
    if (!button) throw new Error(`no button named ${name}`);
    await button.click();
  }

  async tapAt(selector: string, x: number, y: number, landed?: () => Promise<boolean>): Promise<void> {
    // The element and its size in one read: actions place a pointer from the element's centre.
    const [origin, width, height] = await readPage<[WebElement | null, number, number]>(
      this.d,
      'const e = document.querySelector(arguments[0]); const r = e && e.getBoundingClientRect(); return [e, r ? r.width : 0, r ? r.height : 0];',
      selector,
    );
    if (!origin) throw new Error(`${selector} is not shown`);
    const at = { origin, x: Math.round(x - width / 2), y: Math.round(y - height / 2) };
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.d
          .actions()
          .move({ ...at, duration: 0 })
          .click()
          .perform();
      } catch (e) {
        // WebKitWebDriver now and then answers a pointer action with an empty error and no effect (no page error;
        // the page goes on): sent again once, and only where the page shows it did not land.
        const empty = e instanceof error.WebDriverError && e.message === '';
        if (!empty || attempt > 1 || !landed) throw e;
        await this.d.actions().clear();
        if (await landed()) return;
        console.warn(`[webkit] WebKitWebDriver refused a tap on ${selector} with an empty error; sent again`);
      }
    }
  }

  /** The messages of the page and of the frame the test is in, each document's probe's. */
  sent(): Promise<SentMessage[]> {
    return this.alongPath<SentMessage>('sent');
  }

  async slowWorker(ms: number): Promise<void> {
    const answer = await fetch(`${this.origin}/__webkit/slowWorker?ms=${ms}`);
    if (!answer.ok) throw new Error(`the probe server's worker switch answered ${answer.status}`);
  }

  async network(on: boolean): Promise<void> {
    const answer = await fetch(`${this.origin}/__webkit/network?${on ? 'on' : 'off'}=1`);
    if (!answer.ok) throw new Error(`the probe server's network switch answered ${answer.status}`);
  }

  /**
   * Ends the phone: the site's network back, the watch worker as it is, its service workers and caches gone (the suite's harness removes the
   * kept game), so that the next test's phone starts with nothing of this one.
   */
  async close(): Promise<void> {
    await this.network(true);
    await this.slowWorker(0);
    await this.d.get(`${this.origin}/__webkit/frame.html`);
    await this.d.executeAsyncScript(`const done = arguments[arguments.length - 1];
      Promise.all([
        navigator.serviceWorker.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister()))),
        caches.keys().then((ks) => Promise.all(ks.map((k) => caches.delete(k)))),
      ]).then(() => done(), (e) => done(String(e)));`);
  }

  press(key: KeyName): Promise<void> {
    return this.d.actions().sendKeys(KEYS[key]).perform();
  }

  /** The errors of the page and of the frame the test is in, each document's probe's. */
  errors(): Promise<string[]> {
    return this.alongPath<string>('errors');
  }

  /** The warnings of the page and of the frame the test is in, each document's probe's. */
  warnings(): Promise<string[]> {
    return this.alongPath<string>('warnings');
  }

  /** One of the probes' lists (drivers/phone/probe.js) from each document on the path, the page's first. */
  private async alongPath<T>(list: 'errors' | 'warnings' | 'sent'): Promise<T[]> {
    const all: T[] = [];
    for (let depth = this.base.length; depth <= this.path.length; depth++) {
      await intoFrames(this.d, this.path.slice(0, depth));
      all.push(...((await readPage<T[] | null>(this.d, `return window.__probe && window.__probe.${list}`)) ?? []));
    }
    return all;
  }

  painted(): Promise<Painted> {
    return this.run(paintedSoFar);
  }

  async shot(path: string): Promise<void> {
    await this.d.switchTo().defaultContent();
    writeFileSync(path, await this.d.takeScreenshot(), 'base64');
    await intoFrames(this.d, this.path);
  }
}

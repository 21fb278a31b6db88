// One phone for the browser tests: what a test does to a page and reads from it, the same in every engine.
// Chromium (chromium.ts, through Playwright) and WebKit (webkit.ts, WebKitGTK through its WebDriver) implement
// it, so that a behaviour both engines must show is one test file, run in each (tests/e2e/phone/).

export type Engine = 'chromium' | 'webkit';
export type Language = 'en-US' | 'zh-CN';

export interface OpenOptions {
  /** The phone's language (navigator.languages); en-US when left out. A phone in another language is a new phone. */
  readonly lang?: Language;
  /**
   * The page's viewport in CSS px: the page is then in a frame of that size (framePage) in both engines, as WebKit
   * shows an exact size only so; to the game, the frame's parent is its host. Left out, the page is the browser's
   * top page, with no host, at the engine's own size (Chromium 375 × 667; WebKit's window, at least 447 px wide).
   */
  readonly width?: number;
  readonly height?: number;
  /** What shows the page is ready: 'html[data-ready]' (React mounted or hydrated it) when left out. */
  readonly ready?: string;
}

/** A message to the host (docs/bridge.md): its number and its fields. */
export interface SentMessage {
  readonly msg: number;
  readonly [field: string]: unknown;
}

/** The game's score texts and next pieces' names as the open page painted them, in order. */
export interface Painted {
  readonly scores: readonly string[];
  readonly nexts: readonly string[];
}

/** Page-side: the record painted.js keeps. */
export const paintedSoFar = (): Painted =>
  (window as unknown as { __painted?: Painted }).__painted ?? { scores: [], nexts: [] };

/** The line the bridge logs for each message it would send with no host, before the message's JSON. */
export const NO_HOST_LINE = '[host bridge] no host; would send';

/** The keys a test presses, by their DOM names (KeyboardEvent.key). */
export type KeyName = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'Enter' | 'Escape' | 'Tab' | ' ';

export interface Phone {
  readonly engine: Engine;
  /**
   * Opens a page of the site (a path under /h5/) anew, page time held from the start (it moves only by `runFor`).
   * A test's phone keeps its storage, caches and service workers from one open to the next, as an app's WebView
   * keeps them; each test gets a new phone. Returns once the page shows `ready`.
   */
  open(path: string, options?: OpenOptions): Promise<void>;
  /** From now on reads and acts in the page's frame `#id` (the host simulator's game: 'game'), or the page (null). */
  frame(id: string | null): Promise<void>;
  /** Runs `fn` in the current frame with JSON arguments and answers its JSON result; `fn` must be self-contained. */
  run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Moves page time by `ms`. */
  runFor(ms: number): Promise<void>;
  /** Waits in real time, within 30 s, until `seen` holds: what the page draws after the page time that caused it. */
  waitFor(seen: () => Promise<boolean>, what: string): Promise<void>;
  /** Moves page time, 100 ms a round, until `seen` holds, within 30 s of real time (a chunk, art, a worker). */
  pageTimeUntil(seen: () => Promise<boolean>, what: string): Promise<void>;
  /** Whether a button whose accessible name matches `name` is shown now. */
  shown(name: RegExp): Promise<boolean>;
  /** Taps, as a finger would, the shown button whose accessible name matches `name`, once it is shown. */
  tap(name: RegExp): Promise<void>;
  /**
   * Taps, as a finger would, the element `selector` shows first at (x, y) CSS px from its top left corner.
   * `landed`, if given, says whether the tap took effect: a tap the driver refused with no effect is sent again once.
   */
  tapAt(selector: string, x: number, y: number, landed?: () => Promise<boolean>): Promise<void>;
  /** Presses a key, as a keyboard would, on what has the focus. */
  press(key: KeyName): Promise<void>;
  /**
   * Makes the watch worker as slow as a slow phone's from the next open on (slowWorker.ts): each batch of its
   * play-through `ms` of real time after the one before; 0, as it is. The next test's phone starts at 0.
   */
  slowWorker(ms: number): Promise<void>;
  /** Takes the site's network away (false) or gives it back; a test that takes it gives it back. */
  network(on: boolean): Promise<void>;
  /** What the open page's documents reported since it opened: uncaught errors, console.error, CSP refusals. */
  errors(): Promise<string[]>;
  /** What the open page's documents warned of since it opened (console.warn): a host message ignored, say. */
  warnings(): Promise<string[]>;
  /** What the open page would have sent a host, with none (the bridge logs each with console.info), in order. */
  sent(): Promise<SentMessage[]>;
  /** What the game's score and next piece showed, each time they changed from the first paint on (painted.js). */
  painted(): Promise<Painted>;
  /** Saves the window as a PNG at `path`, to look at. */
  shot(path: string): Promise<void>;
}

/** Page-side: the first shown button (laid out, visible, not transparent) whose accessible name matches, or null. */
export function shownButton(source: string, flags: string): HTMLButtonElement | null {
  const name = new RegExp(source, flags);
  const seen = (e: Element) => {
    if (e.getClientRects().length === 0 || getComputedStyle(e).visibility === 'hidden') return false;
    for (let a: Element | null = e; a; a = a.parentElement) if (getComputedStyle(a).opacity === '0') return false;
    return true;
  };
  for (const b of document.querySelectorAll('button'))
    if (name.test(b.getAttribute('aria-label') ?? b.innerText.replace(/\u00a0/g, ' ').trim()) && seen(b)) return b;
  return null;
}

/** `fn(...args)` as a page script's expression: the function's source, called with its arguments as JSON. */
export const callScript = (fn: (...args: never[]) => unknown, args: readonly unknown[]) =>
  `(${fn.toString()})(${args.map((a) => JSON.stringify(a) ?? 'undefined').join(', ')})`;

/**
 * The page a page of an exact size opens in, in both engines: a frame of that size (`?src=`, `?w=`, `?h=`; 390 × 700
 * px unless they say otherwise) at its top left. The frame's parent is, to the game, its host.
 */
export function framePage(q: URLSearchParams): string {
  const size = (k: string, d: number) => Math.min(4000, Math.max(100, Number(q.get(k)) || d));
  return (
    `<!doctype html><meta charset="utf-8"><title>frame</title><body style="margin:0">` +
    `<iframe id="page" src="${(q.get('src') ?? '').replace(/"/g, '&quot;')}" width="${size('w', 390)}" ` +
    `height="${size('h', 700)}" style="border:0;display:block"></iframe>`
  );
}

/** Page-side: whether the page shows `selector`. */
export const shows = (selector: string) => document.querySelector(selector) !== null;

/** Real time a page may take to bring what comes over the network or from a worker (a chunk, art, a replay). */
export const REAL_MS = 30_000;

/** Polls `seen` every 50 ms of real time until it holds; fails after REAL_MS naming `what`. */
export async function pollUntil(seen: () => Promise<boolean>, what: string, between?: () => Promise<void>) {
  const end = Date.now() + REAL_MS;
  while (!(await seen())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${REAL_MS / 1000} s of real time`);
    await (between ? between() : new Promise((ok) => setTimeout(ok, 50)));
  }
}

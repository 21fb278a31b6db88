// One MiniBrowser per test file, and what the tests read from it: the probe (errors, messages) and the
// fake clock (drivers/phone/probe.js, clock.js).
import { Builder, error, until, By, type WebDriver } from 'selenium-webdriver';
import { intoFrames, namingCrashes, readPage, runFor, WINDOW_GONE } from '../../../drivers/phone/webkit';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CAPABILITIES } from './capabilities';

export { readPage, runFor, WINDOW_GONE };

/** This worker's slot (globalSetup.ts): its own probe and driver, as files run side by side. */
const slot = () => (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % inject('webkitDrivers').length;

/** The site as this worker's probe serves it. */
export const webkitOrigin = () => inject('webkitOrigins')[slot()]!;

/** A page of the site, as the WebKit suite serves it. */
export const url = (path = '') => `${webkitOrigin()}/h5/${path}`;

/** Whether the session still has its browser: MiniBrowser gone, WebKitWebDriver deletes the session. */
const alive = (d: WebDriver) =>
  d.getTitle().then(
    () => true,
    (e: unknown) => !(e instanceof error.NoSuchSessionError),
  );

/** How long a new session may take to start (a second or two here). */
const SESSION_START_MS = 25_000;

/**
 * A new session. WebKitWebDriver can leave a request for one unanswered: one that has not started in
 * SESSION_START_MS is asked for again, once, and the log says so; if the first comes after all, it is ended, so
 * the driver is free.
 */
async function newSession(server: string, capabilities: object): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    const asked = new Builder().usingServer(server).withCapabilities(capabilities).build();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((ok) => (timer = setTimeout(() => ok(null), SESSION_START_MS)));
    const started = await Promise.race([asked, late]).finally(() => clearTimeout(timer));
    if (started) return namingCrashes(started);
    asked.then(
      (d) => d.quit().catch(() => {}),
      () => {},
    );
    if (attempt === 2) throw new Error(`no WebKit session within ${SESSION_START_MS / 1000} s, twice`);
    console.warn(`[webkit] no session within ${SESSION_START_MS / 1000} s; asking for another`);
  }
}

/** A MiniBrowser for the file's tests; `args()`, read as it starts, adds to its command line (e.g. a proxy). */
export function useWebKit(args: () => string[] = () => []): () => WebDriver {
  let driver: WebDriver | undefined;
  const start = async () => {
    const options = CAPABILITIES['webkitgtk:browserOptions'];
    const capabilities = {
      ...CAPABILITIES,
      'webkitgtk:browserOptions': { ...options, args: [...options.args, ...args()] },
    };
    driver = await newSession(inject('webkitDrivers')[slot()]!, capabilities);
  };
  beforeAll(start);
  // A test the project retries because MiniBrowser itself died (its retry condition in vite.config.ts)
  // runs again in a new browser; the log says so.
  beforeEach(async ({ task }) => {
    // A retry is only ever for a MiniBrowser or a page of it that died: it gets a new browser, even where the old
    // one still answers (a page process gone leaves the browser up, in no state to play).
    const retry = task.result?.retryCount ?? 0;
    if (!driver || (retry === 0 && (await alive(driver)))) return;
    console.warn(`[webkit] MiniBrowser died before "${task.name}" (retry ${retry}); new session`);
    await driver.quit().catch(() => {});
    await start();
  });
  // One browser serves the file's tests: a game one test played is kept by the page (IndexedDB) and would
  // come back in the next test's game. Each test starts with nothing kept, as in a new phone.
  afterEach(async () => {
    if (driver && (await alive(driver))) await forgetKeptGame(driver);
  });
  afterAll(async () => {
    await driver?.quit();
  });
  return () => {
    if (!driver) throw new Error('WebKit session not started');
    return driver;
  };
}

/** Removes the game the site's pages keep (src/play/view/browser/keptDatabase.ts) from the suite's origin. */
async function forgetKeptGame(d: WebDriver): Promise<void> {
  await d.get(`${webkitOrigin()}/__webkit/frame.html`);
  await d.executeAsyncScript(`const done = arguments[arguments.length - 1];
    localStorage.removeItem('bigWatermelon.game');
    localStorage.removeItem('bigWatermelon.game.2');
    const r = indexedDB.deleteDatabase('bigWatermelon');
    r.onsuccess = r.onerror = r.onblocked = () => done();`);
}

export interface Sent {
  msg: number;
  score?: number;
  replay?: string;
  image?: string;
}

/** What the page's probe holds: its errors, the messages it would have sent to a host, the app links opened. */
export const probe = (d: WebDriver) =>
  readPage<{ errors: string[]; warnings: string[]; sent: Sent[]; launched: string[] }>(d, 'return window.__probe');

/** A page of the site in a 390 × 700 px frame, or `size` (probeServer.ts), the test switched into it. */
export async function openFramed(d: WebDriver, path: string, size?: { width: number; height: number }): Promise<void> {
  const at = size ? `&w=${size.width}&h=${size.height}` : '';
  await d.get(`${webkitOrigin()}/__webkit/frame.html?src=${encodeURIComponent(`/h5/${path}`)}${at}`);
  await intoFrame(d, 'page');
}

/**
 * Real time a page may take to bring what comes over the network or from a worker: a framed page, a chunk, art, a
 * replay played through.
 */
const REAL_MS = 30_000;

/** Into the frame `#id` of the page shown, once it holds its own document (intoFrames). */
export const intoFrame = (d: WebDriver, id: string) => intoFrames(d, [id], REAL_MS);

/**
 * Runs page time, 100 ms a round, until `seen` holds, within REAL_MS of real time. For what needs both clocks: a
 * chunk or art that comes in real time and shows in page time. Bounded by real time, not by a count of rounds,
 * which a busy machine runs through before the network has answered.
 */
export const pageTimeUntil = (d: WebDriver, seen: () => Promise<boolean>, what: string) =>
  d.wait(
    async () => {
      if (await seen()) return true;
      await runFor(d, 100);
      return false;
    },
    REAL_MS,
    what,
  );

/** Opens a page and waits until React has mounted or hydrated it. */
export async function openApp(d: WebDriver, path: string): Promise<void> {
  await d.get(url(path));
  await d.wait(until.elementLocated(By.css('html[data-ready]')), 20_000);
}

/**
 * The phone's language for the pages this file's browser opens from now on: a `__lang` cookie on the suite's
 * origin, which the injected probe turns into navigator.languages. Call it in a test; `afterAll` takes it away.
 */
export async function setLanguage(d: WebDriver, lang: string): Promise<void> {
  await d.get(`${webkitOrigin()}/__webkit/frame.html`); // a page of the origin, to set its cookie
  await d.manage().addCookie({ name: '__lang', value: lang, path: '/' });
}

/** Takes the language cookie away after the file's tests, so it stays with this file's browser. */
export const forgetLanguage = (webkit: () => WebDriver) =>
  afterAll(() =>
    webkit()
      .manage()
      .deleteCookie('__lang')
      .catch(() => {}),
  );

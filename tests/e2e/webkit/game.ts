// Playing the game in WebKit with page time under the test's control (?fakeclock=1): drops, the prop
// buttons, the host's calls, and the world read through the page's probe (window.bigWatermelon).
import { By, error, type WebDriver, type WebElement } from 'selenium-webdriver';
import { callScript, shownButton } from '../../../drivers/phone/phone';
import type { Seen } from '../phone/game';
import { openApp, pageTimeUntil, readPage, runFor } from './harness';

export type { Seen };

export const world = (d: WebDriver) =>
  readPage<Seen>(
    d,
    `const w = window.bigWatermelon.world();
    return { phase: w.phase, score: w.score, falling: w.fallingId, revives: w.revives, currentKind: w.current.kind,
      nextId: w.nextId };`,
  );

/** Opens the game at a seed, with page time frozen, and waits (in page time) for the board. */
export async function openGame(d: WebDriver, seed: number): Promise<WebElement> {
  await openApp(d, `BigWatermelon?seed=${seed}&fakeclock=1`).catch(() => {}); // ready comes with page time
  return boardReady(d);
}

/** Runs page time until the game's board is drawn (in the current frame), then past the popup guards. */
export async function boardReady(d: WebDriver): Promise<WebElement> {
  // The art comes in real time, the board shows in page time.
  await pageTimeUntil(
    d,
    () =>
      d.executeScript<boolean>(
        'return !!window.bigWatermelon && !!document.querySelector("html[data-ready] [data-testid=board] canvas")',
      ),
    'the board',
  );
  await runFor(d, 600); // past the popup guards
  return d.findElement(By.css('[data-testid=board]'));
}

/**
 * Taps the board at a world x (0–375) and runs page time until the piece has landed; `each`, if given, is
 * called after every 100 ms of it (to watch what the stage shows on the way).
 */
export async function dropAt(d: WebDriver, board: WebElement, x: number, each?: () => Promise<void>): Promise<Seen> {
  const rect = await boardRect(board);
  const scale = rect.width / (375 + 12);
  const dx = Math.round((x + 6) * scale - rect.width / 2);
  await tap(d, board, dx, Math.round(20 - rect.height / 2));
  await runFor(d, 100); // a refused tap still lets time pass, so the next one can count
  await each?.();
  let w = await world(d);
  for (let i = 0; i < 40 && w.falling !== null && w.phase === 'playing'; i++) {
    await runFor(d, 100);
    await each?.();
    w = await world(d);
  }
  return w;
}

/** The effects on the stage now: each one's kind ("burst", "points", …) and its text ("+6"; '' for none). */
export const effectTexts = (d: WebDriver) =>
  readPage<[string, string][]>(
    d,
    `return window.bigWatermelon.stage().find('.effect').map((n) => {
      const t = n.findOne('Text');
      return [n.name().replace(/^effect effect-/, ''), t ? t.text() : ''];
    });`,
  );

/** The prop row's hint (a live region): '' while it shows none, null if there is no such region. */
export const propHint = (d: WebDriver) =>
  readPage<string | null>(
    d,
    `const s = document.querySelector('[role=status][class*=propHint]');
    return s ? s.textContent : null;`,
  );

/**
 * The board's box. WebKitWebDriver may answer this read with an empty ElementNotInteractableError (after a
 * revive); as with `tap`'s empty errors, it is asked once more, and any other error, or a second one, fails.
 */
async function boardRect(board: WebElement): ReturnType<WebElement['getRect']> {
  try {
    return await board.getRect();
  } catch (e) {
    if (!(e instanceof error.WebDriverError && e.message === '')) throw e;
    console.warn('[webkit] WebKitWebDriver refused to read the board box with an empty error; asked again');
    return board.getRect();
  }
}

/**
 * A pointer tap at an offset from an element's centre. WebKitWebDriver now and then answers a pointer action
 * with an empty error and no effect (no page error; the page goes on). Such a tap is sent again, once, and only
 * if the page shows it did not land: no drop (the next piece's id is unchanged) and the game not over. Any
 * other error, or a second one, fails the test.
 */
async function tap(d: WebDriver, origin: WebElement, x: number, y: number): Promise<void> {
  const before = await world(d);
  for (let attempt = 1; ; attempt++) {
    try {
      return await d.actions().move({ origin, x, y, duration: 0 }).click().perform();
    } catch (e) {
      const empty = e instanceof error.WebDriverError && e.message === '';
      if (!empty || attempt > 1) throw e;
      await d.actions().clear();
      const now = await world(d);
      if (now.nextId !== before.nextId || now.phase !== before.phase) return;
      console.warn(
        `[webkit] WebKitWebDriver refused a tap with an empty error; sent again (page: ${JSON.stringify(now)})`,
      );
    }
  }
}

/**
 * A shown button (laid out, visible, not transparent) by its accessible text (its aria-label, else its text with
 * no-break spaces as spaces, as WebDriver reads it), or null. Found in one page script, so a render between
 * finding the page's buttons and reading each cannot leave the driver a detached one.
 */
async function shown(d: WebDriver, name: RegExp): Promise<WebElement | null> {
  return readPage<WebElement | null>(d, `return ${callScript(shownButton, [name.source, name.flags])};`);
}

/** A shown button by its accessible text; it must be there now. */
export async function button(d: WebDriver, name: RegExp): Promise<WebElement> {
  const b = await shown(d, name);
  if (!b) throw new Error(`no button named ${name}`);
  return b;
}

/**
 * Taps a popup's button as a person would: once the popup is on screen (React draws it in real time, after
 * the page time that opened it), and 600 ms of page time later, past the guard against a tap meant for the
 * board (a popup counts taps from 500 ms after it showed).
 */
export async function tapPopup(d: WebDriver, name: RegExp): Promise<void> {
  await d.wait(async () => (await shown(d, name)) !== null, 10_000, `a button named ${name}`);
  await runFor(d, 600);
  await (await button(d, name)).click();
}

/** Calls one of the host's global callbacks, as the app would. */
export const hostCall = (d: WebDriver, name: string, payload?: unknown) =>
  d.executeScript(`window[arguments[0]](arguments[1])`, name, payload);

/**
 * From the pause popup: Ranking, then Today's list (its top score: 857 from the simulator, 320 from the guides' pages)
 * and Total's (4096) as the host answers them. The answers come back by postMessage and a render: real tasks,
 * waited for, not timed.
 */
export async function bothRankings(d: WebDriver, today = '857'): Promise<void> {
  await tapPopup(d, /^Ranking$/);
  const panel = () => d.findElement(By.css('[role=tabpanel]')).getText();
  await d.wait(async () => (await panel()).includes(today), 5000, "Today's list");
  await tapPopup(d, /^Total$/);
  await d.wait(async () => (await panel()).includes('4096'), 5000, "Total's list");
}

/**
 * With no bombs left: Bomb asks for one (8) and the host grants it; past the cooldown, Bomb uses it (6) and
 * the bomb comes next. Then drops until the game is over; returns the world then.
 */
export async function grantedBombToGameOver(d: WebDriver, board: WebElement): Promise<Seen> {
  await (await button(d, /^Bomb/)).click();
  await runFor(d, 3100);
  await (await button(d, /^Bomb/)).click();
  await d.wait(async () => (await world(d)).currentKind === 'bomb', 5000, 'the bomb as the next piece');
  let w = await dropAt(d, board, 93.75);
  for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(d, board, 40 + (i % 3) * 5);
  return w;
}

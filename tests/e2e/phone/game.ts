// The game on a phone (drivers/phone/): opened at a seed with page time held, and read through its probe.
import type { OpenOptions, Phone } from '../../../drivers/phone/phone';

/** Page-side: whether the game's board is drawn (its canvas in a ready page). */
export const boardDrawn = () => document.querySelector('html[data-ready] [data-testid=board] canvas') !== null;

/** Opens the game at `seed` and runs page time until its board is drawn, then past the popup guards. */
export async function openGame(p: Phone, seed = 7, options: OpenOptions = {}): Promise<void> {
  await p.open(`BigWatermelon?seed=${seed}`, options);
  await p.pageTimeUntil(() => p.run(boardDrawn), 'the board');
  await p.runFor(600);
}

/** Page-side: how many open popups say `text` (the pause popup: "Paused"). */
export const popupsSaying = (text: string) =>
  [...document.querySelectorAll('dialog[open]')].filter((e) => e.textContent?.includes(text)).length;

/**
 * Taps a popup's button as a person would: once it is on screen (React draws it in real time, after the page
 * time that opened it), and 600 ms of page time later, past the guard against a tap meant for the board (a popup
 * counts taps from 500 ms after it showed).
 */
export async function tapPopup(p: Phone, name: RegExp): Promise<void> {
  await p.waitFor(() => p.shown(name), `a button named ${name}`);
  await p.runFor(600);
  await p.tap(name);
}

/** What a test reads of the game's world (the page's probe, window.bigWatermelon). */
export interface Seen {
  phase: string;
  score: number;
  falling: number | null;
  revives: number;
  currentKind: string;
  /** The id the next piece will get: it grows with every drop. */
  nextId: number;
}

/** Page-side: the world as `Seen`. */
export function seen(): Seen {
  type World = Seen & { fallingId: number | null; current: { kind: string } };
  const w = (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon.world();
  return {
    phase: w.phase,
    score: w.score,
    falling: w.fallingId,
    revives: w.revives,
    currentKind: w.current.kind,
    nextId: w.nextId,
  };
}

export const world = (p: Phone) => p.run(seen);

/** Page-side: the world as `Seen`, and the board's width in CSS px. */
const seenAndBoard = () => {
  type World = Seen & { fallingId: number | null; current: { kind: string } };
  const w = (window as unknown as { bigWatermelon: { world(): World } }).bigWatermelon.world();
  return {
    nextId: w.nextId,
    phase: w.phase,
    width: document.querySelector('[data-testid=board]')!.getBoundingClientRect().width,
  };
};

/**
 * Page-side: runs page time 100 ms, then 100 ms a round (at most 40 more) until no piece falls or the game is
 * no longer in play; the world then. The page's own real work runs between rounds, as it does between a test's
 * calls. Once per `asked`: asked again (WebKitWebDriver can lose an answer and ask again, drivers/phone/webkit.ts),
 * it answers what the first ask found and moves no time.
 */
export function landing(asked: number): Promise<Seen> {
  type World = Seen & { fallingId: number | null; current: { kind: string } };
  const page = window as unknown as {
    bigWatermelon: { world(): World };
    __clock: { runFor(ms: number): number; realWait(ms: number): Promise<void> };
    __landing?: { asked: number; done: Promise<Seen> };
  };
  if (page.__landing?.asked === asked) return page.__landing.done;
  // `seen`, written again: a page-side function carries no module function with it.
  const read = (): Seen => {
    const w = page.bigWatermelon.world();
    const { phase, score, revives, nextId } = w;
    return { phase, score, falling: w.fallingId, revives, currentKind: w.current.kind, nextId };
  };
  const done = (async () => {
    page.__clock.runFor(100); // a refused tap still lets time pass, so the next one can count
    let w = read();
    for (let i = 0; i < 40 && w.falling !== null && w.phase === 'playing'; i++) {
      await page.__clock.realWait(0);
      page.__clock.runFor(100);
      w = read();
    }
    return w;
  })();
  page.__landing = { asked, done };
  return done;
}

/** Each landing's number (`landing`'s `asked`). */
let landings = 0;

/**
 * Taps the board at a world x (0–375), then runs page time until the piece has landed; the world then. Three
 * calls to the page: the world and the board's size, the tap, and the landing.
 */
export async function dropAt(p: Phone, x: number): Promise<Seen> {
  const before = await p.run(seenAndBoard);
  const landed = async () => {
    const now = await world(p);
    return now.nextId !== before.nextId || now.phase !== before.phase;
  };
  await p.tapAt('[data-testid=board]', ((x + 6) * before.width) / (375 + 12), 20, landed);
  return p.run(landing, ++landings);
}

/** Drops at x = 40 until the game is over, then runs the countdown that reports the score; the world then. */
export async function playToTheEnd(p: Phone): Promise<Seen> {
  let w = await world(p);
  for (let i = 0; i < 80 && w.phase !== 'ended'; i++) w = await dropAt(p, 40);
  await p.runFor(3100);
  return w;
}

/** Calls one of the host's global callbacks, as the app would. */
export const hostCall = (p: Phone, name: string, payload?: unknown) =>
  p.run(
    (n: string, arg: unknown) => void (window as unknown as Record<string, (a: unknown) => void>)[n]!(arg),
    name,
    payload,
  );

/** Page-side: the game's world and its partner board's, each number as its IEEE-754 bits (worldBits in Node). */
export function worldsShown() {
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  const bits = (w: unknown) =>
    w &&
    JSON.stringify(w, (_k, v: unknown) => {
      if (typeof v !== 'number') return v;
      f[0] = v;
      return `${u[1]!.toString(16)}:${u[0]!.toString(16)}`;
    });
  type W = { score: number; frame: number; phase: string; seed: number };
  const g = (window as unknown as { bigWatermelon: { world(): W; partnerWorld(): W | null } }).bigWatermelon;
  const w = g.world();
  const q = g.partnerWorld();
  return {
    score: w.score,
    seed: w.seed,
    mine: bits(w) as string,
    partner: (bits(q) ?? null) as string | null,
    frame: w.frame,
    partnerFrame: q ? q.frame : null,
    phase: w.phase,
  };
}

/** Waits in real time for the page's duel to count down: its code and its view are chunks fetched with it. */
export const countingDown = (p: Phone) =>
  p.waitFor(() => p.run(() => !!document.querySelector('[data-testid=duel-countdown]')), "the duel's countdown");

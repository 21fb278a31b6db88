// bench:start's rows for a kept game: the next day's open of a phone that kept a 20-minute game, beside the
// same open with nothing kept, alternated on one phone. Chromium as bench/phone.ts opens it (no DevTools in the
// page, each request held one round trip, 4× CPU); WebKit as drivers/webkitPhone.ts does (an iPhone without
// the worker: MiniBrowser launched per open on a persistent profile, 1× CPU). Playable with a kept game is the
// kept game on screen on its pause popup, ready for Continue; with none, the board shown. Target: at most 50 ms
// more (issue #58).
import { decodeReplay, encodeReplay, playReplay } from '../src/game';
import { INITIAL_PROPS } from '../src/play/flow/store';
import { keptText } from '../src/play/kept/game';
import { KEPT_KEY } from '../src/play/kept/storage';
import { playBot } from '../fixtures/bot';
import { median, table, WATCH_PLAYABLE } from './lib';
import { network, phone, truePhone, type Calibration } from './phone';
import { KEEP_PAGE, KEPT_HASH, webkitNetwork, webkitPhone } from '../drivers/webkitPhone';

export const KEPT_TARGET_MS = 50;
const MINUTES = 20;
const MIN_PIECES = 15;

/** A 20-minute honest game, still in play, as the page keeps it. */
export function keptGameText(): { text: string; seed: number; score: number; pieces: number } {
  const frames = MINUTES * 60 * 60;
  for (let seed = 1; seed < 20; seed++) {
    const g = playBot(seed, { maxFrames: frames, strong: true, specialRate: 0.001, minWait: 60, maxWait: 240 });
    if (g.world.frame < frames) continue;
    // Cut at its 20th minute (the bot may have played on, or ended, after it).
    const d = decodeReplay(g.replay);
    if (!d.ok) throw new Error(d.reason);
    const cut = { ...d.replay, frames, actions: d.replay.actions.filter((a) => a.frame < frames) };
    const p = playReplay(cut);
    // A board as a player leaves it mid-game (the bot's bombs may have just cleared it).
    if (!p.ok || p.world.phase === 'ended' || p.world.pieces.length < MIN_PIECES) continue;
    const world = { ...p.world, phase: 'paused' as const };
    const books = { asked: [], last: {} };
    const state = { props: INITIAL_PROPS, books, cooldowns: { bomb: 0, wildcard: 0 }, contentHeight: null };
    const text = keptText(
      { savedAt: Date.now(), left: false, world, held: [], reported: '', ...state },
      encodeReplay(cut),
    );
    return { text, seed, score: world.score, pieces: world.pieces.length };
  }
  throw new Error(`no ${MINUTES}-minute game in 20 seeds`);
}

/** `watch` edited by `edit`; throws if the edit no longer applies to bench/lib.ts's WATCH_PLAYABLE. */
function edited(watch: string, edit: (w: string) => string): string {
  const out = edit(watch);
  if (out === watch) throw new Error('bench/lib.ts WATCH_PLAYABLE changed: bench/keptOpen.ts edits no longer apply');
  return out;
}

/**
 * Playable when the frame that shows it has been painted: a frame, then a task after it (KEPT_PAINTED=1, both
 * rows). The rows' measure is otherwise bench:start's (the DOM says playable), under which the kept game pays
 * the page's first layout inside its commit (showModal() lays out the page to focus the popup) where the
 * open with nothing kept pays it in the frame after; painted, both pay it, and the kept game also pays the
 * first raster of its pieces.
 */
const painted = (watch: string) =>
  edited(watch, (w) =>
    w.replace(
      /window\.__benchPlayable = performance\.now\(\);\s*console\.debug\(([^;]*)\);/,
      `requestAnimationFrame(() => {
        const c = new MessageChannel();
        c.port1.onmessage = () => {
          window.__benchPlayable = performance.now();
          console.debug($1);
        };
        c.port2.postMessage(null);
      });`,
    ),
  );

const PAINTED = Boolean(process.env.KEPT_PAINTED);
/** Playable with nothing kept: the board shown, no progress bar (painted, with KEPT_PAINTED). */
const WATCH_NONE = PAINTED ? painted(WATCH_PLAYABLE) : WATCH_PLAYABLE;
/** Playable as the kept game is: the board shown, no progress bar, and its pause popup open. */
const WATCH_KEPT = edited(WATCH_NONE, (w) =>
  w.replace(
    "!document.querySelector('[role=progressbar]')",
    "!document.querySelector('[role=progressbar]') && document.querySelector('dialog[open]')",
  ),
);

/**
 * Puts `text` (null: nothing) where the page keeps its game (IndexedDB and its local storage copy), from a page
 * of the same origin.
 */
export const keep = (text: string | null) => `new Promise((ok, fail) => {
  ${text === null ? `localStorage.removeItem('${KEPT_KEY}')` : `localStorage.setItem('${KEPT_KEY}', ${JSON.stringify(text)})`};
  const r = indexedDB.open('bigWatermelon', 1);
  r.onupgradeneeded = () => r.result.createObjectStore('kept');
  r.onerror = () => fail(r.error);
  r.onsuccess = () => {
    const tx = r.result.transaction('kept', 'readwrite');
    const s = tx.objectStore('kept');
    ${text === null ? "s.delete('game')" : `s.put(${JSON.stringify(text)}, 'game')`};
    tx.oncomplete = () => { r.result.close(); ok(true); };
  };
})`;

/** One open as both engines' phones report it, in ms from its navigation's start. */
interface Open {
  /** The HTML parsed (domInteractive). */
  interactive: number;
  playable: number;
}

export interface KeptOpens {
  engine: 'Chromium' | 'WebKit';
  /** Chromium's CPU: its own 4× (the page's main thread), or the true phone's (every thread, the worker too). */
  cpu?: 'cdp' | 'true';
  /** The true phone's calibration (bench/phone.ts). */
  phone?: Calibration;
  none: Open[];
  kept: Open[];
  game: { seed: number; score: number; pieces: number; kb: number };
}

const gameOf = (kept: ReturnType<typeof keptGameText>) => ({
  seed: kept.seed,
  score: kept.score,
  pieces: kept.pieces,
  kb: +(kept.text.length / 1000).toFixed(1),
});

/** The kinds of open in run `r`: which goes first alternates. */
const order = (r: number) => (r % 2 ? (['kept', 'none'] as const) : (['none', 'kept'] as const));

/**
 * `runs` opens of each kind, alternated, on one phone whose worker is installed (its first open): slowed `cpu`
 * times by Chromium, or 'true': the true phone (bench/cpuQuota.ts), its service worker slowed too.
 */
export async function keptOpens(origin: string, game: string, reference: string, cpu: number | 'true', runs: number) {
  const kept = keptGameText();
  const net = await network(origin);
  const truly = cpu === 'true' ? await truePhone() : null;
  const device = truly ?? (await phone(cpu as number));
  const out: KeptOpens = {
    engine: 'Chromium',
    cpu: truly ? 'true' : 'cdp',
    ...(truly ? { phone: truly.calibration } : {}),
    none: [],
    kept: [],
    game: gameOf(kept),
  };
  try {
    await device.open(`${net.origin}${game}`, true, (run) => run('navigator.serviceWorker.ready.then(() => true)'));
    for (let r = 0; r < runs; r++)
      for (const which of order(r)) {
        // Set from another page of the origin: a game page writes its own game as it closes.
        await device.open(`${net.origin}${reference}`, false, (run) => run(keep(which === 'kept' ? kept.text : null)));
        out[which].push(
          await device.open(`${net.origin}${game}`, true, undefined, which === 'kept' ? WATCH_KEPT : WATCH_NONE),
        );
      }
  } finally {
    await device.close();
    await net.close();
  }
  return out;
}

/**
 * `runs` opens of each kind, alternated, on an iPhone in WebKit without the worker, after its first open. The
 * game is kept from a page of the proxy's own on the game's origin (KEEP_PAGE), in a launch of its own.
 */
export async function webkitKeptOpens(origin: string, game: string, runs: number) {
  const kept = keptGameText();
  const net = await webkitNetwork(origin, { refuse: /-sw\.js(\?|$)/ });
  const device = await webkitPhone();
  const out: KeptOpens = { engine: 'WebKit', none: [], kept: [], game: gameOf(kept) };
  try {
    await device.open(`${net.origin}${game}`, net);
    for (let r = 0; r < runs; r++)
      for (const which of order(r)) {
        net.keeping(keep(which === 'kept' ? kept.text : null));
        await device.open(`${net.origin}${KEEP_PAGE}`, net); // its idle lets WebKit write local storage out
        const open = await device.open(`${net.origin}${game}${which === 'kept' ? KEPT_HASH : ''}`, net);
        // The kept game on its pause popup, with its score; with none, a new game and no popup.
        const isKept = which === 'kept';
        if (isKept !== open.popup || isKept !== open.text.includes(String(kept.score)))
          throw new Error(
            `a ${which} open showed ${open.popup ? 'a popup' : 'no popup'}: ${JSON.stringify(open.text)}`,
          );
        out[which].push(open);
      }
  } finally {
    device.close();
    await net.close();
  }
  return out;
}

/**
 * The rows: playable with none and with the kept game, medians, and the difference judged against the target
 * as the median of each pair's (the two opens made one after the other): the machine's drift between
 * pairs cancels out.
 */
export function keptRows(o: KeptOpens) {
  const none = Math.round(median(o.none.map((x) => x.playable)));
  const kept = Math.round(median(o.kept.map((x) => x.playable)));
  const pairs = o.kept.map((k, i) => k.playable - o.none[i]!.playable);
  const moreMs = Math.round(median(pairs));
  const sorted = [...pairs].sort((a, b) => a - b);
  const quartile = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? NaN);
  // Before the page's scripts start: what the kept game adds to parsing the HTML (the prepaint script's part).
  const moreInteractiveMs = Math.round(median(o.kept.map((k, i) => k.interactive - o.none[i]!.interactive)));
  return {
    none,
    kept,
    moreMs,
    spread: [quartile(0.25), quartile(0.75)] as const,
    moreInteractiveMs,
    met: moreMs <= KEPT_TARGET_MS,
  };
}

/** Prints the rows. */
export function printKept(o: KeptOpens) {
  const r = keptRows(o);
  console.log(
    `\nA kept game in ${o.engine} (seed ${o.game.seed}, ${MINUTES} minutes, score ${o.game.score}, ${o.game.pieces} ` +
      `pieces, ${o.game.kb} KB kept): the next day's open, as a phone (no DevTools), ` +
      `${o.engine === 'WebKit' ? 'an iPhone without the worker, 1× CPU' : o.cpu === 'true' ? `the true phone (index ${o.phone?.page}: every thread slowed, the service worker too)` : '4× CPU (the page’s main thread)'}, medians of ${o.none.length}` +
      `${PAINTED && o.engine === 'Chromium' ? ', playable when painted' : ''}\n`,
  );
  console.log(
    table([
      { measure: 'next day, new page, nothing kept: playable', ms: r.none, reference: '', target: '', '': '' },
      {
        measure: 'next day, new page, a 20-minute game kept: on its pause popup',
        ms: r.kept,
        reference: `${r.none} (nothing kept)`,
        target: `≤ +${KEPT_TARGET_MS} ms`,
        '': `${r.moreMs >= 0 ? '+' : ''}${r.moreMs} ms (pairs; quartiles ${r.spread.join(' to ')}) ${r.met ? 'met' : 'MISSED'}`,
      },
      {
        measure: '  of which before its scripts start (HTML parsed)',
        ms: '',
        reference: '',
        target: '',
        '': `${r.moreInteractiveMs >= 0 ? '+' : ''}${r.moreInteractiveMs} ms (pairs)`,
      },
    ]),
  );
  return r;
}

// A new version found before the player's first touch: the page switches to it at once, by asking the
// waiting worker to take over and reloading, so a deploy (a policy-only one too) reaches the open
// that finds it. The host's calls go to the next page (handoff.ts). Once the player has touched the
// game, the page keeps its version: the game in play finishes on it, and the next open runs the new.
// The page reloads only into a worker that said it takes over: the kill switch (deploy/), which takes
// over by itself and says nothing, leaves the open page running.

/** How long the page waits for the worker's answer, and then for it to take over; then it carries on as it was. */
export const ANSWER_TIMEOUT_MS = 1000;
export const TAKEOVER_TIMEOUT_MS = 3000;

export type SwitchEnv = Readonly<{
  /** Whether the player has touched the page (pointer or key) since it opened. */
  touched: () => boolean;
  /** Saves what the host sent for the next page; resolves to its undo, or null if it cannot (then no switch). */
  handOff: () => Promise<(() => void) | null>;
  /** Saves it again, just before the reload: with any call that came in meanwhile. */
  handOffAgain: () => void;
  /** Holds the player's input back while the page switches; returns the release. */
  holdInput: () => () => void;
  /** Asks a waiting worker to take over; resolves when it says it does (never, for another kind of worker). */
  ask: (worker: Worker) => Promise<void>;
  reload: () => void;
  /** Notes that the page went on with its version after all: the `game:version-kept` mark, for tests and traces. */
  wentOn: () => void;
  after: (ms: number, then: () => void) => void;
}>;

type Worker = Pick<ServiceWorker, 'state' | 'postMessage' | 'addEventListener'>;

/** The mark a page makes when it asked a new worker to take over and went on with its own version. */
export const VERSION_KEPT_MARK = 'game:version-kept';

/** What the page sends a waiting game worker (src/sw/gameWorker.ts), and its answer on the given port. */
export const TAKE_OVER = { type: 'SKIP_WAITING' } as const;
export const TAKING_OVER = 'taking over';
export type ServingWorkers = Readonly<{
  registration: Pick<ServiceWorkerRegistration, 'addEventListener'> & {
    readonly installing: Worker | null;
    readonly waiting: Worker | null;
  };
  container: Pick<ServiceWorkerContainer, 'addEventListener'>;
}>;

/** Watches a registration that serves this page for a new worker, and switches to it when it may. */
export function switchToNewVersion({ registration, container }: ServingWorkers, env: SwitchEnv): void {
  let started = false;
  const consider = async (worker: Worker) => {
    if (started || worker.state !== 'installed' || env.touched()) return;
    started = true;
    const undo = await env.handOff();
    if (!undo || env.touched()) {
      undo?.();
      started = false; // a later worker may still be taken, if the player has not touched the game
      return;
    }
    const release = env.holdInput();
    let outcome: 'waiting' | 'reloading' | 'gave up' = 'waiting';
    let agreed = false;
    let changed = false;
    const reloadOnceBoth = () => {
      if (outcome !== 'waiting' || !agreed || !changed) return;
      outcome = 'reloading';
      env.handOffAgain();
      env.reload();
    };
    container.addEventListener('controllerchange', () => ((changed = true), reloadOnceBoth()));
    const giveUp = () => {
      if (outcome !== 'waiting') return;
      outcome = 'gave up'; // the page goes on with the version it has
      undo();
      release();
      env.wentOn();
    };
    env.after(ANSWER_TIMEOUT_MS, () => agreed || giveUp());
    env.after(TAKEOVER_TIMEOUT_MS, giveUp);
    void env.ask(worker).then(() => ((agreed = true), reloadOnceBoth()));
  };
  const watch = (worker: Worker | null) => {
    if (!worker) return;
    void consider(worker);
    worker.addEventListener('statechange', () => void consider(worker));
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

const INPUT_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'touchstart', 'touchend'] as const;

/** Starts noting the player's first touch, from the page's first script on. */
export function trackTouches(win: Window): () => boolean {
  let touched = false;
  const note = () => (touched = true);
  for (const type of ['pointerdown', 'keydown'] as const) win.addEventListener(type, note, { capture: true });
  return () => touched;
}

/** The browser's side of SwitchEnv, with the page's hand-off (handoff.ts's hostCallHandOff). */
export function browserSwitchEnv(
  win: Window,
  touched: () => boolean,
  handOff: { first: SwitchEnv['handOff']; last: () => void },
): SwitchEnv {
  return {
    touched,
    handOff: handOff.first,
    handOffAgain: handOff.last,
    holdInput: () => {
      // Nothing reaches the game while it is replaced: a tap now would start a game the reload ends.
      const hold = (e: Event) => (e.stopImmediatePropagation(), e.preventDefault());
      for (const type of INPUT_EVENTS) win.addEventListener(type, hold, { capture: true });
      return () => INPUT_EVENTS.forEach((type) => win.removeEventListener(type, hold, { capture: true }));
    },
    ask: (worker) =>
      new Promise((agreed) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => e.data === TAKING_OVER && agreed();
        worker.postMessage(TAKE_OVER, [channel.port2]);
      }),
    reload: () => win.location.reload(),
    wentOn: () => win.performance.mark(VERSION_KEPT_MARK),
    after: (ms, then) => void win.setTimeout(then, ms),
  };
}

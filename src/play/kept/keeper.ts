// A game outlives its page: the session's part that keeps the game on the device as it changes, and at
// the next open brings it back on the pause popup, or settles it (its unseen score reported, its specials
// carried into the new game) when it is not to come back. The rules: docs/game.md#a-game-outlives-its-page.
import type { HostMessage } from '../../bridge';
import { createWorld, encodeReplay, grantedSpecials, resumeRecording, type World } from '../../game';
import type { LiveWorld } from '../flow/liveWorld';
import type { createCooldowns } from '../host/cooldowns';
import type { GameFlow } from '../flow/gameFlow';
import type { CheckVerdict } from './check';
import type { Duel } from '../duel/duel';
import type { CheckRunner } from './checkRunner';
import { KEPT_MAX_AGE_MS, readKept, type KeptGame } from './game';
import type { KeptStore } from './storage';
import { createKeptSaves, isPromise } from './saves';
import type { createPropRequests } from '../host/propRequests';
import type { createRecorder } from '../host/recorder';
import { stateOf, type ScoreReports } from '../host/scoreReports';
import { contentHeightAtom, INITIAL_PROPS, keptAtom, popupAtom, propsAtom, type GameStore } from '../flow/store';

export { KEEP_EVERY_FRAMES } from './saves';
import type { Timers } from '../flow/timers';

const dropped = (why: string) => console.warn(`kept game dropped: ${why}; a new game starts`);

export interface KeeperParts {
  /** Where the game is kept (kept/game.ts): read once at start, written as the game changes. */
  readonly keptStore: KeptStore;
  /** Checks a kept game's replay in the background (its verdict decides whether the game stays). */
  readonly checks: CheckRunner;
  /** Wall-clock ms, running while hidden too: a save's age. */
  readonly wallNow: () => number;
  /** Session timers: the check goes a piece at a time. */
  readonly timers: Pick<Timers, 'after'>;
  readonly store: GameStore;
  readonly live: Pick<LiveWorld, 'current' | 'reset'>;
  readonly recorder: Pick<ReturnType<typeof createRecorder>, 'text' | 'held' | 'size' | 'restart' | 'resume'>;
  readonly reports: Pick<ScoreReports, 'reported' | 'setReported'>;
  readonly props: Pick<ReturnType<typeof createPropRequests>, 'books' | 'restore'>;
  readonly cooldowns: Pick<ReturnType<typeof createCooldowns>, 'left' | 'resume'>;
  readonly flow: Pick<GameFlow, 'playAction' | 'movePopup'>;
  readonly send: (m: HostMessage) => void;
  readonly draw: () => void;
  /** The host's seed so far (the address's, or initData's), if it gave one. */
  readonly gameSeed: () => number | undefined;
  /** The seed a new game starts from (the host's, else the page's). */
  readonly newSeed: () => number;
  /** The duel played in the game, kept with it. */
  readonly duel: Pick<Duel, 'seal' | 'sent' | 'due' | 'restore' | 'end'>;
}

/**
 * Asks the store for the kept game, once. A store that answers at once (local storage alone) is the answer.
 * Otherwise, where local storage holds one (the copy the page painted), it comes back at once (`found`, in the
 * task's microtasks: after the mount's effects, when every view has subscribed), and the whole store's answer
 * (IndexedDB's copy may be newer: a killed browser had not yet written local storage to disk) follows as
 * `later`. With none there, the store's answer is the first.
 */
function askStore(
  parts: Pick<KeeperParts, 'keptStore' | 'store'>,
  found: (text: string | null) => void,
  later: (text: string | null) => void,
) {
  const { keptStore } = parts;
  let text: string | null | Promise<string | null>;
  try {
    text = keptStore.read();
  } catch (e) {
    found(null);
    return dropped(`storage unreadable (${String(e)})`);
  }
  if (!isPromise(text)) return found(text);
  let now: string | null = null;
  try {
    now = keptStore.readNow?.() ?? null;
  } catch {
    // unreadable at once: the whole store's answer is the first
  }
  parts.store.set(keptAtom, now !== null ? 'coming' : 'reading');
  if (now === null)
    return void text.then(found, (e: unknown) => {
      found(null);
      dropped(`storage unreadable (${String(e)})`);
    });
  void Promise.resolve(now).then(found);
  text.then(later, (e: unknown) =>
    console.warn(`the kept game's store could not be read (${String(e)}); local storage's copy stays`),
  );
}

/** Kept game `g` is not to come back: left, ended, a day old, or of another seed than the host's. */
function isOver(parts: Pick<KeeperParts, 'gameSeed' | 'wallNow'>, g: KeptGame): boolean {
  const seed = parts.gameSeed();
  return (
    g.left ||
    g.world.phase === 'ended' ||
    parts.wallNow() - g.savedAt > KEPT_MAX_AGE_MS ||
    (seed !== undefined && seed !== g.world.seed)
  );
}

/**
 * Kept game `g`'s books, and its counts and height unless the host has sent its own since the page opened (or
 * since `replacing`, the kept game it comes after, brought them).
 */
function takeBooks(parts: Pick<KeeperParts, 'store' | 'props'>, g: KeptGame, replacing: KeptGame | null) {
  const { store } = parts;
  if (store.get(propsAtom) === (replacing?.props ?? INITIAL_PROPS)) store.set(propsAtom, g.props);
  parts.props.restore(g.books);
  if (g.contentHeight !== null && store.get(contentHeightAtom) === (replacing?.contentHeight ?? null))
    store.set(contentHeightAtom, g.contentHeight);
}

export function createKeeper(parts: KeeperParts) {
  const { store, live, recorder, reports, flow } = parts;
  const saves = createKeptSaves(parts);
  const { save } = saves;
  let [reading, read, untouched] = [false, false, false];
  /** The kept game on the board, until it is played on, replaced or dropped. */
  let restoring: KeptGame | null = null;
  /** The kept game not brought back: reported and its specials carried once it checks out. */
  let settling: KeptGame | null = null;

  /** The board starts a new game (a kept one dropped). */
  function newGame() {
    untouched = false;
    restoring = null;
    parts.duel.end();
    live.reset(createWorld(parts.newSeed()));
    recorder.restart();
    flow.movePopup({ type: 'restart' });
    parts.draw();
  }

  const { checks } = parts;
  /** The kept game's verdict: a game that fails is dropped, one that passes and was settled is reported. */
  function checked(v: CheckVerdict) {
    if (v !== true) {
      dropped(v);
      if (restoring) newGame();
    } else if (settling) {
      const g = settling;
      if (stateOf(g.world) !== g.reported)
        parts.send({ type: 'score', score: g.world.score, replay: encodeReplay(g.replay) });
      for (const kind of grantedSpecials(g.world)) flow.playAction({ type: 'setSpecial', kind });
    }
    restoring = null;
    settling = null;
    save();
  }

  /** Brings a kept game back on the board, on the pause popup. */
  function restore(g: KeptGame) {
    const world: World = g.world.phase === 'playing' ? { ...g.world, phase: 'paused' } : g.world;
    restoring = { ...g, world };
    untouched = true;
    live.reset(world);
    recorder.resume(resumeRecording(g.replay, g.held));
    reports.setReported(g.reported);
    store.set(popupAtom, 'pause');
    parts.cooldowns.resume(g.cooldowns);
    if (g.duel) parts.duel.restore(g.duel);
    parts.draw();
  }

  /** What the store held, once read: brought back, settled, dropped, or nothing. Once: a later answer is too late. */
  function found(text: string | null) {
    if (read) return;
    const kept = readKept(text);
    read = true;
    store.set(keptAtom, 'read');
    saves.open();
    if (kept.kind === 'none') return;
    if (kept.kind === 'bad') {
      dropped(kept.why);
      return saves.remove();
    }
    take(kept.game, null);
  }

  /**
   * The whole store's answer after local storage's copy came back: a newer game there replaces the one on the
   * board while the player has not touched it (it is on the pause popup); once they have, theirs stays.
   */
  function later(text: string | null) {
    const shown = restoring;
    if (text === null || !shown || !untouched) return;
    const kept = readKept(text);
    if (kept.kind === 'game' && kept.game.savedAt > shown.savedAt) take(kept.game, shown);
  }

  /** Kept game `g` brought back or settled, its counts and books taken; `replacing` the one it comes after. */
  function take(g: KeptGame, replacing: KeptGame | null) {
    takeBooks(parts, g, replacing);
    // A player who has already played the new game keeps it: the kept one is settled.
    if (isOver(parts, g) || (!replacing && recorder.size() > 0)) {
      settling = g;
      if (replacing) newGame();
    } else restore(g);
    checks.begin(g, checked);
  }

  return {
    /** Reads the kept game once (nothing is written before the session starts), and goes on with its check. */
    start() {
      checks.start();
      if (reading) return;
      reading = true;
      askStore(parts, found, later);
    },
    /** The board is on screen (`shown`): the check steps from then on, while the session runs (kept/checkRunner.ts). */
    ...{ stop: checks.stop, shown: checks.shown },
    /** Whether the kept game has been read (and brought back, settled or dropped). */
    read: () => read,
    /** The host's initData names `seed`: an untouched kept game of another seed is settled and the host's starts. */
    otherSeed(seed: number): boolean {
      if (!untouched || !restoring || live.current.seed === seed) return false;
      settling = restoring;
      newGame();
      checks.finish();
      save();
      return true;
    },
    save,
    tick: saves.tick,
    leave: saves.leave,
    /** The player plays on: the game is theirs again, not the kept one waiting for the host. */
    played() {
      saves.stay();
      untouched = false;
    },
  };
}

export type Keeper = ReturnType<typeof createKeeper>;

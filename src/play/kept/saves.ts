// Writing the game in progress to its store (kept/game.ts) as it changes: after each tap and host call,
// each second of play, when it ends or is reported, when the page is hidden or left. Nothing is written
// before the kept game has been read, so a new page never erases it. The rules: docs/game.md#a-game-outlives-its-page.
import { keptText } from './game';
import type { KeptStore } from './storage';
import type { createCooldowns } from '../host/cooldowns';
import type { createPropRequests } from '../host/propRequests';
import type { createRecorder } from '../host/recorder';
import type { ScoreReports } from '../host/scoreReports';
import type { LiveWorld } from '../flow/liveWorld';
import { MAX_STEPS_PER_FRAME } from '../flow/loop';
import { contentHeightAtom, propsAtom, type GameStore } from '../flow/store';
import type { Duel } from '../duel/duel';

/**
 * The game is written at least this often while it plays, so a kill with no warning loses less than a second
 * (60 steps): a drawn frame may run up to MAX_STEPS_PER_FRAME steps past the mark before it is seen.
 */
export const KEEP_EVERY_FRAMES = 60 - MAX_STEPS_PER_FRAME;

export const isPromise = <T>(v: T | Promise<T>): v is Promise<T> =>
  typeof (v as { then?: unknown } | null)?.then === 'function';

export interface SaveParts {
  readonly keptStore: KeptStore;
  /** Wall-clock ms, running while hidden too: a save's age. */
  readonly wallNow: () => number;
  readonly store: GameStore;
  readonly live: Pick<LiveWorld, 'current'>;
  readonly recorder: Pick<ReturnType<typeof createRecorder>, 'text' | 'held' | 'size'>;
  readonly reports: Pick<ScoreReports, 'reported'>;
  readonly props: Pick<ReturnType<typeof createPropRequests>, 'books'>;
  readonly cooldowns: Pick<ReturnType<typeof createCooldowns>, 'left'>;
  /** The duel the game is played in: each save seals its moves, sent once the save is kept (play/duel/outbox.ts). */
  readonly duel: Pick<Duel, 'seal' | 'sent' | 'due'>;
}

export function createKeptSaves(parts: SaveParts) {
  const { keptStore, store, live, recorder, reports } = parts;
  let ready = false;
  let left = false;
  /** What the last save wrote: a frame, a phase or a report since then is written again. */
  let saved = { frame: -Infinity, phase: '', reported: '' };
  let warned = false;
  const cannotWrite = (e: unknown) => {
    if (!warned) console.warn(`the game is not kept on this device: ${String(e)}`);
    warned = true;
  };
  /** Writes `text`; `then` once it is kept (or cannot be: then nothing waits for a save that will never come). */
  function write(text: string | null, then = () => {}) {
    try {
      const done = keptStore.write(text);
      if (isPromise(done))
        done.then(then, (e: unknown) => {
          cannotWrite(e);
          then();
        });
      else then();
    } catch (e) {
      cannotWrite(e);
      then();
    }
  }

  function save() {
    if (!ready) return;
    const w = live.current;
    saved = { frame: w.frame, phase: w.phase, reported: reports.reported() };
    const { kept: duel, upTo } = parts.duel.seal();
    const sent = () => parts.duel.sent(upTo);
    // A new game with nothing in it (no drop, no special) is not kept, unless a duel is played in it.
    if (recorder.size() === 0 && !duel) return write(null, sent);
    const g = { savedAt: parts.wallNow(), left, world: w, held: recorder.held(), reported: reports.reported(), duel };
    const state = { props: store.get(propsAtom), books: parts.props.books(), cooldowns: parts.cooldowns.left() };
    write(keptText({ ...g, ...state, contentHeight: store.get(contentHeightAtom) }, recorder.text()), sent);
  }

  return {
    save,
    /** Removes what is kept (a save that cannot be read). */
    remove: () => write(null),
    /** The kept game has been read: from now on the game is written. */
    open() {
      ready = true;
    },
    /** Each drawn frame: the game is written once a second of play has passed, or when it ended or was reported. */
    tick() {
      const w = live.current;
      if (
        w.frame - saved.frame >= KEEP_EVERY_FRAMES ||
        w.phase !== saved.phase ||
        reports.reported() !== saved.reported ||
        parts.duel.due()
      )
        save();
    },
    /** Home: the kept game ends (its unseen score and its specials are settled at the next open). */
    leave() {
      left = true;
      save();
    },
    /** The player plays on: the game is not left. */
    stay() {
      left = false;
    },
  };
}

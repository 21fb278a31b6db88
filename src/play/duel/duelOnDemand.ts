// A duel's code (duel.ts and what it runs) is a chunk of its own, loaded with the first duel: most games are played
// alone, and the game's first load carries none of it. Until it is in, the session's calls that start or feed a
// duel wait here, in order, and the player's game is held (a duel is on, counting down or coming back).
import { createStore } from 'jotai/vanilla';
import type { Duel, DuelParts, KeptDuel } from './duel';

type MakeDuel = (parts: DuelParts) => Duel;
/** Makes the duel's runner: its chunk, fetched when a duel first needs it (tests hand it over at once). */
export type LoadDuel = () => MakeDuel | Promise<MakeDuel>;

export function createDuelOnDemand(parts: Omit<DuelParts, 'board'>, load: LoadDuel): Duel {
  /** The partner's board's store: the view holds it from the start, the duel draws on it once loaded. */
  const board = createStore();
  let duel: Duel | null = null;
  /** What waits for the code, in the order it was asked; null when nothing is loading. */
  let waiting: ((d: Duel) => void)[] | null = null;
  /** A kept duel coming back while its code loads: what a save keeps of it meanwhile. */
  let kept: KeptDuel | null = null;

  function loaded(make: MakeDuel) {
    const d = make({ ...parts, board });
    duel = d;
    for (const f of waiting?.splice(0) ?? []) f(d);
    waiting = null;
    kept = null;
  }
  function failed(e: unknown) {
    // Offline with the chunk not cached: no duel here. The player's game goes on; the host's next call tries again.
    console.error('the duel could not load; the game goes on alone', e);
    waiting = null;
    kept = null;
  }
  /** Runs `f` on the duel, now or once its code is in (the load starts with the first call that needs it). */
  function withDuel(f: (d: Duel) => void) {
    if (duel) return f(duel);
    if (waiting) return void waiting.push(f);
    waiting = [f];
    let made: MakeDuel | Promise<MakeDuel>;
    try {
      made = load();
    } catch (e) {
      return failed(e);
    }
    if (made instanceof Promise) made.then(loaded, failed);
    else loaded(made);
  }
  /** A call that matters only to a duel that is on or coming: queued while loading, dropped when there is none. */
  const ifAny = (f: (d: Duel) => void) => (duel ? f(duel) : waiting ? waiting.push(f) : undefined);

  return {
    board,
    start(data) {
      // A new duel's game starts at once (the one on the board reported, popups closed, the seed dealt, held until
      // the code is in); a kept one coming back keeps its game.
      if (!duel && data.duel !== kept?.id) parts.newGame(data.seed);
      withDuel((d) => d.start(data));
    },
    take: (data) => withDuel((d) => d.take(data)),
    holding: () => (duel ? duel.holding() : waiting !== null),
    frame: () => duel?.frame(),
    seal: () => duel?.seal() ?? { kept, upTo: -1 },
    sent: (upTo) => duel?.sent(upTo),
    due: () => duel?.due() ?? false,
    leave: () => void ifAny((d) => d.leave()),
    rematch: () => duel?.rematch(),
    restore(k) {
      kept = k;
      withDuel((d) => d.restore(k));
    },
    ghostChecked: (check) => void ifAny((d) => d.ghostChecked(check)),
    ghost: () => duel?.ghost() ?? null,
    on: () => (duel ? duel.on() : waiting !== null),
    partnerWorld: () => duel?.partnerWorld() ?? null,
    end() {
      kept = null;
      ifAny((d) => d.end());
    },
  };
}

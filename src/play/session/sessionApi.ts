// What the view may call on a game session, and what a session is made from (session.ts makes one).
import type { Bridge } from '../../bridge';
import type { Inbox } from '../../bridge/inbox';
import type { SoundName } from '../flow/boardEvents';
import type { Replay, SpecialKind, World } from '../../game';
import type { Duel, GhostCheck } from '../duel/duel';
import type { LoadCheck } from '../kept/checkRunner';
import type { LoadDuel } from '../duel/duelOnDemand';
import type { KeptStore } from '../kept/storage';
import type { Clock } from '../flow/loop';
import type { SettingsStorage } from '../flow/settings';
import type { RankingTab, Rival, WatchAsk } from '../flow/store';
import type { Timers } from '../flow/timers';

export type { SoundName } from '../flow/boardEvents';

export interface SessionDeps {
  readonly bridge: Bridge;
  /** The host's calls into the page (bridge/inbox.ts): taken from `start()` on, those before first. */
  readonly inbox: Pick<Inbox, 'connect'>;
  /** The first game's seed when the host gave none. */
  readonly seed: number;
  /** The host's seed from the page address (?gameSeed=), known before the first frame: every game starts from it. */
  readonly gameSeed?: number;
  /** Animation frames: requestAnimationFrame (view/browser/sessionInputs.ts), or a manual one in tests. */
  readonly clock: Clock;
  /** Wall-clock time for the countdown, cooldowns and request time-outs. */
  readonly timers: Timers;
  readonly storage: SettingsStorage;
  /** Plays a sound in the page; used only when there is no host app. */
  readonly playSound?: (name: SoundName) => void;
  /** prefers-reduced-motion: effects are short fades with no particles. */
  readonly reducedMotion?: boolean;
  /** Where the game in progress is kept (view/keptDatabase.ts: IndexedDB); by default `storage`, under its own key. */
  readonly keptStore?: KeptStore;
  /** How a kept game's check is loaded (keeper.ts); by default a chunk of its own, fetched only when needed. */
  readonly loadCheck?: LoadCheck;
  /** How a duel's code is loaded (play/duel/duelOnDemand.ts); by default a chunk of its own, fetched with the first duel. */
  readonly loadDuel?: LoadDuel;
  /** Monotonic ms (performance.now): how much of a drawn frame the partner's board may take to catch up; tests pass none. */
  readonly now?: () => number;
  /** Home with no host app (a plain tab): leaves for the site's landing page (view/browser/sessionInputs.ts). */
  readonly leavePage?: () => void;
}

/** What the view may do with a game: everything else (the loop, the store's writes, the host) stays inside. */
export interface GameSession {
  /** The world on the board, read-only (the debug probe, the art to load first). */
  world(): World;
  /** The replay of the game on the board, as msg 5 would carry it (the end popup's score over time). */
  replay(): string;
  /** The partner's world in a duel, on their board; null outside one or where their moves cannot be shown. */
  partnerWorld(): World | null;
  /** The partner's board's store (a duel's): the view draws it as the game's board is drawn. */
  readonly partnerBoard: Duel['board'];
  /** A ghost duel's replay, for the view to check whole (in a worker); null otherwise. */
  ghost(): Replay | null;
  /** The ghost's whole game, checked: the result compares with it. */
  ghostChecked(check: GhostCheck): void;
  /** A duel's Rematch: msg 10, and the result waits for the host's next duelData. */
  rematch(): void;
  /** A landing or merge in a watched game (played at 1× or slower): asked of the host (11, 12) or played, sound on. */
  watchSound(name: SoundName): void;
  /** Whether the game kept by an earlier open has been read (and brought back, settled or dropped): the probe's. */
  keptRead(): boolean;
  /** Loads the settings, draws the first frame, starts the frames and takes host calls (early ones first); sends the music state once. */
  start(): void;
  /** The board is on screen, drawn: work that is not needed to show it (a kept game's check) goes on from now. */
  shown(): void;
  /** The game goes away (unmount): a game over not yet reported is reported now. */
  stop(): void;
  /**
   * The page was hidden (the app went to the background, an ad, the WebView closing) or shown again.
   * Hidden: a game over not yet reported is reported at once; a game in play opens the pause popup
   * (no message); the countdown, cooldowns and time-outs stop counting until the page is back.
   */
  setHidden(hidden: boolean): void;
  /** A tap on the board at world x: drops the waiting piece (on the replay's grid). */
  drop(x: number): void;
  /** The back icon: report the score so far and pause (only while playing with no popup open). */
  back(): void;
  continueGame(): void;
  restart(): void;
  home(): void;
  /** Asks for a video; nothing gives the revive up but Restart or Home (a late video still revives). */
  revive(): void;
  /**
   * The end popup's Share, with the score card made for the reported score (a PNG data URL): sent to the
   * app as msg 15 and true, or false where no app takes it (a plain tab: the page shares it itself).
   */
  shareCard(image: string): boolean;
  openRanking(): void;
  /** Another tab asks for its list; the open tab asks again (a retry). */
  selectTab(tab: RankingTab): void;
  closeRanking(): void;
  /** A prop button: use that special, or ask for one when none is left (msgs from game/specials.ts). */
  useProp(kind: SpecialKind): void;
  /** Opens the viewer on a game (a ranking row's Watch): the player's game stands still, as it is, meanwhile. */
  watch(ask: WatchAsk): void;
  /** Closes the viewer: the player's game goes on exactly as it was. */
  closeWatch(): void;
  /**
   * "Play this seed": the viewer closes and a ghost duel against `rival` starts on its seed, the game on the board
   * reported first (msg 5) when anything was played in it; the duel's result compares the two.
   */
  playSeed(rival: Rival): void;
  setSound(on: boolean): void;
  setMusic(on: boolean): void;
}

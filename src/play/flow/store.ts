import { atom, createStore } from 'jotai/vanilla';
import { selectAtom } from 'jotai/vanilla/utils';
import {
  type Replay,
  canRevive,
  createWorld,
  findsTarget,
  MAX_REVIVES,
  perSpecial,
  SPECIAL_KINDS,
  SPECIALS,
  type SpecialKind,
} from '../../game';
import type { PropsData, RankingData, ReplayData, User } from '../../bridge/validate';
import type { Announcement } from './announcer';
import type { Popup } from './popupFlow';
import type { WatchRequest } from './watchRequest';

export type { WatchAsk, WatchRequest } from './watchRequest';

export type { Popup };
import { piecesScene, sameAim, samePiecesScene, type AimSource, type DrawnFrame } from '../scene/scene';

/** The whole per-frame state: written once per drawn frame, from outside React. */
export const frameAtom = atom<DrawnFrame>({
  prev: createWorld(1),
  world: createWorld(1),
  alpha: 1,
  effects: [],
  reducedMotion: false,
});

// Slices for everything that is not the board: they only change when their value does.
export const scoreAtom = selectAtom(frameAtom, (f) => f.world.score);
export const phaseAtom = selectAtom(frameAtom, (f) => f.world.phase);
export const previewAtom = selectAtom(frameAtom, (f) => f.world.next);
/** The end popup offers Revive: a revive is left, and the game did not end at its last frame (rules v4). */
export const canReviveAtom = selectAtom(frameAtom, (f) => canRevive(f.world));
/** Revives this game may still take (the end popup's Revive says how many). */
export const revivesLeftAtom = selectAtom(frameAtom, (f) => MAX_REVIVES - f.world.revives);
/** What the pieces layer draws: quiet while the board rests, so a still frame is not drawn again. */
export const piecesSceneAtom = selectAtom(frameAtom, piecesScene, samePiecesScene);
/** What the waiting piece and the guide line need: quiet while a piece falls or the pile moves. */
export const aimWorldAtom = selectAtom(frameAtom, (f): AimSource => f.world, sameAim);

/** What the prop buttons show before the host's first propsData (docs/product.md, "Props"): each special's start. */
export const INITIAL_PROPS: PropsData['propertyList'] = SPECIAL_KINDS.map((k) => ({
  prop: SPECIALS[k].prop,
  quantity: SPECIALS[k].startQuantity,
  status: 1,
}));
/** Prop buttons, one per special in the table's order; the host's propsData overwrites the defaults. */
export const propsAtom = atom<PropsData['propertyList']>(INITIAL_PROPS);

/** The live region's latest announcement (announcer.ts); null before the first merge. */
export const announceAtom = atom<Announcement | null>(null);

/** Height the host says the game may use (initData), or null to let the window decide. */
export const contentHeightAtom = atom<number | null>(null);

export const popupAtom = atom<Popup>('none');

/**
 * Where the kept game stands as the page opens (kept/keeper.ts): 'unasked' until the session starts (nothing is
 * drawn yet), then 'coming' where local storage holds one (whose score and counts the prepaint painted) until it
 * comes back, in the same task, else 'reading' while the store is asked, and 'read' once it is back, settled,
 * dropped, or none. The board waits while it is 'unasked' or 'coming': the page never shows a new game first.
 */
export type KeptState = 'unasked' | 'reading' | 'coming' | 'read';
export const keptAtom = atom<KeptState>('unasked');

/** The sound-effect and music switches (saved in local storage as 1/2). */
export const settingsAtom = atom<{ readonly sound: boolean; readonly music: boolean }>({ sound: true, music: true });

/** The end popup: seconds left before the score is revealed, then the score that was reported. */
export interface EndState {
  readonly secondsLeft: number;
  /** Null until the countdown ends (or the player leaves early); then the score sent as msg 5. */
  readonly score: number | null;
}
export const endAtom = atom<EndState>({ secondsLeft: 0, score: null });

export type RankingTab = 'today' | 'total';
/** One ranking tab: waiting for the host, failed (no answer within the time-out), no host to ask, or its data. */
export type TabState =
  /** A request is out; `last` is the tab's previous answer, shown meanwhile. */
  | { readonly status: 'loading'; readonly last?: RankingData }
  | { readonly status: 'failed' }
  /** A plain browser tab: the ranking lives in the app, and nothing here can fetch it. */
  | { readonly status: 'noHost' }
  | { readonly status: 'ready'; readonly data: RankingData };
/** The open ranking tab, and what each tab shows: an answer is kept under the tab it answers. */
export interface RankingState {
  readonly tab: RankingTab;
  readonly tabs: Readonly<Record<RankingTab, TabState>>;
}
export const rankingAtom = atom<RankingState>({
  tab: 'today',
  tabs: { today: { status: 'loading' }, total: { status: 'loading' } },
});

/** Where the page learnt who the couple are: initData's `users`, or a ranking's own row (its `user.users`). */
export type CoupleSource = 'init' | 'ranking';
/** The couple as each source last named them (the host's call applier writes it). */
export const namedCoupleAtom = atom<Readonly<Record<CoupleSource, readonly User[] | null>>>({
  init: null,
  ranking: null,
});
/**
 * The player and their partner, the player first (the score card, the viewer, a duel): initData's, else the last
 * ranking's, asked for or not; none until the host has named them.
 */
export const coupleAtom = atom((get): readonly User[] => {
  const named = get(namedCoupleAtom);
  return named.init ?? named.ranking ?? NO_ONE;
});
const NO_ONE: readonly User[] = [];

/** A game to watch (watchRequest.ts): the viewer shows it while set. Written only by play/watch/watching.ts. */
export const watchAtom = atom<WatchRequest | null>(null);

/** A checked game's end and its score over time: [frame, score] pairs, in frame order. */
export interface CheckedGame {
  readonly score: number;
  readonly curve: readonly (readonly [number, number])[];
}

/**
 * A watched game the player chose to play the same pieces as (a ghost duel against it): its seed, whose it is, and
 * its replay. `checked` is its score and curve when the viewer had checked every move by then; otherwise the duel's
 * view checks it while the player plays, before the result compares with it.
 */
export interface Rival {
  readonly seed: number;
  readonly users?: ReplayData['users'];
  readonly replay: Replay;
  readonly checked: CheckedGame | null;
}

/** Whether a host app answers (host/hosting.ts): in a plain tab, what only the app gives is not offered. */
export const hostedAtom = atom(false);

/** A duel's result (play/duel/duel.ts): both games' ends and the verdict. */
export interface DuelResult {
  readonly mine: number;
  /** Their score, or null while their game is still being checked (a ghost's whole game). */
  readonly theirs: number | null;
  /** Their moves made a legal game on the seed (a partner whose moves broke: their score as far as it was shown). */
  readonly verified: boolean;
  readonly winner: 'you' | 'them' | 'draw' | null;
  /** Points between the two (0 for a draw). */
  readonly by: number;
  readonly myCurve: readonly (readonly [number, number])[];
  readonly theirCurve: readonly (readonly [number, number])[];
}

/** A duel as the page shows it (play/duel/duel.ts, its one writer): null outside one. */
export interface DuelState {
  readonly id: string;
  readonly mode: 'race' | 'timed';
  readonly partner: User;
  /** A ghost: a game already played, in step with the player's (no moves are sent). */
  readonly ghost: boolean;
  /** Counting down to the start, playing, or over for both (the result). */
  readonly phase: 'countdown' | 'playing' | 'over';
  /** Whole seconds left of the countdown. */
  readonly countdown: number;
  /** A timed duel's whole seconds of play left; null in a race. */
  readonly timeLeft: number | null;
  readonly partnerScore: number;
  /** How the partner's board stands: playing, silent 10 s, gone (60 s), their game over, or moves that broke. */
  readonly partnerStatus: 'live' | 'waiting' | 'gone' | 'over' | 'broken';
  readonly result: DuelResult | null;
  /** Rematch pressed: waiting for the host's next duelData. */
  readonly rematch: boolean;
}
export const duelAtom = atom<DuelState | null>(null);
/**
 * A duel's partner as the page names them: duelData's `partner`, a part it left empty filled from the couple
 * initData or a ranking named (the player's partner is its second user).
 */
export const partnerAtom = atom((get): User | null => {
  const d = get(duelAtom);
  if (!d) return null;
  const named = get(coupleAtom)[1];
  return { name: d.partner.name || named?.name || '', avatar: d.partner.avatar || named?.avatar || '' };
});
/** Whether a duel is on: quiet while the duel's own state changes (the partner's score, the countdown). */
export const inDuelAtom = selectAtom(duelAtom, (d) => d !== null);
/** Whether a duel's result is in: the end popup gives way to it. */
export const duelOverAtom = selectAtom(duelAtom, (d) => d?.result != null);

/** The end popup's answer to Revive in a plain tab: revives come from the app's videos. */
export const reviveInAppAtom = atom(false);

export type Request = 'revive' | SpecialKind;
/** Requests sent to the host (msg 2, 6, 7) and not yet answered: their buttons wait instead of sending again. */
export const pendingAtom = atom<Readonly<Record<Request, boolean>>>({ revive: false, ...perSpecial(() => false) });

/** Whole seconds of cooldown left on each prop button (docs/product.md, "Props": 3 s after a press). */
export const cooldownAtom = atom<Readonly<Record<SpecialKind, number>>>(perSpecial(() => 0));

/** The prop row's short hint, while it shows: why a press did nothing (nothing to upgrade, no app). */
export type PropHint = 'noUpgrade' | 'propsInApp';
export const propHintAtom = atom<PropHint | null>(null);

/** Whether each special landing now would find what it acts on (game/fruits.ts findsTarget): quiet while that stays the same. */
export const targetsAtom = selectAtom(
  frameAtom,
  (f): Readonly<Record<SpecialKind, boolean>> => perSpecial((k) => findsTarget(k, f.world.pieces)),
  (a, b) => SPECIAL_KINDS.every((k) => a[k] === b[k]),
);

export function createGameStore() {
  return createStore();
}

export type { DrawnFrame };
export type GameStore = ReturnType<typeof createGameStore>;

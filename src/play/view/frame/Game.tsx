import { useAtomValue } from 'jotai';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Modal } from '../../../components/Modal';
import { useTranslation } from '../../../i18n/gameText';
import type { Bridge } from '../../../bridge';
import { inboxOf, type Inbox } from '../../../bridge/inbox';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useElementSize } from '../../../mobile/useElementSize';
import { useWindowHeight, useWindowWidth } from '../../../mobile/useWindowSize';
import { Board } from '../board/Board';
import {
  browserClock,
  leaveForLanding,
  pageKeptStore,
  pageSettingsStorage,
  realTimers,
} from '../browser/sessionInputs';
import { exposeProbe } from '../browser/probe';
import { Hud } from './Hud';
import { LiveRegion } from './LiveRegion';
import { preloadImages } from '../board/images';
import type { SoundPlayer } from './PageSounds';
import type { Clock } from '../../flow/loop';
import type { Timers } from '../../flow/timers';
import { EndPopup, guarded, PausePopup } from './Popups';
import { PropButtons } from './PropButtons';
import { RankingPopup } from './RankingPopup';
import type { KeptStore } from '../../kept/storage';
import type { SoundName } from '../../session/session';
import type { GameSession } from '../../session/session';
import { boardFit, CHROME_PX, type BoardFit } from '../../scene/layout';
import {
  canReviveAtom,
  contentHeightAtom,
  keptAtom,
  duelOverAtom,
  inDuelAtom,
  popupAtom,
  watchAtom,
  type WatchAsk,
  type WatchRequest,
} from '../../flow/store';
import type { ImageMap } from '../board/images';
import { useBoardArt } from '../board/useBoardArt';
import type { WatchedBoard } from '../watch/Viewer';
import type { PlayThrough } from '../browser/playThrough';
import { useGameSession } from './useGameSession';
import { GameFrame, Loading, markPlayable } from './GameShell';
import styles from './Game.px.module.css';

export interface GameProps {
  bridge: Bridge;
  /** The host's calls into the page; by default the window's (installed as the page starts). */
  inbox?: Inbox;
  seed: number;
  /** The host's seed from the page address: every game starts from it. */
  gameSeed?: number;
  clock?: Clock;
  timers?: Timers;
  storage?: () => Storage;
  /** Loads the piece art; tests pass one that resolves at once. */
  loadImages?: typeof preloadImages;
  /** Replaces the page's own sound player (tests). */
  playSound?: (name: SoundName) => void;
  /** A game to watch as the page opens (the host simulator's `?replay=`): the viewer opens on it over the game. */
  watchFirst?: WatchAsk | null;
  /** Where the game is kept; by default the page's IndexedDB, or `storage` when a test passes one. */
  keptStore?: KeptStore;
  /** Where Home goes with no host app; by default the site's landing page. */
  leavePage?: () => void;
}

export function Game(props: GameProps) {
  const { bridge, seed, gameSeed, clock, timers, storage, watchFirst, playSound: play } = props;
  const { t } = useTranslation();
  // With no host app the page plays its own sounds, once the board is on screen (PageSounds below).
  const pageSounds = useRef<SoundPlayer | null>(null);
  const ownSounds = bridge.kind === 'none' && !play;
  const [playPageSound] = useState(() => (name: SoundName) => pageSounds.current?.(name));
  const clockTimers = timers ?? realTimers;
  // A test's own storage keeps the game there too; the page keeps it in IndexedDB.
  const [keptStore] = useState(() => props.keptStore ?? (storage ? undefined : pageKeptStore()));
  const session = useGameSession({
    bridge,
    inbox: props.inbox ?? inboxOf(window),
    seed,
    gameSeed,
    clock: clock ?? browserClock,
    timers: clockTimers,
    storage: storage ?? pageSettingsStorage,
    keptStore,
    playSound: play ?? playPageSound,
    leavePage: props.leavePage ?? leaveForLanding,
    // How much of a drawn frame the partner's board may take (a duel's catch-up): the page's own clock; a test's
    // manual time gives it none to measure, and it catches up at once.
    now: timers ? undefined : () => performance.now(),
  });
  // Opened once, as the page starts: the player's own game waits behind it.
  useEffect(() => {
    if (watchFirst) session.watch(watchFirst);
  }, [session, watchFirst]);
  const { width, height } = useGameSize();
  const waiting = useBoardWaits();
  const board = useBoardArt(session, props.loadImages ?? preloadImages);
  const images = board === 'noCanvas' || waiting ? null : board;

  const stageRef = useRef<KonvaStage>(null);
  const cardRef = useRef<KonvaStage | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const partnerStage = useRef<KonvaStage>(null);
  const duelView = useDuelView();
  const watched = useProbe(session, stageRef, cardRef, partnerStage);

  // Ready: the art is in, or there is no canvas to draw it on; the HUD and the prop buttons come
  // alive either way. Playable: the board is committed and the session running, so a drop is
  // accepted from now on. Marked in the commit, before any child's effect.
  const ready = board !== null && !waiting;
  const playable = images !== null;
  const shown = useShown(session, ready, playable);
  // The board fills the room the HUD and the prop row leave, measured, at any window size.
  const room = area ?? { width, height: height - CHROME_PX };
  const fit = boardFit(room);
  const { scale, sky } = fit;

  return (
    <div className={styles.game} style={{ height: height || undefined }} onKeyDownCapture={oneActionPerPress}>
      <Hud onBack={session.back} showNext={ready} />
      <GameFrame
        areaRef={areaRef}
        overlay={
          images ? (
            <DuelOverlay
              view={duelView}
              session={session}
              images={images}
              room={room}
              fit={fit}
              timers={clockTimers}
              stageRef={partnerStage}
            />
          ) : null
        }
      >
        {board === 'noCanvas' ? (
          <p role="alert" className={styles.message}>
            {t('game.noCanvas')}
          </p>
        ) : images ? (
          // A canvas that fails mid-game (context lost, memory) takes only the board down: the HUD, the
          // buttons and the host messages keep working.
          <ErrorBoundary where="board" fallback={<ErrorNotice message={t('game.noCanvas')} />}>
            <Board
              images={images}
              scale={scale}
              sky={sky}
              onDrop={session.drop}
              label={t('game.board')}
              banner={t('game.celebration')}
              stageRef={stageRef}
            />
          </ErrorBoundary>
        ) : (
          <Loading />
        )}
      </GameFrame>
      <LiveRegion />
      <PropButtons onUse={ready ? session.useProp : undefined} />
      <GamePopups session={session} duelView={duelView} now={clockTimers.now} images={images} cardRef={cardRef} />
      {images ? (
        <WatchedGame
          session={session}
          images={images}
          clock={clock ?? browserClock}
          now={timers ? timers.now : () => performance.now()}
          watchedRef={watched}
        />
      ) : null}
      {ownSounds && images && shown ? (
        <Suspense fallback={null}>
          <PageSounds playerRef={pageSounds} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The game's size: the window's width, and the host's height but never more than the window's (the board whole). */
function useGameSize() {
  const hostHeight = useAtomValue(contentHeightAtom);
  const width = useWindowWidth();
  const windowHeight = useWindowHeight();
  return { width, height: hostHeight === null ? windowHeight : Math.min(hostHeight, windowHeight || hostHeight) };
}

/**
 * Marks the game playable in the commit that makes it so; once the frame that shows the board is painted, the
 * session may go on with what waited for it (not cancelled: said twice, or once stopped, it changes nothing), and
 * the page's own sounds start loading (true from then on).
 */
function useShown(session: GameSession, ready: boolean, playable: boolean): boolean {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    if (playable) markPlayable();
    if (ready)
      requestAnimationFrame(() =>
        setTimeout(() => {
          session.shown();
          setShown(true);
        }),
      );
  }, [ready, playable, session]);
  return shown;
}

/**
 * Until the session has drawn its game, and while a kept game is read that local storage already holds (its
 * score and counts painted), the board waits: the page never shows a new game first.
 */
function useBoardWaits(): boolean {
  const kept = useAtomValue(keptAtom);
  return kept === 'unasked' || kept === 'coming';
}

/**
 * The pause, end and ranking popups, and a duel's result in place of the end popup once both games are over: they
 * follow the popup slice, the board does not re-render with it.
 */
function GamePopups(props: {
  session: GameSession;
  /** A duel's view, once its chunk is in. */
  duelView: DuelChunk | null;
  now(): number;
  /** The pieces' art (the score card draws the end with it). */
  images: ImageMap | null;
  cardRef: RefObject<KonvaStage | null>;
}) {
  const { session, now, images, cardRef, duelView } = props;
  const popup = useAtomValue(popupAtom);
  const canRevive = useAtomValue(canReviveAtom);
  const inDuel = useAtomValue(inDuelAtom);
  const duelOver = useAtomValue(duelOverAtom);
  return (
    <>
      {popup === 'pause' ? (
        <PausePopup
          now={now}
          onContinue={session.continueGame}
          onRestart={session.restart}
          onHome={session.home}
          onRanking={session.openRanking}
          onSound={session.setSound}
          onMusic={session.setMusic}
        />
      ) : null}
      {popup === 'end' && duelOver && duelView ? (
        <duelView.DuelResult
          look={{ popup: styles.popup!, actions: styles.actions!, primary: styles.primary! }}
          guard={guarded(now)}
          onRematch={session.rematch}
          onHome={session.home}
        />
      ) : popup === 'end' ? (
        <EndPopup
          now={now}
          canRevive={canRevive && !inDuel}
          onRestart={session.restart}
          onRevive={session.revive}
          onHome={session.home}
          onRanking={session.openRanking}
          world={session.world}
          images={images}
          cardRef={cardRef}
          onShareCard={session.shareCard}
          duel={inDuel && duelView ? <duelView.DuelEndNote /> : null}
        />
      ) : null}
      {popup === 'ranking' ? (
        <RankingPopup onTab={session.selectTab} onClose={session.closeRanking} onWatch={session.watch} />
      ) : null}
    </>
  );
}

// The page's own sounds (a plain tab) start once the game is playable: their code comes then, with howler.
const PageSounds = lazy(() => import('./PageSounds').then((m) => ({ default: m.PageSounds })));
/** The page's probe (browser/probe.ts); while the viewer is open, its world and stage are the viewer's (the ref it sets). */
function useProbe(
  session: GameSession,
  stage: RefObject<KonvaStage | null>,
  card: RefObject<KonvaStage | null>,
  partner: RefObject<KonvaStage | null>,
) {
  const watched = useRef<WatchedBoard | null>(null);
  useEffect(
    () =>
      exposeProbe({
        ...session,
        world: () => watched.current?.world() ?? session.world(),
        stage: () => (watched.current ? watched.current.stage() : stage.current),
        card: () => card.current,
        partnerStage: () => partner.current,
      }),
    [session, stage, card, partner],
  );
  return watched;
}

type DuelChunk = typeof import('../duel/DuelLayer');

/**
 * A duel's view: its own chunk, with its texts, loaded when a duel first starts and kept while the game is on the
 * page. Not React.lazy: a Suspense boundary reveals its content no sooner than 300 ms after its fallback, a tenth of
 * the countdown. A chunk that cannot load leaves the duel running, unseen but for the HUD, and says why.
 */
function useDuelView(): DuelChunk | null {
  const inDuel = useAtomValue(inDuelAtom);
  const [chunk, setChunk] = useState<DuelChunk | null>(null);
  useEffect(() => {
    if (!inDuel || chunk) return;
    let live = true;
    import('../duel/DuelLayer').then(
      (m) => live && setChunk(m),
      (e: unknown) => console.error("the duel's view could not load", e),
    );
    return () => {
      live = false;
    };
  }, [inDuel, chunk]);
  return chunk;
}

/** A duel over the board's room, while one is on (it alone follows the duel's state). */
function DuelOverlay(props: {
  view: DuelChunk | null;
  session: GameSession;
  images: ImageMap;
  room: { readonly width: number; readonly height: number };
  fit: BoardFit;
  timers: Timers;
  stageRef: RefObject<KonvaStage | null>;
}) {
  const { view, ...rest } = props;
  if (!useAtomValue(inDuelAtom) || !view) return null;
  return <view.default {...rest} />;
}

type ViewerChunk = typeof import('../watch/Viewer');
/** The viewer on screen: its code, the request it shows and that request's play-through (null: none started). */
interface Running {
  readonly chunk: ViewerChunk;
  readonly request: WatchRequest;
  readonly playThrough: PlayThrough | null;
}

/**
 * The viewer, over the game, while a game is being watched (watchAtom): its code loads when first needed, and each
 * request's play-through starts in a worker as the code is here (before the viewer's first render), stopped when the
 * request goes. Not React.lazy: a Suspense boundary reveals its content no sooner than 300 ms after its fallback.
 */
function WatchedGame(props: {
  session: GameSession;
  images: ImageMap;
  clock: Clock;
  now(): number;
  watchedRef: RefObject<WatchedBoard | null>;
}) {
  const { session } = props;
  const { t } = useTranslation();
  const request = useAtomValue(watchAtom);
  // Its chunk, kept while the game is on the page (a ref: a second request starts at once, with no render between).
  const chunk = useRef<ViewerChunk | null>(null);
  const [failed, setFailed] = useState<Error | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  useEffect(() => {
    if (!request) return;
    let live = true;
    let started: PlayThrough | null = null;
    const run = (m: ViewerChunk) => {
      chunk.current = m;
      if (!live) return;
      started = request.read.ok ? m.startPlayThrough(request.read.replay) : null;
      setRunning({ chunk: m, request, playThrough: started });
    };
    // A chunk that cannot load rejects with its Error (the browser logs the failed request).
    if (chunk.current) run(chunk.current);
    else import('../watch/Viewer').then(run, (e: Error) => live && setFailed(e));
    return () => {
      live = false;
      started?.stop();
    };
  }, [request]);
  if (!request) return null;
  // While its code loads (the first time, where no service worker holds it), the game already stands still;
  // offline with none, a reload (the player's game is kept) is what is left.
  if (running?.request !== request) {
    return (
      <Modal title={t('game.watchLoading')} onEscape={session.closeWatch}>
        {failed ? <ErrorNotice /> : null}
      </Modal>
    );
  }
  return (
    <running.chunk.default
      // A new game to watch is a new viewer.
      key={request.id}
      request={request}
      playThrough={running.playThrough}
      images={props.images}
      clock={props.clock}
      now={props.now}
      sound={session.watchSound}
      onClose={session.closeWatch}
      onPlaySeed={session.playSeed}
      watchedRef={props.watchedRef}
    />
  );
}

/**
 * One press is one action: a held key's repeats (Enter, Space) drop nothing, send nothing and toggle
 * nothing, on the board and on every button (a button clicks on each repeated Enter keydown unless it
 * is prevented). Arrows still repeat: aiming is not an action.
 */
function oneActionPerPress(e: KeyboardEvent) {
  if (!e.repeat || (e.key !== 'Enter' && e.key !== ' ')) return;
  e.preventDefault();
  e.stopPropagation();
}

/** A seed for a real game: randomness enters the simulation only here. */
export const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

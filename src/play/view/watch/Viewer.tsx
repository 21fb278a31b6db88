// The playback: a reported game played back on the game's own board, with its controls, its score over time and
// its moments. Its own chunk (with the play-through and its texts), loaded when a game is first watched.
import { Provider, useAtomValue } from 'jotai';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Stage as KonvaStage } from 'konva/lib/Stage';
import type { User } from '../../../bridge/validate';
import { Modal } from '../../../components/Modal';
import { addTexts } from '../../../i18n';
import { watchTexts } from '../../../i18n/watchTexts';
import { useElementSize } from '../../../mobile/useElementSize';
import type { Replay, World } from '../../../game';
import type { Clock } from '../../flow/loop';
import type { Rival, WatchRequest } from '../../flow/store';
import { boardFit } from '../../scene/layout';
import {
  createPlayback,
  LARGE_SEEK,
  SMALL_SEEK,
  SPEEDS,
  playbackAtom,
  type Playback,
  type PlaybackState,
} from '../../watch/playback';
import type { Unwatchable } from '../../flow/watchRequest';
import type { PlayThrough } from '../browser/playThrough';
import { BoardStage } from '../board/Board';
import boardStyles from '../board/Board.px.module.css';
import { BOARD_HEIGHT, BOARD_WIDTH } from '../../scene/boardLook';
import { useTranslation } from '../../../i18n/gameText';
import { prefersReducedMotion } from '../browser/sessionInputs';
import type { ImageMap } from '../board/images';
import { Avatar } from '../../../components/Avatar';
import { NamesLine } from '../../../components/Names';
import { MOMENT_COLORS, ScoreCurves, type Curve } from './ScoreCurves';
import type { Moment, MomentKind } from '../../watch/watchedGame';
import styles from './Viewer.px.module.css';

addTexts(watchTexts);

export interface ViewerProps {
  readonly request: WatchRequest;
  /** Its play-through in a worker, started as the viewer's code arrived; null where none started (the viewer does it). */
  readonly playThrough: PlayThrough | null;
  readonly images: ImageMap;
  readonly clock: Clock;
  readonly now: () => number;
  readonly sound: (name: 'land' | 'merge') => void;
  readonly onClose: () => void;
  readonly onPlaySeed: (rival: Rival) => void;
  /** Where the page's probe reads the world and the stage on the board while the viewer is open. */
  readonly watchedRef: RefObject<WatchedBoard | null>;
}

/** The viewer's board, for the page's probe. */
export interface WatchedBoard {
  world(): World;
  stage(): KonvaStage | null;
}

export { startPlayThrough } from '../browser/playThrough';

/** m:ss, as a player reads a game's time. */
export const clockTime = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function Viewer(props: ViewerProps) {
  const { request, onClose } = props;
  const { t } = useTranslation();
  const names = request.users?.map((u) => u.name) ?? [];
  // Each name cut by the width it has: both partners stay in the title however long one name is.
  const title = names.length ? (
    <NamesLine sentence={(slot) => t('watch.title', { names: slot })} names={names} />
  ) : (
    t('watch.titleAnyone')
  );
  // Read as it was asked for (play/watch/watching.ts): a replay that cannot be read is said at once.
  const { read } = request;
  useProblemLogged(read.ok ? null : read.problem);
  return (
    <Modal
      title={title}
      aside={<Faces users={request.users} />}
      onEscape={onClose}
      className={styles.viewer}
      scrolls={false}
    >
      {read.ok ? <Watching {...props} replay={read.replay} /> : <Problem problem={read.problem} onClose={onClose} />}
    </Modal>
  );
}

/** Whose game it is, by their avatars beside the title (which says their names). */
function Faces({ users }: { users?: readonly User[] }) {
  if (!users) return null;
  return (
    <span className={styles.faces} aria-hidden="true">
      {users.map((u, i) => (
        <Avatar key={i} src={u.avatar} />
      ))}
    </span>
  );
}

/**
 * One console error naming why a replay is not shown, in the same commit as the words that say so (a layout
 * effect: whoever reads the page after the words appear reads the error too).
 */
function useProblemLogged(problem: Unwatchable | null): void {
  useLayoutEffect(() => {
    if (problem) console.error(`replay not shown: ${problem.reason}`);
  }, [problem]);
}

function Problem({ problem, onClose }: { problem: Unwatchable; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.problem}>
      <p role="alert">{t(`watch.${problem.kind}`)}</p>
      <button type="button" className={styles.primary} onClick={onClose}>
        {t('watch.close')}
      </button>
    </div>
  );
}

function Watching(props: ViewerProps & { replay: Replay }) {
  const { replay, images, clock, now, sound, onClose, onPlaySeed, watchedRef, request } = props;
  const { t } = useTranslation();
  const [playback] = useState(() =>
    createPlayback(replay, { clock, now, reducedMotion: prefersReducedMotion(), sound }, request.speed),
  );
  const { playThrough } = props;
  useEffect(() => {
    // The worker started before this first render (its owner stops it): its progress first, then the frames.
    playThrough?.attach(playback);
    playback.start();
    watchedRef.current = { world: playback.world, stage: () => stage.current };
    return () => {
      playback.stop();
      watchedRef.current = null;
    };
  }, [playback, watchedRef, playThrough]);
  const stage = useRef<KonvaStage>(null);
  const toBeat = `${useId()}-beat`;
  const state = useAtomValue(playbackAtom, { store: playback.store });
  const failed = state?.check.status === 'failed' ? state.check : null;
  useProblemLogged(failed?.problem ?? null);
  if (!state) return null;
  if (failed) return <Problem problem={failed.problem} onClose={onClose} />;
  const playSeed = () => onPlaySeed({ ...playback.rival(), users: request.users });
  return (
    <div className={styles.body}>
      <p className={styles.score} aria-live="off">
        <span className="visually-hidden">{t('game.score')} </span>
        <span data-testid="watch-score">{state.score}</span>
      </p>
      <Provider store={playback.store}>
        <BoardArea images={images} banner={t('game.celebration')} stageRef={stage}>
          {state.atEnd && state.check.status === 'verified' ? (
            <EndCard score={state.check.score} reported={request.scoreNum} onAgain={playback.toggle} />
          ) : null}
        </BoardArea>
      </Provider>
      <Status state={state} />
      <TimeSlider state={state} playback={playback} />
      <Controls state={state} playback={playback} />
      <div className={styles.leave}>
        <button type="button" onClick={playSeed} aria-label={t('watch.playSeed')} aria-describedby={toBeat}>
          <span className={styles.twoLines}>
            {t('watch.playSeed')}
            <small id={toBeat} data-testid="watch-to-beat">
              {state.check.status === 'verified'
                ? t('watch.toBeat', { score: state.check.score })
                : t('watch.toBeatChecking')}
            </small>
          </span>
        </button>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('watch.close')}
        </button>
      </div>
    </div>
  );
}

/**
 * The board to look at, not to play, as large as the room its controls leave: the same stage, walls and pieces,
 * no waiting piece and no input. Its pieces come from the viewer's own store (the jotai Provider around it).
 */
function BoardArea(props: {
  images: ImageMap;
  banner: string;
  stageRef: RefObject<KonvaStage | null>;
  children?: ReactNode;
}) {
  const { images, banner, stageRef, children } = props;
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const room = useElementSize(area) ?? { width: 300, height: 320 };
  const { scale, sky } = boardFit(room);
  const [width, height] = [BOARD_WIDTH * scale, (sky + BOARD_HEIGHT) * scale];
  return (
    <div ref={area} className={styles.boardArea}>
      <div className={boardStyles.board} role="img" aria-label={t('watch.board')} style={{ width, height }}>
        <BoardStage images={images} scale={scale} sky={sky} banner={banner} stageRef={stageRef} />
      </div>
      {children}
    </div>
  );
}

function Status({ state }: { state: PlaybackState }) {
  const { t } = useTranslation();
  const text = state.moment
    ? `${t(`watch.moments.${state.moment.kind}`)} · ${clockTime(Math.floor(state.moment.frame / 60))}`
    : state.noMoment
      ? t(state.noMoment === 'after' ? 'watch.noLater' : 'watch.noEarlier')
      : state.check.status === 'checking'
        ? state.limited
          ? t('watch.checkedTo', { at: clockTime(Math.floor(state.done / 60)) })
          : t('watch.checking', { percent: Math.floor((100 * state.done) / Math.max(1, state.frames)) })
        : t('watch.verified');
  return (
    <p className={styles.status} role="status" data-testid="watch-status" data-check={state.check.status}>
      {text}
    </p>
  );
}

/** The seek slider (WAI-ARIA's slider pattern), with the score over time drawn along it and the moments marked. */
function TimeSlider({ state, playback }: { state: PlaybackState; playback: Playback }) {
  const { t } = useTranslation();
  const length = Math.floor(state.frames / 60);
  const pressed = useRef<number | null>(null);
  const frameAt = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return (Math.min(Math.max(e.clientX - r.left, 0), r.width) / Math.max(1, r.width)) * state.frames;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const by: Record<string, number> = {
      ArrowRight: SMALL_SEEK,
      ArrowUp: SMALL_SEEK,
      ArrowLeft: -SMALL_SEEK,
      ArrowDown: -SMALL_SEEK,
      PageUp: LARGE_SEEK,
      PageDown: -LARGE_SEEK,
    };
    if (e.key === 'Home') playback.seek(0);
    else if (e.key === 'End') playback.seek(state.frames);
    else if (by[e.key] !== undefined) playback.seekBy(by[e.key]!);
    else return;
    e.preventDefault();
  };
  const curve: Curve = state.curve.map((p) => [p.frame, p.score]);
  const at = (100 * state.second * 60) / Math.max(1, state.frames);
  return (
    <div
      className={styles.slider}
      role="slider"
      tabIndex={0}
      aria-label={t('watch.time')}
      aria-valuemin={0}
      aria-valuemax={length}
      aria-valuenow={state.second}
      aria-valuetext={t('watch.timeText', {
        at: clockTime(state.second),
        length: clockTime(length),
        score: state.score,
      })}
      data-testid="watch-slider"
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        if (pressed.current !== null) return; // the first finger down owns the slider until it lifts
        pressed.current = e.pointerId;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        playback.seek(frameAt(e));
      }}
      onPointerMove={(e) => {
        if (pressed.current === e.pointerId) playback.seek(frameAt(e));
      }}
      onPointerUp={(e) => {
        if (pressed.current === e.pointerId) pressed.current = null;
      }}
      onPointerCancel={(e) => {
        if (pressed.current === e.pointerId) pressed.current = null;
      }}
    >
      <ScoreCurves frames={state.frames} curves={[{ points: curve }]} moments={state.moments} />
      <span className={styles.thumb} style={{ left: `${Math.min(100, at)}%` }} aria-hidden="true" />
      <span className={styles.times} aria-hidden="true">
        <span>{clockTime(state.second)}</span>
        <MomentKeys moments={state.moments} />
        <span>{clockTime(length)}</span>
      </span>
    </div>
  );
}

function Controls({ state, playback }: { state: PlaybackState; playback: Playback }) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <div className={styles.transport}>
        <button type="button" aria-label={t('watch.previous')} onClick={playback.previousMoment}>
          <Icon d="M6 5h2v14H6zM19 5v14L9 12z" />
        </button>
        <button type="button" className={styles.primary} onClick={playback.toggle} data-testid="watch-toggle">
          {state.playing ? t('watch.pause') : t('watch.play')}
        </button>
        <button type="button" aria-label={t('watch.next')} onClick={playback.nextMoment}>
          <Icon d="M16 5h2v14h-2zM5 5v14l10-7z" />
        </button>
        <button
          type="button"
          aria-label={t('watch.stepFrame')}
          onClick={playback.stepFrame}
          disabled={state.playing || state.atEnd}
        >
          <span aria-hidden="true">{t('watch.stepFrameShort')}</span>
        </button>
      </div>
      <div role="group" aria-label={t('watch.speed')} className={styles.speeds}>
        {SPEEDS.map((s) => (
          <button key={s} type="button" aria-pressed={state.speed === s} onClick={() => playback.setSpeed(s)}>
            {`${s}×`}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Which colour marks which moment on the time line: only the kinds this game has, in their order. */
function MomentKeys({ moments }: { moments: readonly Moment[] }) {
  const { t } = useTranslation();
  const kinds = (Object.keys(MOMENT_COLORS) as MomentKind[]).filter((k) => moments.some((m) => m.kind === k));
  return (
    <span className={styles.keys} data-testid="moment-keys">
      {kinds.map((k) => (
        <span key={k} className={styles.key}>
          <span className={styles.swatch} style={{ background: MOMENT_COLORS[k] }} />
          {t(`watch.marks.${k}`)}
        </span>
      ))}
    </span>
  );
}

/** A control's picture: drawn, not a glyph a phone's fonts may lack. */
const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" />
  </svg>
);

/** Over the board at the game's end: its final score, and whether it is the score the host has for it. */
function EndCard(props: { score: number; reported: number | undefined; onAgain(): void }) {
  const { t } = useTranslation();
  const { score, reported } = props;
  return (
    <section className={styles.endCard} data-testid="watch-end" aria-label={t('watch.finalScore', { score })}>
      <p className={styles.final}>{t('watch.finalScore', { score })}</p>
      {reported === undefined ? null : (
        <p className={reported === score ? styles.matches : styles.differs} data-testid="watch-reported">
          {reported === score ? '✓ ' : '✗ '}
          {t(reported === score ? 'watch.matches' : 'watch.differs', { score: reported })}
        </p>
      )}
      <button type="button" onClick={props.onAgain}>
        {t('watch.again')}
      </button>
    </section>
  );
}

// The viewer's logic: a watched game played on the game's own board, in a store of its own, so the player's
// game and its store are never touched. Each animation frame plays the game through a little further (its
// check and keyframes: watchedGame.ts) and, while playing, moves the shown frame on at the chosen speed.
// Plain TypeScript: the view (src/play/view/watch/Viewer.tsx) reads its atoms and calls these methods; time is injected.
import { atom, createStore } from 'jotai/vanilla';
import { STEP_MS, type FramedEvent, type Replay, type World } from '../../game';
import { createGameLoop, MAX_FRAME_MS, type Clock } from '../flow/loop';
import { frameAtom, type Rival } from '../flow/store';
import { createEffectTracker } from '../scene/effects';
import {
  secondsOf,
  createWatchedGame,
  type Check,
  type Moment,
  type Position,
  type ScorePoint,
  type WatchedGame,
} from './watchedGame';

/** The speeds offered, simulated time per real time. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;
export type Speed = (typeof SPEEDS)[number];
/** A jump to a moment lands this many frames before it, so it is seen happening. */
export const MOMENT_LEAD = 60;
/** The slider's small and large steps (arrows; PageUp and PageDown), in frames. */
export const SMALL_SEEK = 5 * 60;
export const LARGE_SEEK = 30 * 60;
/** Time given to playing the game through, per animation frame (ms): the rest of the frame is the board's. */
export const WORK_MS = 6;

/** What the controls show: quiet while a game plays on, changing at a whole second or a new score. */
export interface PlaybackState {
  readonly playing: boolean;
  readonly speed: Speed;
  /** The frame shown, in whole seconds (the slider's value). */
  readonly second: number;
  readonly score: number;
  /** The game's length in frames. */
  readonly frames: number;
  /** Frames played through (and so checked) so far. */
  readonly done: number;
  readonly check: Check;
  /**
   * The last seek asked for a frame past what is played through: the board shows as far as is, follows the
   * check, and lands on the asked frame as soon as it is checked (unless the player seeks again first).
   */
  readonly limited: boolean;
  /** The shown frame is the game's last. */
  readonly atEnd: boolean;
  readonly moments: readonly Moment[];
  readonly curve: readonly ScorePoint[];
  /** The moment the last jump went to, until the next seek, play or pause. */
  readonly moment: Moment | null;
  /** The last jump found no moment that way (none before, or none after, the frame shown), until the next seek, play or pause. */
  readonly noMoment: 'before' | 'after' | null;
}

export const playbackAtom = atom<PlaybackState | null>(null);

/** What the controls show, but for the moments and the curve, which grow in place (they follow `done`). */
const QUIET = [
  'playing',
  'speed',
  'second',
  'score',
  'done',
  'check',
  'limited',
  'atEnd',
  'moment',
  'noMoment',
] as const;
const sameState = (a: PlaybackState, b: PlaybackState) => QUIET.every((k) => a[k] === b[k]);

/** The watched game's landings and merges, as the game's own sounds. */
function soundsOf(events: readonly FramedEvent[], sound: PlaybackDeps['sound']) {
  for (const { event: e } of events) {
    if (e.type === 'landed') sound('land');
    else if (e.type === 'merged' || e.type === 'upgraded' || e.type === 'watermelonsVanished') sound('merge');
  }
}

export interface PlaybackDeps {
  readonly clock: Clock;
  /** Monotonic ms: how long the play-through may work in a frame. */
  readonly now: () => number;
  readonly reducedMotion: boolean;
  /** A landing or merge of the watched game, at 1× or slower (the host's sound requests 11 and 12). */
  readonly sound: (name: 'land' | 'merge') => void;
}

/** Where a jump to moment `m` lands: a second before it. */
const leadTo = (m: Moment) => Math.max(0, m.frame - MOMENT_LEAD);
/** The moment before the frame shown (half a second of grace, so a second press goes further back), or after it. */
const momentBefore = (moments: readonly Moment[], frame: number) =>
  moments.filter((m) => leadTo(m) < frame - MOMENT_LEAD / 2).pop();
const momentAfter = (moments: readonly Moment[], frame: number) => moments.find((m) => leadTo(m) > frame);

/** The watched game as Play this seed takes it: its seed and replay, and its score and curve once every move is checked. */
function rivalOf(game: WatchedGame): Omit<Rival, 'users'> {
  const c = game.check();
  const checked =
    c.status === 'verified' ? { score: c.score, curve: game.curve().map((p) => [p.frame, p.score] as const) } : null;
  return { seed: game.replay.seed, replay: game.replay, checked };
}

/** Whether `pos` is the game's last frame: its length, or a final game over once all of it is played through. */
const endsAt = (game: WatchedGame, pos: Position) =>
  pos.world.frame >= game.frames ||
  (pos.world.phase === 'ended' && pos.applied === game.replay.actions.length && game.done() === game.frames);

/** What the controls show of `game` with `pos` on the board, and the playback's own settings. */
function stateOf(
  game: WatchedGame,
  pos: Position,
  own: Pick<PlaybackState, 'playing' | 'speed' | 'limited' | 'moment' | 'noMoment'>,
): PlaybackState {
  const { frame, score } = pos.world;
  const [frames, check] = [game.frames, game.check()];
  // While it plays through, what is done is said by the hundredth: the controls and the curve re-render 100 times
  // at most, not every frame, and the frames go to the play-through.
  const done = check.status === 'checking' ? Math.floor((game.done() * 100) / frames) * (frames / 100) : game.done();
  const [moments, curve] = [game.moments(), game.curve()];
  return { ...own, second: secondsOf(frame), score, frames, done, check, atEnd: endsAt(game, pos), moments, curve };
}

/**
 * A seek past what was checked goes on as the check does: the board as far as is checked, then the frame asked for
 * itself (`target`, null once reached, or once the check ended short of it).
 */
function followSeek(game: WatchedGame, pos: Position, target: number): [Position, number | null] {
  const reach = Math.min(target, game.done());
  const shown = reach > pos.world.frame ? game.positionAt(reach) : pos;
  return [shown, game.done() >= target || game.check().status !== 'checking' ? null : target];
}

/** `speed`: the speed it starts at (one of SPEEDS, else 1×). */
export function createPlayback(replay: Replay, deps: PlaybackDeps, firstSpeed = 1) {
  const store = createStore();
  const game = createWatchedGame(replay);
  const effects = createEffectTracker({ reducedMotion: deps.reducedMotion });
  let pos: Position = game.positionAt(0);
  let playing = true;
  let speed: Speed = SPEEDS.find((s) => s === firstSpeed) ?? 1;
  let acc = 0;
  /** The frame the last seek asked for while it was not yet checked; null once it is shown (or sought elsewhere). */
  let target: number | null = null;
  let moment: Moment | null = null;
  let noMoment: PlaybackState['noMoment'] = null;
  let elsewhere = false; // the play-through runs in a worker: this page only takes its progress
  const loop = createGameLoop(deps.clock);

  const atEnd = () => endsAt(game, pos);

  function publish() {
    const prev = store.get(playbackAtom);
    const next = stateOf(game, pos, { playing, speed, limited: target !== null, moment, noMoment });
    if (prev && sameState(prev, next)) return;
    store.set(playbackAtom, { ...next, moments: [...next.moments], curve: [...next.curve] });
  }

  function draw() {
    const world = pos.world;
    const running = effects.running(world.frame);
    store.set(frameAtom, { prev: world, world, alpha: 1, effects: running, reducedMotion: effects.reducedMotion });
    publish();
  }

  /** The shown game moves on to `frame` (never past what is played through), its effects and sounds with it. */
  function playTo(frame: number) {
    const events: FramedEvent[] = [];
    pos = game.positionAt(frame, events, pos);
    for (const { frame: at, event } of events) effects.add([event], at, replay.seed);
    if (speed <= 1) soundsOf(events, deps.sound);
  }

  function frameTick(ms: number) {
    const checking = game.check().status === 'checking';
    if (checking && !elsewhere) game.work(deps.now, deps.now() + WORK_MS);
    if (game.check().status === 'failed') playing = false;
    if (target !== null) [pos, target] = followSeek(game, pos, target);
    else if (playing) {
      acc += Math.min(Math.max(ms, 0), MAX_FRAME_MS) * speed;
      const steps = Math.floor(acc / STEP_MS);
      acc -= steps * STEP_MS;
      const to = Math.min(pos.world.frame + steps, game.done());
      if (to > pos.world.frame) playTo(to);
      if (atEnd()) playing = false;
    }
    draw();
  }

  /** Shows `frame` at once: from the keyframe before it, nothing of the last frame's effects carried over. */
  function seek(frame: number) {
    const f = Math.max(0, Math.min(Math.round(frame), replay.frames));
    target = f > game.done() ? f : null;
    [moment, noMoment] = [null, null];
    pos = game.positionAt(f);
    acc = 0;
    draw();
  }

  /** To moment `m`; none that way: nothing moves, and the status says so. */
  const jump = (m: Moment | undefined, way: 'before' | 'after') => {
    if (m) seek(leadTo(m));
    [moment, noMoment] = m ? [m, null] : [null, way];
    publish();
  };

  return {
    store,
    replay,
    /** The world on the board (the page's probe, while the viewer is open). */
    world: (): World => pos.world,
    start() {
      draw();
      loop.start(frameTick);
    },
    stop: () => loop.stop(),
    /** In a worker (its progress by `absorb`), or here again once it fails (as it starts: nothing absorbed). */
    playThroughElsewhere: (on: boolean) => void (elsewhere = on || game.absorbed()),
    absorb: game.absorb,
    /** Play or pause; playing at the end starts the game over. */
    toggle() {
      if (game.check().status === 'failed') return;
      if (!playing && atEnd()) seek(0);
      playing = !playing;
      acc = 0;
      [moment, noMoment] = [null, null];
      publish();
    },
    setSpeed(s: Speed) {
      speed = s;
      publish();
    },
    seek,
    /** Seeks by `frames` from the frame shown (the slider's keys). */
    seekBy(frames: number) {
      seek(pos.world.frame + frames);
    },
    /** One frame on, while paused. */
    stepFrame() {
      if (playing || atEnd()) return;
      playTo(Math.min(pos.world.frame + 1, game.done()));
      draw();
    },
    /** The moment before (or after) the frame shown, landing a second before it; none: nothing moves. */
    previousMoment: () => jump(momentBefore(game.moments(), pos.world.frame), 'before'),
    nextMoment: () => jump(momentAfter(game.moments(), pos.world.frame), 'after'),
    /** The watched game's seed, score and score over time (Play this seed). */
    rival: () => rivalOf(game),
  };
}

export type Playback = ReturnType<typeof createPlayback>;

import type { KeptStore } from '../../src/play/kept/storage';
import { afterEach, expect } from 'vitest';
import type { Bridge, HostMessage } from '../../src/bridge';
import { installHostCallbacks } from '../../src/bridge/inbox';
import { toPayload, type Payload } from '../../src/bridge/protocol';
import { LATEST_RULES, verifyReplay } from '../../src/game/package';
import type { Clock } from '../../src/play/flow/loop';
import { createGameSession, POPUP_CLOSE_GUARD_MS, type GameSession } from '../../src/play/session/session';
import { createKeptCheck } from '../../src/play/kept/check';
import { createDuel } from '../../src/play/duel/duel';
import type { LoadDuel } from '../../src/play/duel/duelOnDemand';
import { createGameStore, frameAtom } from '../../src/play/flow/store';
import type { Timers } from '../../src/play/flow/timers';
import type { SettingsStorage } from '../../src/play/flow/settings';

/** msg 5s whose replay did not verify to the score sent with it; every test fails on one (afterEach). */
const unverified: string[] = [];

/**
 * Records what the host would receive, as `{ msg, score?, replay? }` payloads. Every msg 5 is checked as the
 * server would: its replay must verify to exactly the score beside it.
 */
export function fakeBridge(kind: Bridge['kind'] = 'uni-app') {
  const sent: Payload[] = [];
  const bridge: Bridge = {
    kind,
    send: (m: HostMessage) => {
      const p = toPayload(m);
      if (p.msg === 5) {
        const v = verifyReplay(p.replay);
        if (!v.ok || v.score !== p.score) unverified.push(`score ${p.score}: ${JSON.stringify(v)}`);
      }
      sent.push(p);
    },
  };
  return { bridge, sent, msgs: () => sent.map((p) => p.msg) };
}

/** What a msg 5 with this score looks like to the host (its replay is checked by fakeBridge). */
export const scoreMsg = (score: number) => ({
  msg: 5,
  score,
  replay: expect.stringMatching(new RegExp(`^${LATEST_RULES}\\.\\d+\\.\\d+\\.`)),
});

/** A requestAnimationFrame stand-in: frames run only when a test calls tick(). */
export function manualClock() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, (t: number) => void>();
  const clock: Clock = {
    request: (cb) => {
      pending.set(next, cb);
      return next++;
    },
    cancel: (h) => void pending.delete(h),
  };
  /** Runs `frames` animation frames of `ms` each. */
  const tick = (frames = 1, ms = 1000 / 60) => {
    for (let i = 0; i < frames; i++) {
      now += ms;
      const due = [...pending.values()];
      pending.clear();
      for (const cb of due) cb(now);
    }
  };
  return { clock, tick };
}

/** Wall-clock time that moves only when a test calls advance(). */
export function manualTimers() {
  let now = 0;
  let seq = 0;
  const due = new Map<number, { at: number; cb: () => void }>();
  const timers: Timers = {
    now: () => now,
    after: (ms, cb) => {
      const id = ++seq;
      due.set(id, { at: now + ms, cb });
      return () => void due.delete(id);
    },
  };
  /** Moves time forward by ms, running what falls due in order. */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const [id, next] = [...due].sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0] ?? [];
      if (id === undefined || !next || next.at > end) break;
      due.delete(id);
      now = next.at;
      next.cb();
    }
    now = end;
  };
  return { timers, advance, pending: () => due.size };
}

export function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  const s = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  } as Storage;
  return Object.assign(() => s, { data });
}

type HostFn = (payload?: unknown) => void;
/** The host's global callbacks, installed on a stand-in window, as the host app would call them; and its inbox. */
export function fakeHost() {
  // An EventTarget: the page also listens on its window for calls by message (src/bridge/callMessages.ts).
  const win = new EventTarget() as unknown as Record<
    'initData' | 'propsData' | 'videoFinished' | 'rankingData' | 'replayData' | 'duelData' | 'partnerMoves',
    HostFn
  >;
  const inbox = installHostCallbacks(win as unknown as Window);
  return Object.assign(win, { inbox });
}

/** The sessions a test started: each stopped after it (a duel's test starts two). */
const live: GameSession[] = [];
afterEach(() => {
  for (const s of live.splice(0)) s.stop();
  expect(unverified.splice(0), 'msg 5 whose replay does not verify to its score').toEqual([]);
});

/** A started session with a fake host, manual frames and manual wall-clock time (seed 1 unless given). */
export function startSession(
  opts: {
    kind?: Bridge['kind'];
    storage?: SettingsStorage;
    playSound?: (n: string) => void;
    seed?: number;
    gameSeed?: number;
    /** false: the view has not yet said the board is on screen (session.shown()). */
    shown?: boolean;
    /** Where Home goes with no host app. */
    leavePage?: () => void;
    /** Where the game is kept; by default `storage`. */
    keptStore?: KeptStore;
    /** Monotonic ms for the partner's catch-up budget (performance.now); none: no budget. */
    now?: () => number;
    /** How the duel's code arrives; by default at once. */
    loadDuel?: LoadDuel;
  } = {},
) {
  const store = createGameStore();
  const host = fakeBridge(opts.kind);
  const frames = manualClock();
  const wall = manualTimers();
  const storage = opts.storage ?? memoryStorage();
  const hostCalls = fakeHost();
  const session = createGameSession(store, {
    bridge: host.bridge,
    inbox: hostCalls.inbox,
    seed: opts.seed ?? 1,
    gameSeed: opts.gameSeed,
    clock: frames.clock,
    timers: wall.timers,
    storage,
    playSound: opts.playSound,
    loadCheck: () => createKeptCheck, // at once: tests move time themselves
    loadDuel: opts.loadDuel ?? (() => createDuel),
    leavePage: opts.leavePage,
    keptStore: opts.keptStore,
    now: opts.now,
  });
  session.start();
  if (opts.shown !== false) session.shown(); // as the view says once the board is drawn
  live.push(session);
  const world = () => store.get(frameAtom).world;
  /** Waits past the popup-close guard, drops at x and runs 40 frames. */
  const dropAndRun = (x: number) => {
    wall.advance(POPUP_CLOSE_GUARD_MS);
    session.drop(x);
    frames.tick(40);
  };
  /** Drops in one spot until the game ends. */
  const playUntilOver = () => {
    for (let i = 0; i < 300 && world().phase !== 'ended'; i++) dropAndRun(60);
    expect(world().phase).toBe('ended');
  };
  /** Page time: frames and the wall clock together, a frame at a time (about 60 a second). */
  const run = (ms: number) => {
    for (let t = 0; t < ms; t += 1000 / 60) {
      wall.advance(1000 / 60);
      frames.tick(1);
    }
  };
  /** The scores sent so far (msg 5), in order. */
  const scores = () => host.sent.filter((p) => p.msg === 5).map((p) => p.score);
  return {
    session,
    store,
    ...host,
    ...frames,
    ...wall,
    world,
    dropAndRun,
    playUntilOver,
    scores,
    run,
    host: hostCalls,
  };
}

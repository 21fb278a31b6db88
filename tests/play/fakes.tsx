import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { Bridge, HostMessage } from '../../src/bridge';
import { toPayload } from '../../src/bridge/protocol';
import type { Clock } from '../../src/play/loop';
import { Game } from '../../src/play/Game';
import { createGameStore } from '../../src/play/store';
import type { ImageMap } from '../../src/play/images';

/** Records what the host would receive, as `{ msg, score? }` payloads. */
export function fakeBridge(kind: Bridge['kind'] = 'uni-app') {
  const sent: { msg: number; score?: number }[] = [];
  const bridge: Bridge = { kind, send: (m: HostMessage) => sent.push(toPayload(m)) };
  return { bridge, sent, msgs: () => sent.map((p) => p.msg) };
}

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

export function memoryStorage(init: Record<string, string> = {}): () => Storage {
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
  return () => s;
}

const noImages = () => Promise.resolve(new Map() as ImageMap);

export function renderGame(
  opts: {
    kind?: Bridge['kind'];
    seed?: number;
    storage?: () => Storage;
    playSound?: (name: 'land' | 'merge') => void;
  } = {},
) {
  const store = createGameStore();
  const host = fakeBridge(opts.kind);
  const time = manualClock();
  const utils = render(
    <Provider store={store}>
      <Game
        bridge={host.bridge}
        seed={opts.seed ?? 1}
        clock={time.clock}
        storage={opts.storage ?? memoryStorage()}
        loadImages={noImages}
        playSound={opts.playSound}
      />
    </Provider>,
  );
  return { ...utils, store, ...host, ...time };
}

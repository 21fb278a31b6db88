import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { Bridge } from '../../src/bridge';
import { Game } from '../../src/play/view/frame/Game';
import { createGameStore } from '../../src/play/flow/store';
import type { ImageMap } from '../../src/play/view/board/images';
import type { KeptStore } from '../../src/play/kept/storage';
import { fakeBridge, manualClock, manualTimers, memoryStorage } from './sessionFakes';

export { fakeBridge, manualClock, manualTimers, memoryStorage };

const noImages = () => Promise.resolve(new Map() as ImageMap);

export function renderGame(
  opts: {
    kind?: Bridge['kind'];
    seed?: number;
    storage?: () => Storage;
    playSound?: (name: 'land' | 'merge') => void;
    loadImages?: typeof noImages;
    /** Where the game is kept; by default `storage`. */
    keptStore?: KeptStore;
  } = {},
) {
  const store = createGameStore();
  const host = fakeBridge(opts.kind);
  const time = manualClock();
  const wall = manualTimers();
  const utils = render(
    <Provider store={store}>
      <Game
        bridge={host.bridge}
        seed={opts.seed ?? 1}
        clock={time.clock}
        timers={wall.timers}
        storage={opts.storage ?? memoryStorage()}
        loadImages={opts.loadImages ?? noImages}
        playSound={opts.playSound}
        keptStore={opts.keptStore}
      />
    </Provider>,
  );
  return { ...utils, store, ...host, ...time, advance: wall.advance };
}

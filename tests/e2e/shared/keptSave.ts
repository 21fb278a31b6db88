// A kept game as the page keeps it (src/play/kept/game.ts), for opening the game with one in local storage.
import { INITIAL_PROPS } from '../../../src/play/flow/store';
import { keptText } from '../../../src/play/kept/game';
import { playBot } from '../../../fixtures/bot';

/** A 15-second honest game, paused, saved now; the host's counts are bomb 3 and wildcard 0. */
export function keptSave() {
  const g = playBot(5, { maxFrames: 900, specialRate: 0 });
  const props = [
    { ...INITIAL_PROPS[0], quantity: 3 },
    { ...INITIAL_PROPS[1], quantity: 0 },
  ] as unknown as typeof INITIAL_PROPS;
  const world = { ...g.world, phase: 'paused' as const };
  const state = { held: [], reported: '', props, books: { asked: [], last: {} }, contentHeight: null };
  const cooldowns = { bomb: 0, wildcard: 0 };
  return { text: keptText({ savedAt: Date.now(), left: false, world, cooldowns, ...state }, g.replay), world };
}

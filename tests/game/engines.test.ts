// A replay recorded in one JavaScript engine verifies to the same score and the same world, bit for bit,
// in another (docs/bridge.md, "Verifying"). QuickJS has its own parser, number formatting and math
// library; V8 is the engine of Node, Chrome and Android's WebView.
import { getQuickJS, type QuickJSContext } from 'quickjs-emscripten';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeReplay, LATEST_RULES } from '../../src/game';
import type { BotOptions } from '../../fixtures/bot';
import { bundleEntry } from './engines/bundle';
import type * as Entry from './engines/entry';

type Engine = typeof Entry;
/**
 * 50 games: four in five are played at a human pace over the whole board for 10 s; every fifth stacks fast
 * in the middle, so it reaches game over and both revives within 700 frames. QuickJS interprets (0.3 ms a
 * frame for the first kind, 1 ms for the second here), so the games are short and many.
 */
const GAMES = 50;
const gameOptions = (i: number): BotOptions =>
  i % 5 === 0 ? { maxFrames: 900, spread: 0.1, minWait: 0, maxWait: 4 } : { maxFrames: 600, specialRate: 0.008 };

let node: Engine;
let quick: QuickJSContext;

beforeAll(async () => {
  const code = await bundleEntry();
  node = new Function(`${code}; return engine;`)() as Engine;
  quick = (await getQuickJS()).newContext();
  quick.unwrapResult(quick.evalCode(code, 'engine.js')).dispose();
}, 60_000);
afterAll(() => quick?.dispose());

/** Runs `engine.<call>` in QuickJS and reads back its JSON. */
function inQuickJS<T>(call: string): T {
  const handle = quick.unwrapResult(quick.evalCode(`JSON.stringify(engine.${call})`));
  const text = quick.getString(handle);
  handle.dispose();
  return JSON.parse(text) as T;
}

describe('the same game in V8 (Node) and QuickJS', () => {
  it(`${GAMES} seeded games with specials and revives: same verified score, same final world bit for bit`, () => {
    const totals = { games: 0, drops: 0, specials: 0, revives: 0, frames: 0, revived: 0 };
    for (let i = 1; i <= GAMES; i++) {
      const seed = (i * 2654435761) >>> 0;
      const game = node.playAndVerify(seed, gameOptions(i));
      const q = inQuickJS<ReturnType<Engine['verifyWithWorld']>>(`verifyWithWorld(${JSON.stringify(game.replay)})`);
      expect(game.verified).toEqual({
        ok: true,
        score: game.score,
        seed,
        frames: expect.any(Number),
        rules: LATEST_RULES,
        ...game.used,
      });
      expect(q.verified, `seed ${seed}`).toEqual(game.verified);
      expect(q.world, `seed ${seed}`).toBe(game.live);
      expect(game.replayed).toBe(game.live);
      const d = decodeReplay(game.replay);
      if (!d.ok) throw new Error(d.reason);
      totals.games++;
      if (d.replay.actions.some((a) => a.type === 'revive')) totals.revived++;
      totals.frames += d.replay.frames;
      for (const a of d.replay.actions)
        totals[a.type === 'drop' ? 'drops' : a.type === 'special' ? 'specials' : 'revives']++;
    }
    console.info('engines:', totals);
    // The games did what the test says they do.
    expect(totals.games).toBe(GAMES);
    expect(totals.revived).toBeGreaterThanOrEqual(8);
    expect(totals.revives).toBeGreaterThanOrEqual(15);
    expect(totals.specials).toBeGreaterThanOrEqual(GAMES);
  }, 300_000);

  it('QuickJS plays the bot itself to the same replay and world as V8', () => {
    const seed = 424242;
    const q = inQuickJS<ReturnType<Engine['playAndVerify']>>(`playAndVerify(${seed}, { maxFrames: 400 })`);
    expect(q).toEqual(node.playAndVerify(seed, { maxFrames: 400 }));
  }, 120_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  decodeReplay,
  LATEST_RULES,
  encodeReplay,
  MAX_REPLAY_FRAMES,
  playReplay,
  quantizeDropX,
  record,
  replayText,
  startRecording,
  update,
  verifyReplay,
  type Action,
  type Replay,
  type World,
} from '../../src/game/package';
import { playBot } from '../../fixtures/bot';
import { worldBits } from './engines/entry';
import { stepN } from './helpers';

/** Plays actions on a world as the session does, recording them. */
function played(seed: number, script: readonly (Action | number)[]) {
  let world = createWorld(seed);
  let rec = startRecording(world);
  for (const a of script) {
    if (typeof a === 'number') {
      world = stepN(world, a).world;
      continue;
    }
    const t = update(world, a);
    rec = record(rec, world, a, t.world);
    world = t.world;
  }
  return { world, rec, replay: replayText(rec, world) };
}

const x = (w: World, at: number) => quantizeDropX(w, at);

describe('recording a game', () => {
  it('writes the seed and each action that changed the world, at its frame', () => {
    const w0 = createWorld(9);
    const { replay, world } = played(9, [
      { type: 'drop', x: x(w0, 100) },
      { type: 'drop', x: 200 }, // ignored: the first piece is still falling
      40,
      { type: 'setSpecial', kind: 'bomb' },
      { type: 'pause' },
      { type: 'resume' },
      { type: 'drop', x: 300.125 },
      10,
    ]);
    const d = decodeReplay(replay);
    expect(d).toEqual({
      ok: true,
      replay: {
        rules: LATEST_RULES,
        seed: 9,
        frames: 50,
        actions: [
          { type: 'drop', frame: 0, x: 800 },
          { type: 'special', frame: 40, kind: 'bomb' },
          { type: 'drop', frame: 40, x: 2401 },
        ],
      },
    });
    expect(verifyReplay(replay)).toEqual({
      ok: true,
      score: world.score,
      seed: 9,
      frames: 50,
      rules: LATEST_RULES,
      bombs: 1, // the bomb granted at frame 40 is the piece dropped at frame 40
      wildcards: 0,
      revives: 0,
    });
  });

  it('puts the drop on the 1/8 px grid, inside the walls, before the simulation sees it', () => {
    const w = createWorld(1);
    expect(quantizeDropX(w, 100.06)).toBe(100);
    expect(quantizeDropX(w, 100.07)).toBe(100.125);
    expect(quantizeDropX(w, -50)).toBeGreaterThan(0);
    expect(quantizeDropX(w, 9999)).toBeLessThan(375);
    expect(quantizeDropX(w, NaN)).toBe(187.5);
  });

  it('a restarted game starts its own recording, with the specials it carried over at frame 0', () => {
    const { world: ended } = played(3, [
      { type: 'setSpecial', kind: 'bomb' },
      { type: 'setSpecial', kind: 'wildcard' },
    ]);
    const restarted = update(ended, { type: 'restart', seed: 77 }).world;
    const rec = startRecording(restarted);
    expect(decodeReplay(replayText(rec, restarted))).toMatchObject({
      ok: true,
      replay: {
        seed: 77,
        actions: [
          { type: 'special', frame: 0, kind: 'bomb' },
          { type: 'special', frame: 0, kind: 'wildcard' },
        ],
      },
    });
    expect(verifyReplay(replayText(rec, restarted))).toMatchObject({ ok: true, seed: 77 });
  });

  it('a special granted during a game over is written only when a revive follows it, just before it', () => {
    const game = playBot(11, { maxFrames: 3000, spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 0, specialRate: 0 });
    expect(game.world.phase).toBe('ended');
    let rec = startRecording(createWorld(11));
    rec = {
      ...rec,
      actions: decodeReplay(game.replay).ok ? (decodeReplay(game.replay) as { replay: Replay }).replay.actions : [],
    };
    const granted = update(game.world, { type: 'setSpecial', kind: 'bomb' }).world;
    rec = record(rec, game.world, { type: 'setSpecial', kind: 'bomb' }, granted);
    expect(replayText(rec, granted)).toBe(game.replay); // held back: not part of the game unless revived
    const revived = update(granted, { type: 'revive' }).world;
    rec = record(rec, granted, { type: 'revive' }, revived);
    const tail = (decodeReplay(replayText(rec, revived)) as { replay: Replay }).replay.actions.slice(-2);
    expect(tail).toEqual([
      { type: 'special', frame: game.world.frame, kind: 'bomb' },
      { type: 'revive', frame: game.world.frame },
    ]);
    const v = verifyReplay(replayText(rec, revived));
    expect(v).toMatchObject({ ok: true, score: revived.score });
    expect(
      worldBits(
        (playReplay((decodeReplay(replayText(rec, revived)) as { replay: Replay }).replay) as { world: World }).world,
      ),
    ).toBe(worldBits(revived));
  });
});

describe('playing a replay back', () => {
  it('an idle stretch on an empty board (skipped in one go) ends in the world its steps make', () => {
    const r = decodeReplay(`${LATEST_RULES}.5.1000.`) as { replay: Replay };
    const stepped = stepN(createWorld(5), 1000).world;
    expect(worldBits((playReplay(r.replay) as { world: World }).world)).toBe(worldBits(stepped));
    // …and after a revive cleared the board, with its grace counting down
    const game = playBot(41, { maxFrames: 3000, spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 0, specialRate: 0 });
    const emptied = { ...update(game.world, { type: 'revive' }).world, pieces: [], fallingId: null };
    const skipped = (w: World) => ({ ...w, frame: w.frame + 30 });
    expect(emptied.grace).toBeGreaterThan(30);
    expect(worldBits(stepN(emptied, 30).world)).toBe(
      worldBits({ ...skipped(emptied), grace: emptied.grace - 30, overflow: 0 }),
    );
  });
});

describe('the replay text', () => {
  it('is printable ASCII with no spaces, and reads back to what was written', () => {
    const { replay } = playBot(5, { maxFrames: 2000 });
    expect(replay).toMatch(/^[\x21-\x7e]+$/);
    expect(encodeReplay((decodeReplay(replay) as { replay: Replay }).replay)).toBe(replay);
  });

  it('a 30-minute game at two drops a second, a special every 10 s and two revives fits in 16 KB', () => {
    const frames = 30 * 60 * 60;
    const actions: Replay['actions'][number][] = [];
    for (let f = 0; f < frames; f += 30) actions.push({ type: 'drop', frame: f, x: 2999 });
    for (let f = 0; f < frames; f += 600) actions.push({ type: 'special', frame: f, kind: 'wildcard' });
    actions.push({ type: 'revive', frame: 50_000 }, { type: 'revive', frame: 90_000 });
    actions.sort((a, b) => a.frame - b.frame);
    const text = encodeReplay({ rules: 2, seed: 4294967295, frames, actions });
    expect(text.length).toBeLessThanOrEqual(16 * 1024);
    expect(decodeReplay(text)).toMatchObject({ ok: true, replay: { frames, actions } });
  });
});

describe('verifyReplay refuses what no recorded game holds, with a reason', () => {
  const good = playBot(21, { maxFrames: 3000, spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 0 });
  const goodReplay = (decodeReplay(good.replay) as { replay: Replay }).replay;
  const at = (n: number) => goodReplay.actions.filter((a) => a.type === 'drop')[n]!;
  const encode = (r: Partial<Replay>) => encodeReplay({ ...goodReplay, ...r });

  it.each([
    ['an empty line', '', /^empty line$/],
    ['garbage', 'hello world', /^not a replay: expected <version>\.<seed>\.<frames>\.<actions>/],
    ['10 MB of text', '1.1.1.'.padEnd(10_000_000, 'A'), /^longer than 1000000 characters \(10000000\)$/],
    ['an unknown version', '5.1.60.', /^unknown version 5 \(this verifier reads 1, 2, 3 and 4\)$/],
    ['a seed past 32 bits', '1.4294967296.60.', /^seed must be an integer from 0 to 4294967295$/],
    [
      'more than 2 hours of frames',
      `1.1.${MAX_REPLAY_FRAMES + 1}.`,
      /^more than 2 hours of frames \(432001 > 432000\)$/,
    ],
    ['a character outside base64url', '1.1.60.AA*', /^character "\*" at 2 is not base64url$/],
    ['an action cut short', '1.1.60.AA', /^actions end in the middle of an action/],
    ['a special the format does not know', '1.1.60.F', /^unknown action code 5 at frame 0/],
    ['an x outside the board', '1.1.60.A__', /^a drop at frame 0 has x 511\.875, outside the board \(0–375\)$/],
  ])('%s', (_name, line, reason) => {
    const v = verifyReplay(line);
    expect(v.ok).toBe(false);
    expect(v.ok ? '' : v.reason).toMatch(reason);
  });

  it('frames going backwards: an action after the replay says it ended', () => {
    expect(verifyReplay(encode({ frames: at(3).frame - 1 }))).toEqual({
      ok: false,
      reason: `frames go backwards: an action at frame ${at(3).frame} comes after the replay's end at frame ${at(3).frame - 1}`,
    });
  });

  it('a drop while a piece is still falling', () => {
    const a = at(2);
    const actions = [...goodReplay.actions];
    actions.splice(actions.indexOf(a) + 1, 0, { type: 'drop', frame: a.frame + 1, x: 1000 });
    expect(verifyReplay(encode({ actions }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(
        new RegExp(`^a drop at frame ${a.frame + 1} changes nothing: piece \\d+ is still falling$`),
      ),
    });
  });

  it('anything after game over but a revive', () => {
    const over = good.world.frame;
    expect(good.world.phase).toBe('ended');
    const drop = verifyReplay(encode({ actions: [...goodReplay.actions, { type: 'drop', frame: over, x: 1000 }] }));
    expect(drop).toEqual({ ok: false, reason: `a drop at frame ${over}, after game over` });
    const later = verifyReplay(
      encode({ frames: over + 5, actions: [...goodReplay.actions, { type: 'revive', frame: over + 5 }] }),
    );
    expect(later).toEqual({ ok: false, reason: `a revive at frame ${over + 5}, after game over at frame ${over}` });
    const special = verifyReplay(
      encode({ actions: [...goodReplay.actions, { type: 'special', frame: over, kind: 'bomb' }] }),
    );
    expect(special).toEqual({ ok: false, reason: `a bomb at frame ${over}, after game over with no revive after it` });
    const past = verifyReplay(encode({ frames: over + 1 }));
    expect(past).toEqual({
      ok: false,
      reason: `game over at frame ${over}, before the replay's end at frame ${over + 1}`,
    });
  });

  it('a revive while the game is not over, and a third revive', () => {
    expect(
      verifyReplay(
        `2.1.60.${encodeReplay({ rules: 2, seed: 1, frames: 60, actions: [{ type: 'revive', frame: 10 }] }).split('.')[3]}`,
      ),
    ).toEqual({
      ok: false,
      reason: 'a revive at frame 10 changes nothing: the game is not over',
    });
    const twice = playBot(23, { maxFrames: 5000, spread: 0.1, minWait: 0, maxWait: 4, reviveRate: 1, specialRate: 0 });
    const r = (decodeReplay(twice.replay) as { replay: Replay }).replay;
    expect(twice.world).toMatchObject({ phase: 'ended', revives: 2 });
    expect(verifyReplay(encodeReplay({ ...r, actions: [...r.actions, { type: 'revive', frame: r.frames }] }))).toEqual({
      ok: false,
      reason: `a revive at frame ${r.frames} changes nothing: both revives are used`,
    });
  });
});

describe('verifying any recorded game returns exactly the score the game reported', () => {
  it('property: seeds, pace, spread, specials and revives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4294967295 }),
        fc.record({
          maxFrames: fc.integer({ min: 0, max: 1500 }),
          spread: fc.double({ min: 0, max: 1, noNaN: true }),
          minWait: fc.integer({ min: 0, max: 10 }),
          maxWait: fc.integer({ min: 11, max: 60 }),
          specialRate: fc.double({ min: 0, max: 0.02, noNaN: true }),
          reviveRate: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        (seed, options) => {
          const game = playBot(seed, options);
          expect(verifyReplay(game.replay)).toEqual({
            ok: true,
            score: game.world.score,
            seed,
            frames: game.world.frame,
            rules: LATEST_RULES,
            ...game.used,
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('one drop moved by a single bit of its x gives another world (the engine test compares bits)', () => {
    const w = createWorld(8);
    const base = 123.5;
    const f = new Float64Array([base]);
    new Uint32Array(f.buffer)[0]! ^= 1; // the lowest bit of the mantissa
    const run = (x0: number) =>
      stepN(update(stepN(update(w, { type: 'drop', x: x0 }).world, 40).world, { type: 'drop', x: 130 }).world, 200)
        .world;
    expect(f[0]).not.toBe(base);
    expect(worldBits(run(f[0]!))).not.toBe(worldBits(run(base)));
  });
});

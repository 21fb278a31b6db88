// @vitest-environment node
// verifyReplay as a server runs it on untrusted lines: what a game used, the limits it is held to, bounded
// cost, and one spelling per game.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createWorld,
  decodeReplay,
  LATEST_RULES,
  quantizeDropX,
  record,
  replayText,
  startRecording,
  update,
  type Action,
  actionOf,
  encodeReplay,
  stepWork,
  MAX_REPLAY_FRAMES,
  playReplay,
  printable,
  verdictLine,
  verifyReplay,
  type Limits,
  type Replay,
} from '../../src/game/package';
import { playBot, settledBoard } from '../../fixtures/bot';
import { worldBits } from './engines/entry';

const decoded = (text: string) => (decodeReplay(text) as { replay: Replay }).replay;

describe('the verdict says what the game used, and limits turn it into a rejection', () => {
  // A seed whose game uses a bomb, a wildcard and a revive, so each limit can be one under what it used.
  const game = playBot(32, { maxFrames: 5000, specialRate: 0.01, reviveRate: 1, spread: 0.2, minWait: 0, maxWait: 6 });

  it('counts the bombs and wildcards dropped and the revives taken, as the player used them', () => {
    expect(game.used.bombs * game.used.wildcards * game.used.revives).toBeGreaterThan(0);
    expect(game.used.revives).toBeGreaterThan(0);
    expect(verifyReplay(game.replay)).toEqual({
      ok: true,
      score: game.world.score,
      seed: 32,
      frames: game.world.frame,
      rules: LATEST_RULES,
      ...game.used,
    });
  });

  it('each limit at the count used passes; one under it is rejected, naming the limit', () => {
    const { bombs, wildcards, revives } = game.used;
    const at = { seed: 32, maxBombs: bombs, maxWildcards: wildcards, maxRevives: revives };
    expect(verifyReplay(game.replay, at)).toMatchObject({ ok: true });
    expect(verifyReplay(game.replay, { maxBombs: bombs - 1 })).toEqual({
      ok: false,
      reason: `more than ${bombs - 1} bombs (maxBombs)`,
    });
    expect(verifyReplay(game.replay, { maxWildcards: wildcards - 1 })).toEqual({
      ok: false,
      reason: `more than ${wildcards - 1} wildcards (maxWildcards)`,
    });
    expect(verifyReplay(game.replay, { maxRevives: revives - 1 })).toEqual({
      ok: false,
      reason: `more than ${revives - 1} revives (maxRevives)`,
    });
  });

  it('a game from another seed than the one required is rejected', () => {
    expect(verifyReplay(game.replay, { seed: 31 })).toEqual({
      ok: false,
      reason: 'seed 32 is not the seed required (seed 31)',
    });
  });

  it('a cheat that grants itself a wildcard before every drop shows it, and maxWildcards 0 rejects it', () => {
    // Recorded as the page records, so every action fits the game it makes: only the grants are forged.
    let world = createWorld(5);
    let rec = startRecording(world);
    const act = (a: Action) => {
      const t = update(world, a);
      rec = record(rec, world, a, t.world);
      world = t.world;
    };
    for (let n = 0; world.frame < 3000 && world.phase === 'playing'; n++) {
      if (world.fallingId === null && n % 20 === 0) {
        act({ type: 'setSpecial', kind: 'wildcard' });
        act({ type: 'drop', x: quantizeDropX(world, 60 + ((n * 37) % 260)) });
      }
      act({ type: 'step' });
    }
    const cheat = replayText(rec, world);
    const v = verifyReplay(cheat);
    expect(v).toMatchObject({ ok: true, score: world.score });
    expect(v.ok && v.wildcards).toBeGreaterThan(10);
    expect(verifyReplay(cheat, { maxWildcards: 0 })).toEqual({
      ok: false,
      reason: 'more than 0 wildcards (maxWildcards)',
    });
  });
});

describe('limits a server passes are held to what they say: a verdict, never a throw or a silent default', () => {
  const game = playBot(33, { maxFrames: 600 });
  it.each([
    ['null', null, 'limits must be an object, got null'],
    ['an array', [], 'limits must be an object, got an array'],
    ['a number', 4, 'limits must be an object, got 4'],
    [
      'a misspelt limit',
      { maxFrmaes: 1 },
      'unknown limit "maxFrmaes" (takes seed, maxBombs, maxWildcards, maxRevives, maxFrames, rules)',
    ],
    ['a BigInt', { maxFrames: 10n }, 'limit maxFrames must be a whole number from 0 to 9007199254740991, got 10n'],
    ['a string', { maxBombs: '1' }, `limit maxBombs must be a whole number from 0 to 9007199254740991, got "1"`],
    [
      'a symbol',
      { maxRevives: Symbol('x') },
      'limit maxRevives must be a whole number from 0 to 9007199254740991, got symbol',
    ],
  ])('%s is refused naming the problem', (_, limits, reason) => {
    expect(verifyReplay(game.replay, limits as unknown as Limits)).toEqual({ ok: false, reason });
  });

  it('limits left out, or an empty object, verify the game', () => {
    expect(verifyReplay(game.replay)).toMatchObject({ ok: true, score: game.world.score });
    expect(verifyReplay(game.replay, undefined)).toEqual(verifyReplay(game.replay, {}));
  });
});

describe('bounded cost', () => {
  it('2 hours of a settled board cost a few seconds of steps, not 2 hours of them', () => {
    const { text, pieces } = settledBoard(25);
    const p = playReplay(decoded(text));
    expect(p.ok).toBe(true);
    const work = p.ok ? p.work : Infinity;
    // Played out frame by frame it would cost pieces × 432,000 piece-steps; skipped, under what 2,400 frames did.
    expect(work).toBeLessThan(pieces * 2400);
    expect(pieces * MAX_REPLAY_FRAMES).toBeGreaterThan(100 * work);
    expect(verifyReplay(text)).toMatchObject({ ok: true, frames: MAX_REPLAY_FRAMES });
  });

  it('idle stretches are skipped exactly: 120 replays played both ways end in identical worlds', () => {
    let skipped = 0;
    for (let i = 0; i < 120; i++) {
      const g = playBot(7000 + i, {
        maxFrames: 1500 + (i % 7) * 300,
        minWait: i % 2 ? 40 : 2, // half of them wait long enough for the pile to fall asleep between drops
        maxWait: i % 2 ? 120 : 20,
        specialRate: 0.004,
        reviveRate: 1,
        rules: i % 3 === 0 ? 1 : 2,
      });
      const r = decoded(g.replay);
      const fast = playReplay(r);
      const slow = playReplay(r, { skipIdle: false });
      if (!fast.ok || !slow.ok) throw new Error(`seed ${7000 + i}: ${JSON.stringify([fast, slow])}`);
      expect(worldBits(fast.world), `seed ${7000 + i}`).toBe(worldBits(slow.world));
      expect(fast.usage).toEqual(slow.usage);
      if (fast.work < slow.work) skipped++;
    }
    expect(skipped).toBeGreaterThan(60); // the skip was really taken, in most games
  }, 120_000);

  it("a revive's look-ahead is charged to the line's budget like any other step", () => {
    const g = playBot(32, { maxFrames: 5000, specialRate: 0.01, reviveRate: 1, spread: 0.2, minWait: 0, maxWait: 6 });
    const r = decoded(g.replay);
    // The line played by hand, every frame stepped: what its steps cost, and what its revives looked ahead.
    let world = createWorld(r.seed, r.rules);
    let steps = 0;
    let look = 0;
    const stepTo = (frame: number) => {
      for (; world.frame < frame && world.phase !== 'ended'; world = update(world, { type: 'step' }).world)
        steps += stepWork(world.pieces.length);
    };
    for (const a of r.actions) {
      stepTo(a.frame);
      const t = update(world, actionOf(a));
      if (a.type === 'revive') look += t.work ?? 0;
      world = t.world;
    }
    stepTo(r.frames);
    expect(r.rules).toBe(LATEST_RULES);
    expect(g.used.revives).toBeGreaterThan(0);
    expect(look).toBeGreaterThan(r.frames); // more than one unit a frame: a budget can fall between
    const p = playReplay(r, { skipIdle: false });
    expect(p).toMatchObject({ ok: true, work: steps + look });
    // A budget that covers every step but not the look-aheads turns the line away.
    const short = Math.floor((steps + look - 1) / r.frames);
    expect(short * r.frames).toBeGreaterThanOrEqual(steps);
    expect(playReplay(r, { skipIdle: false, frameWork: short })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^over the verifier's step budget at frame \d+$/),
    });
  });

  it('a line whose steps cost more than its frames allow is rejected with its own reason', () => {
    const g = playBot(8, { maxFrames: 3000 });
    expect(playReplay(decoded(g.replay), { frameWork: 5 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^over the verifier's step budget at frame \d+$/),
    });
    expect(verifyReplay(g.replay)).toMatchObject({ ok: true });
  });

  it('a v1 settled board held for 2 hours verifies as it did before rules v2 (6db584b: ok score=109)', () => {
    // The bot's settled v1 board (seed 147, 26 pieces), told it lasted 2 hours; the pile never quite
    // sleeps, so every frame is simulated. A fixed step budget refused it at frame 18,397.
    const text = readFileSync(new URL('./fixtures/idle-v1-2h.txt', import.meta.url), 'utf8').trim();
    expect(verdictLine(verifyReplay(text))).toBe(
      'ok score=109 seed=147 frames=432000 rules=1 bombs=0 wildcards=0 revives=0',
    );
  }, 60_000);

  it('maxFrames refuses a longer claim before anything is simulated, and passes one within it', () => {
    const g = playBot(8, { maxFrames: 3000 });
    const frames = g.world.frame;
    expect(verifyReplay(g.replay, { maxFrames: frames - 1 })).toEqual({
      ok: false,
      reason: `${frames} frames, more than ${frames - 1} (maxFrames)`,
    });
    expect(verifyReplay(g.replay, { maxFrames: frames })).toMatchObject({ ok: true, frames });
    // 2 hours of a hostile line's drops: decodable, so only maxFrames stops it before the simulation
    // (bench:replay times it beside a garbage line).
    const hostile = `2.1.${MAX_REPLAY_FRAMES}.`.padEnd(999_998, 'IXc');
    const refused = verifyReplay(hostile, { maxFrames: 60 * 60 * 30 });
    expect(refused).toEqual({ ok: false, reason: `${MAX_REPLAY_FRAMES} frames, more than 108000 (maxFrames)` });
    expect(decodeReplay(hostile).ok).toBe(true);
    // Refused from the header: actions that are not even base64url are never read.
    expect(verifyReplay(`2.1.${MAX_REPLAY_FRAMES}.!!!`, { maxFrames: 100 })).toEqual({
      ok: false,
      reason: `${MAX_REPLAY_FRAMES} frames, more than 100 (maxFrames)`,
    });
  });

  it.each([
    ['NaN', NaN],
    ['negative', -1],
    ['fractional', 1.5],
    ['a string', '3'],
    ['infinite', Infinity],
  ])('a limit that is %s is refused, naming it, whichever limit it is', (_name, bad) => {
    const g = playBot(8, { maxFrames: 600 });
    for (const key of ['seed', 'maxBombs', 'maxWildcards', 'maxRevives', 'maxFrames'])
      expect(verifyReplay(g.replay, { [key]: bad } as Limits)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(new RegExp(`^limit ${key} must be a whole number from 0 to \\d+, got `)),
      });
  });

  it('a line of a million specials is refused while it is decoded, at the 1,002nd', () => {
    const text = '2.1.60.'.padEnd(1_000_000, 'C'); // C: a bomb at the same frame
    expect(decodeReplay(text)).toEqual({ ok: false, reason: 'a bomb at frame 0: more than 1000 specials waiting' });
    // 1,001 are possible: the current piece and 1,000 waiting.
    expect(decodeReplay('2.1.60.'.padEnd(7 + 1001, 'C'))).toMatchObject({ ok: true });
  });
});

describe('one spelling per game', () => {
  const first = (rules: 1 | 2, x: number) =>
    encodeReplay({ rules, seed: 1, frames: 60, actions: [{ type: 'drop', frame: 0, x }] });
  const radius = 8 * 35; // seed 1's first fruit is an orange (r 35), in 1/8 px

  it.each([1, 2] as const)(
    'rules %i: a drop x the page would have clamped is non-canonical; the clamped one verifies',
    (rules) => {
      expect(verifyReplay(first(rules, 0))).toEqual({
        ok: false,
        reason: 'non-canonical: a drop at frame 0 has x 0, which the page writes as 35',
      });
      expect(verifyReplay(first(rules, radius - 1))).toMatchObject({ ok: false, reason: /^non-canonical/ });
      expect(verifyReplay(first(rules, 3000 - radius + 1))).toMatchObject({ ok: false, reason: /^non-canonical/ });
      expect(verifyReplay(first(rules, radius))).toMatchObject({ ok: true });
      expect(verifyReplay(first(rules, 3000 - radius))).toMatchObject({ ok: true });
    },
  );
});

describe('a rejected line cannot forge another', () => {
  const CONTROLS = [
    ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
    '\u007f',
    ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
    '\u2028',
    '\u2029',
  ];

  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'U+%s is escaped wherever a reason echoes input',
    (_hex, c) => {
      for (const line of [`x${c}ok score=888888 seed=1 frames=60`, `2.1.60.A${c}`]) {
        const out = verdictLine(verifyReplay(line));
        expect(out).toMatch(/^rejected /);
        expect(out).not.toContain(c);
        expect(out).toMatch(/^[\x20-\x7e\u00a0-\u2027\u202a-\uffff]*$/);
      }
      expect(printable(c)).toBe(`\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    },
  );
});

// @vitest-environment node
// A watched game (issue #72): one pass checks the replay and keeps keyframes; any frame's world is then the
// game's own world there, bit for bit, with its moments and its score over time.
import { describe, expect, it } from 'vitest';
import { actionOf, createWorld, decodeReplay, update, type Replay, type World } from '../../../src/game';
import { readReplay } from '../../../src/play/watch/watching';
import { KEYFRAME_FRAMES, createWatchedGame, type WatchedGame } from '../../../src/play/watch/watchedGame';
import { playBot } from '../../../fixtures/bot';
import { worldBits } from '../../game/engines/entry';

const decoded = (text: string): Replay => {
  const d = decodeReplay(text);
  if (!d.ok) throw new Error(d.reason);
  return d.replay;
};

/** The reference: every frame stepped one at a time by `update`, each action applied at its frame. */
function worldsByFrame(r: Replay, frames: readonly number[]): Map<number, World> {
  const want = new Set(frames);
  const out = new Map<number, World>();
  let world = createWorld(r.seed, r.rules);
  let next = 0;
  for (let f = 0; f <= r.frames; f++) {
    if (f > 0) world = update(world, { type: 'step' }).world;
    for (let a = r.actions[next]; a && a.frame === f; a = r.actions[++next]) world = update(world, actionOf(a)).world;
    if (want.has(f)) out.set(f, world);
  }
  return out;
}

const playedThrough = (g: WatchedGame) => {
  while (!g.work(() => 0, 0));
  return g;
};

describe('a watched game', () => {
  const bot = playBot(4242, { maxFrames: 9000, specialRate: 0.01, merge: true });
  const replay = decoded(bot.replay);

  it('checks the replay in the pass that keeps its keyframes, slice by slice', () => {
    const g = createWatchedGame(replay);
    let slices = 0;
    while (!g.work(() => 1, 0)) slices++;
    expect(slices).toBeGreaterThan(replay.frames / KEYFRAME_FRAMES - 2);
    expect(g.check()).toEqual({ status: 'verified', score: bot.world.score });
    expect(g.done()).toBe(replay.frames);
  });

  it('puts any frame on the board exactly as the game had it', () => {
    const g = playedThrough(createWatchedGame(replay));
    const frames = [0, 1, 59, KEYFRAME_FRAMES, KEYFRAME_FRAMES + 1, 2999, ...replay.actions.map((a) => a.frame)];
    frames.push(replay.frames, Math.floor(replay.frames / 3), Math.floor(replay.frames / 2) + 7);
    const ref = worldsByFrame(replay, frames);
    for (const f of frames) {
      const shown = g.positionAt(f).world;
      expect(worldBits(shown), `frame ${f}`).toBe(worldBits(ref.get(f)!));
    }
    // Seeking backwards gives the same world as seeking forwards.
    const f = Math.floor(replay.frames / 2) + 7;
    g.positionAt(replay.frames);
    expect(worldBits(g.positionAt(f).world)).toBe(worldBits(ref.get(f)!));
  });

  it('goes only as far as is played through', () => {
    const g = createWatchedGame(replay);
    g.work(() => 1, 0);
    expect(g.done()).toBe(KEYFRAME_FRAMES);
    expect(g.positionAt(replay.frames).world.frame).toBe(KEYFRAME_FRAMES);
  });

  it('marks its moments and draws its score over time', () => {
    const g = playedThrough(createWatchedGame(replay));
    const curve = g.curve();
    expect(curve[0]).toEqual({ frame: 0, score: 0 });
    expect(curve[curve.length - 1]).toEqual({ frame: replay.frames, score: bot.world.score });
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.score).toBeGreaterThanOrEqual(curve[i - 1]!.score);
    const kinds = new Set(g.moments().map((m) => m.kind));
    expect(bot.used.bombs > 0 ? kinds.has('bomb') : true).toBe(true);
    expect(kinds.has('revive')).toBe(bot.used.revives > 0);
    const revives = replay.actions.filter((a) => a.type === 'revive').map((a) => a.frame);
    expect(
      g
        .moments()
        .filter((m) => m.kind === 'revive')
        .map((m) => m.frame),
    ).toEqual(revives);
    const frames = g.moments().map((m) => m.frame);
    expect(frames).toEqual([...frames].sort((a, b) => a - b));
  });

  it('takes a play-through made elsewhere (a worker) batch by batch, to the same worlds', () => {
    const there = createWatchedGame(replay);
    const here = createWatchedGame(replay);
    let sent = 1;
    for (let finished = false; !finished;) {
      finished = there.work(() => 0, 0);
      // What a worker posts is copied on its way (structured clone): so is it here.
      const batch = structuredClone(there.progress(sent));
      sent += batch.keyframes.length;
      here.absorb(batch);
      expect(here.done()).toBe(there.done());
    }
    expect(here.check()).toEqual(there.check());
    expect(here.moments()).toEqual(there.moments());
    expect(here.curve()).toEqual(there.curve());
    for (const f of [0, 700, 4321, replay.frames])
      expect(worldBits(here.positionAt(f).world)).toBe(worldBits(there.positionAt(f).world));
  });

  it('says why a replay cannot be shown', () => {
    expect(readReplay('hello')).toMatchObject({ ok: false, problem: { kind: 'unreadable' } });
    expect(readReplay(bot.replay.replace(/^\d+/, '9'))).toMatchObject({ ok: false, problem: { kind: 'newerRules' } });
    // One drop moved: it decodes, and does not verify.
    const forged = { ...replay, frames: replay.frames + 600000 };
    const g = playedThrough(createWatchedGame(forged));
    expect(g.check()).toMatchObject({ status: 'failed', problem: { kind: 'notVerified' } });
  });
});

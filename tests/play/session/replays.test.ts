// @vitest-environment node
// msg 5 carries the game's replay (issue #23); initData's gameSeed; a replay played back on the session.
import { describe, expect, it, vi } from 'vitest';
import {
  decodeReplay,
  LATEST_RULES,
  playReplay,
  verifyReplay,
  type Replay,
  type World,
} from '../../../src/game/package';
import { END_COUNTDOWN_S } from '../../../src/play/session/session';
import { popupAtom } from '../../../src/play/flow/store';
import { props } from '../../bridge/malformed';
import { worldBits } from '../../game/engines/entry';
import { manualClock, startSession } from '../sessionFakes';
import { createPlayback, playbackAtom } from '../../../src/play/watch/playback';

const layout = { type: 1, statusBarHeight: 20, statuswidth: 375, statusHeight: 800 };
const lastReplay = (g: ReturnType<typeof startSession>) => {
  const p = g.sent.filter((m) => m.msg === 5).pop()!;
  const d = decodeReplay(p.replay);
  if (!d.ok) throw new Error(d.reason);
  return { payload: p, replay: d.replay };
};
const replayed = (r: Replay): World => {
  const p = playReplay(r);
  if (!p.ok) throw new Error(p.reason);
  return p.world;
};

describe('msg 5 carries a replay that recomputes its score', () => {
  it('a game with a special from the host and a revive: the final replay covers the whole game', () => {
    const g = startSession({ seed: 99 });
    g.dropAndRun(100);
    g.session.useProp('wildcard');
    g.host.propsData(props(0, 0, 'wildcard'));
    g.dropAndRun(200);
    g.playUntilOver();
    g.session.revive();
    g.host.videoFinished();
    g.playUntilOver();
    g.advance(END_COUNTDOWN_S * 1000);
    const { payload, replay } = lastReplay(g);
    expect(replay.seed).toBe(99);
    expect(replay.frames).toBe(g.world().frame);
    expect(replay.actions.filter((a) => a.type === 'special')).toEqual([
      { type: 'special', frame: expect.any(Number), kind: 'wildcard' },
    ]);
    expect(replay.actions.filter((a) => a.type === 'revive')).toHaveLength(1);
    expect(verifyReplay(payload.replay)).toEqual({
      ok: true,
      score: g.world().score,
      seed: 99,
      frames: g.world().frame,
      rules: LATEST_RULES,
      bombs: 0,
      wildcards: 1,
      revives: 1,
    });
    expect(worldBits(replayed(replay))).toBe(worldBits(g.world()));
  });

  it('Restart during the countdown reports the replay at once; the next game records from its own seed', () => {
    const g = startSession();
    g.playUntilOver();
    const over = g.world();
    g.session.restart();
    const first = lastReplay(g);
    expect(first.payload.score).toBe(over.score);
    expect(worldBits(replayed(first.replay))).toBe(worldBits(over));
    g.dropAndRun(150);
    g.session.back(); // mid-game: the score so far, and the replay so far
    const second = lastReplay(g);
    expect(second.replay.seed).toBe(g.world().seed);
    expect(second.replay.seed).not.toBe(first.replay.seed);
    expect(second.replay.actions).toEqual([{ type: 'drop', frame: 0, x: 1200 }]);
    // The same world, but for the pause the back icon opened (a pause is not part of the game).
    expect(worldBits(replayed(second.replay))).toBe(worldBits({ ...g.world(), phase: 'playing' }));
  });

  it('a drop at a pointer fractional x is played on the 1/8 px grid, so the replay holds exactly it', () => {
    const g = startSession();
    g.dropAndRun(100.3);
    g.dropAndRun(257.77);
    expect(g.world().pieces.map((p) => p.id)).toEqual([1, 2]);
    g.session.back();
    expect(lastReplay(g).replay.actions.map((a) => a.type === 'drop' && a.x / 8)).toEqual([100.25, 257.75]);
    expect(worldBits(replayed(lastReplay(g).replay))).toBe(worldBits({ ...g.world(), phase: 'playing' }));
  });

  it('a tap while a piece falls, or behind a popup, is not in the replay', () => {
    const g = startSession();
    g.dropAndRun(100);
    g.session.drop(120);
    g.tick(2);
    g.session.drop(140); // still falling
    g.session.back();
    g.session.drop(160); // behind the pause popup
    expect(lastReplay(g).replay.actions.map((a) => a.type === 'drop' && a.x)).toEqual([800, 960]);
  });
});

describe('the address gameSeed (?gameSeed=): known before the first frame, so every game starts from it', () => {
  it('the first game, a restart, and the game after a game over all play the host seed; replays name it', () => {
    const g = startSession({ seed: 5, gameSeed: 4294967295 });
    expect(g.world().seed).toBe(4294967295);
    const first = [g.world().current, g.world().next];
    g.dropAndRun(100);
    g.session.back();
    expect(lastReplay(g).replay.seed).toBe(4294967295);
    g.session.restart();
    expect(g.world().seed).toBe(4294967295);
    expect([g.world().current, g.world().next]).toEqual(first);
    g.playUntilOver();
    g.session.restart();
    expect(g.world().seed).toBe(4294967295);
    expect(lastReplay(g).replay.seed).toBe(4294967295);
  });

  it('a later initData gameSeed is the one the next games use', () => {
    const g = startSession({ gameSeed: 7 });
    g.dropAndRun(100);
    g.host.initData({ ...layout, gameSeed: 8 });
    expect(g.world().seed).toBe(7); // dropped already: this game keeps its seed
    g.session.back();
    g.session.restart();
    expect(g.world().seed).toBe(8);
  });
});

describe('initData gameSeed: everyone given the seed gets the same pieces in the same order', () => {
  const firstPieces = (g: ReturnType<typeof startSession>) => [g.world().current, g.world().next];

  it('before the first drop the game on the board becomes the seeded one; restarts start from it again', () => {
    const a = startSession({ seed: 1 });
    a.host.initData({ ...layout, gameSeed: 4294967295 });
    expect(a.world().seed).toBe(4294967295);
    expect(a.msgs()).not.toContain(10); // the host saw no restart: it is still the first game
    const seeded = firstPieces(a);
    a.dropAndRun(100);
    a.session.back();
    expect(lastReplay(a).replay.seed).toBe(4294967295);
    a.session.restart();
    expect(a.world().seed).toBe(4294967295);
    expect(firstPieces(a)).toEqual(seeded);
    const b = startSession({ seed: 777 });
    b.host.initData({ ...layout, gameSeed: 4294967295 });
    expect(firstPieces(b)).toEqual(seeded);
  });

  it.each([
    ['the pause popup (a WebView loaded hidden)', (g: ReturnType<typeof startSession>) => g.session.setHidden(true)],
    ['the pause popup (Back)', (g: ReturnType<typeof startSession>) => g.session.back()],
    ['the ranking', (g: ReturnType<typeof startSession>) => g.session.openRanking()],
  ])('with %s open and nothing dropped, the host seed still wins; the popup stays as it was', (_n, open) => {
    const g = startSession({ seed: 1 });
    open(g);
    const popup = g.store.get(popupAtom);
    const phase = g.world().phase;
    g.host.initData({ ...layout, gameSeed: 4294967295 });
    expect(g.world().seed).toBe(4294967295);
    expect(g.store.get(popupAtom)).toEqual(popup);
    expect(g.world().phase).toBe(phase);
    g.session.setHidden(false);
    g.session.continueGame();
    g.dropAndRun(100);
    g.session.back();
    expect(lastReplay(g).replay.seed).toBe(4294967295);
    expect(verifyReplay(lastReplay(g).payload.replay, { seed: 4294967295 })).toMatchObject({ ok: true });
  });

  it('after the first drop the game goes on; the seed starts the next game', () => {
    const g = startSession({ seed: 5 });
    g.dropAndRun(100);
    g.host.initData({ ...layout, gameSeed: 12345 });
    expect(g.world().seed).toBe(5);
    g.session.back();
    g.session.restart();
    expect(g.world().seed).toBe(12345);
  });

  it.each([
    ['text', '12345'],
    ['a fraction', 1.5],
    ['negative', -1],
    ['past 32 bits', 4294967296],
    ['null', null],
  ])('a gameSeed that is %s: console.error naming the field, ignored; the layout still applies', (_n, gameSeed) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const g = startSession({ seed: 5 });
    g.host.initData({ ...layout, gameSeed });
    expect(error).toHaveBeenCalledWith('initData: gameSeed must be a whole number from 0 to 4294967295; ignored');
    expect(g.world().seed).toBe(5);
    g.session.back();
    g.session.restart();
    expect(g.world().seed).not.toBe(gameSeed);
    error.mockRestore();
  });
});

describe('a reported game watched (the viewer, on the session’s own replays)', () => {
  function recorded() {
    const g = startSession({ seed: 31 });
    g.dropAndRun(80);
    g.session.useProp('bomb');
    g.host.propsData(props(0, 0, 'bomb'));
    g.playUntilOver();
    g.session.revive();
    g.host.videoFinished();
    g.playUntilOver();
    g.advance(END_COUNTDOWN_S * 1000);
    return { replay: lastReplay(g).replay, final: g.world() };
  }
  function watching(replay: Replay, speed: number) {
    const time = manualClock();
    const sounds: string[] = [];
    const v = createPlayback(
      replay,
      { clock: time.clock, now: () => 0, reducedMotion: false, sound: (s) => sounds.push(s) },
      speed,
    );
    v.start();
    return { v, sounds, tick: time.tick };
  }

  it.each([0.5, 1, 2, 4, 8, 16])('at %s×: the same game, revive included, to its last frame', (speed) => {
    const { replay, final } = recorded();
    const w = watching(replay, speed);
    w.tick(Math.ceil(replay.frames / speed) + 10);
    expect(worldBits(w.v.world())).toBe(worldBits(final));
    expect(w.v.store.get(playbackAtom)).toMatchObject({ atEnd: true, playing: false, check: { status: 'verified' } });
    // Its sounds are asked for at 1× and slower only.
    expect(w.sounds.length > 0).toBe(speed <= 1);
  });

  it('at 4× it gets there in a quarter of the frames', () => {
    const { replay } = recorded();
    const one = watching(replay, 1);
    const four = watching(replay, 4);
    one.tick(401);
    four.tick(101);
    expect(four.v.world().frame).toBe(one.v.world().frame);
    expect(one.v.world().frame).toBe(400);
  });

  it('a game that ended mid-game (the back icon) stops at its end, as the player left it', () => {
    const g = startSession({ seed: 8 });
    g.dropAndRun(100);
    g.dropAndRun(220);
    g.session.back();
    const at = g.world();
    const w = watching(lastReplay(g).replay, 1);
    w.tick(at.frame + 30);
    expect(w.v.store.get(playbackAtom)).toMatchObject({ atEnd: true, playing: false });
    expect(worldBits({ ...w.v.world(), phase: 'paused' })).toBe(worldBits(at));
  });

  it('Play at the end plays the game again from its start', () => {
    const { replay, final } = recorded();
    const w = watching(replay, 4);
    w.tick(Math.ceil(replay.frames / 4) + 10);
    w.v.toggle();
    expect(w.v.world()).toMatchObject({ frame: 0, score: 0, revives: 0 });
    w.tick(Math.ceil(replay.frames / 4) + 10);
    expect(worldBits(w.v.world())).toBe(worldBits(final));
  });
});

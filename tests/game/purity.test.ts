// @vitest-environment node
// Issue #39: update, playReplay and verifyReplay depend on their arguments alone. Games stepped
// interleaved, replays verified in interleaved slices, a look-ahead on a copy of the world in between, or
// every scratch the simulation keeps poisoned before each call, play exactly as each does alone. The v2 corpus's digests are what each game is alone.
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  createWorld,
  decodeReplay,
  record,
  replaying,
  replayText,
  startRecording,
  update,
  verifyReplay,
  type Action,
  type Recording,
  type Replay,
  type World,
} from '../../src/game/package';
import { LONG_GAME, readCorpus, type Entry } from '../../fixtures/corpus/corpus';
import { worldDigest } from '../../fixtures/corpus/worldDigest';
import { ARRAYS, scratches } from '../../src/game/sim';

/** Every Sim the simulation keeps between calls: its arrays and counters overwritten with garbage. */
function poisonScratch() {
  for (const s of scratches) {
    for (const k of ARRAYS) (s[k] as Float64Array).fill(k === 'kind' || k === 'landed' ? 3 : -7.5);
    s.slots.fill(NaN);
    s.pairs.at.fill(-7);
    s.from.fill(undefined);
    Object.assign(s, { n: 3, frame: -1, phase: 'ended', fallingId: 9, nextId: -1, score: NaN, grace: 99 });
    Object.assign(s, { overflow: 99, slotLen: 7, slotsChanged: true, pairs: { at: s.pairs.at, count: 5 } });
    s.soa.n = 3;
  }
}

/** A replay played frame by frame as the page plays it, recording as the page records. */
class Game {
  world: World;
  rec: Recording;
  private next = 0;
  /** `spoil`: every scratch the simulation keeps is poisoned before each action. */
  constructor(
    readonly r: Replay,
    private readonly spoil = false,
  ) {
    this.world = createWorld(r.seed, r.rules);
    this.rec = startRecording(this.world);
  }
  /** At the replay's end, or stuck: a game that played differently may end before its actions do. */
  done = false;
  private act(a: Action) {
    if (this.spoil) poisonScratch();
    const t = update(this.world, a);
    this.rec = record(this.rec, this.world, a, t.world);
    this.world = t.world;
  }
  /** The actions due at this frame, then one step (none at the replay's last frame). */
  frame() {
    const before = this.world;
    for (let a = this.r.actions[this.next]; a && a.frame === this.world.frame; a = this.r.actions[++this.next]) {
      this.act(actionOf(a));
    }
    if (this.world.frame < this.r.frames) this.act({ type: 'step' });
    this.done = this.world === before || (this.world.frame >= this.r.frames && this.next >= this.r.actions.length);
  }
}

const decoded = (e: Entry) => (decodeReplay(e.replay) as { replay: Replay }).replay;
const corpus = readCorpus('v2');
/** Short games of every style, and the one that grew the solver past 64 slots. */
const games = corpus.filter((e) => e.frames < LONG_GAME).slice(0, 42);
const grown = corpus.find((e) => e.seed === 4294919853)!;

/** Plays the games round-robin, `slice` frames each in turn (and a look-ahead, if asked, between turns). */
function interleaved(entries: readonly Entry[], slice: number, lookAhead = false, spoil = false) {
  const gs = entries.map((e) => new Game(decoded(e), spoil));
  while (gs.some((g) => !g.done)) {
    for (const g of gs) {
      for (let i = 0; i < slice && !g.done; i++) g.frame();
      if (lookAhead && !g.done) {
        let copy = g.world; // a hint that looks 2 s ahead on a copy, then throws it away
        for (let i = 0; i < 120; i++) copy = update(copy, { type: 'step' }).world;
      }
    }
  }
  return gs.map((g) => ({ world: worldDigest(g.world), replay: replayText(g.rec, g.world) }));
}

const alone = (entries: readonly Entry[]) => entries.map((e) => ({ world: e.world, replay: e.replay }));

describe('a pure simulation', () => {
  it('two games stepped interleaved, step by step, play as each does alone: any pair', () => {
    for (let i = 0; i < games.length; i += 2) {
      const pair = [games[i]!, games[(i + 7) % games.length]!];
      expect(interleaved(pair, 1), `games ${i} and ${(i + 7) % games.length}`).toEqual(alone(pair));
    }
    const withGrown = [grown, games[1]!];
    expect(interleaved(withGrown, 1)).toEqual(alone(withGrown));
  }, 60_000);

  it('rules v3 games, interleaved step by step with each other and with v2 games, play as each does alone', () => {
    // v3's passes between contacts write scratch that v1 and v2 also read (as "never met"): mixed, both hold.
    const v3 = readCorpus('v3')
      .filter((e) => e.frames < LONG_GAME)
      .slice(0, 16);
    for (let i = 0; i < v3.length; i += 2) {
      const mixed = [v3[i]!, games[i]!, v3[i + 1]!];
      expect(interleaved(mixed, 1), `v3 games ${i}, ${i + 1} with v2 game ${i}`).toEqual(alone(mixed));
    }
  }, 60_000);

  it('rules v4 games, interleaved step by step with v3 and v2 games, play as each does alone', () => {
    // v4 wakes sleepers through the pile and by their support, reading the scratch of the frame only.
    const v4 = readCorpus('v4')
      .filter((e) => e.frames < LONG_GAME)
      .slice(0, 16);
    const v3 = readCorpus('v3').filter((e) => e.frames < LONG_GAME);
    for (let i = 0; i < v4.length; i += 2) {
      const mixed = [v4[i]!, v3[i]!, v4[i + 1]!, games[i]!];
      expect(interleaved(mixed, 1), `v4 games ${i}, ${i + 1} with v3 and v2 games ${i}`).toEqual(alone(mixed));
    }
  }, 60_000);

  it('replays verified in interleaved slices verify as each does alone', () => {
    const some = [grown, ...games.slice(0, 8)];
    expect(interleaved(some, 97)).toEqual(alone(some));
    expect(interleaved(some, 30, true)).toEqual(alone(some));
  }, 60_000);

  it('every scratch the simulation keeps, poisoned before each step and each slice, changes nothing', () => {
    const mixed = [
      ...games.slice(0, 4),
      ...readCorpus('v3')
        .filter((e) => e.frames < LONG_GAME)
        .slice(0, 3),
      ...readCorpus('v4')
        .filter((e) => e.frames < LONG_GAME)
        .slice(0, 3),
    ];
    expect(interleaved(mixed, 1, true, true)).toEqual(alone(mixed));
    // Verified in slices of 97 frames, everything poisoned at each pause: the same worlds.
    for (const e of [grown, ...mixed]) {
      const run = replaying(decoded(e), {}, 97);
      let s = run.next();
      for (; !s.done; s = run.next()) poisonScratch();
      expect(s.value.ok && worldDigest(s.value.world), `seed ${e.seed}`).toBe(e.world);
    }
  }, 120_000);

  it('verifying a replay first or after others gives one verdict', () => {
    const first = verifyReplay(grown.replay);
    for (const e of games.slice(0, 10)) verifyReplay(e.replay);
    expect(verifyReplay(grown.replay)).toEqual(first);
    expect(first).toMatchObject({ ok: true, score: grown.score });
  });
});

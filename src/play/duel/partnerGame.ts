// The partner's game in a duel, played on this page from their moves (moves.ts) on the duel's seed: the same world
// their page has, bit for bit, as far as their moves reach. Each action is taken as a replay's is (the verifier's
// own takeRecorded), so moves that are not a legal game on the seed break it, saying why. It steps a little at a
// time (`more`), so catching up after a gap in the network never holds the player's frame. Pure: no timers, no DOM.
import { createWorld, stepTo, takeRecorded, type FramedEvent, type ReplayAction, type RulesVersion } from '../../game';
import type { Moves } from './moves';

/** Frames stepped between two looks at the time left: a catch-up gives the frame back this often. */
const CHUNK_FRAMES = 8;
/** The partner's score over time: a point every this many frames (the result popup's curve). */
const CURVE_FRAMES = 120;

export type Curve = readonly (readonly [number, number])[];

export function createPartnerGame(seed: number, rules: RulesVersion) {
  let world = createWorld(seed, rules);
  const actions: ReplayAction[] = [];
  let applied = 0;
  let reached = 0;
  let ended = false;
  let broken: string | null = null;
  const curve: [number, number][] = [[0, 0]];
  const stepping = { budget: Infinity, skipIdle: true };

  const mark = () => {
    const last = curve[curve.length - 1]!;
    if (world.frame - last[0] >= CURVE_FRAMES || world.score !== last[1]) curve.push([world.frame, world.score]);
  };
  const fail = (reason: string) => {
    broken = reason;
    return false;
  };

  /** Steps toward `frame`, a chunk at a time while `more()` allows; false once it cannot go on (a game over, broken). */
  function stepToward(frame: number, more: () => boolean, events?: FramedEvent[]): boolean {
    while (world.frame < frame) {
      const r = stepTo(world, Math.min(frame, world.frame + CHUNK_FRAMES), { ...stepping, events });
      if (!r.ok) return fail(r.reason);
      const progressed = r.world.frame > world.frame;
      world = r.world;
      mark();
      if (!progressed) {
        // Over before `frame`: only a revive at this very frame lets their game go on.
        const next = actions[applied];
        if (!next || next.type !== 'revive' || next.frame !== world.frame)
          return fail(`their game is over at frame ${world.frame}, yet their moves reach frame ${frame}`);
        return true;
      }
      if (!more()) return true;
    }
    return true;
  }

  return {
    /** The partner's world as far as it has been played here. */
    world: () => world,
    /** The frame their moves have reached, and whether their game ended there. */
    reached: () => reached,
    ended: () => ended,
    /** Why their moves are not a game this page can show, or null. */
    broken: () => broken,
    curve: (): Curve => curve,
    /** Their moves cannot be a game here (a message that does not read, a ghost of another seed): said once. */
    breakWith(reason: string) {
      broken ??= reason;
    },
    /** One message's moves, in order: their actions and how far their game got. */
    take(m: Moves) {
      if (broken) return;
      if (m.rules !== world.rules) return void fail(`their game plays rules ${m.rules}, this duel ${world.rules}`);
      actions.push(...m.actions);
      reached = m.reached;
      ended = m.ended;
    },
    /**
     * Plays their game on toward `target` (at most as far as their moves reach) while `more()` says there is time;
     * the events of the frames stepped go to `events`. True once it stands at `target`.
     */
    advance(target: number, more: () => boolean, events?: FramedEvent[]): boolean {
      const goal = Math.min(target, reached);
      while (!broken) {
        const a = actions[applied];
        if (!a || a.frame > goal) break;
        if (!stepToward(a.frame, more, events)) return false;
        if (world.frame < a.frame) return false; // out of time for now
        const reviveFollows = actions.slice(applied + 1).some((x) => x.type === 'revive');
        const t = takeRecorded(world, a, reviveFollows);
        if (!t.ok) return fail(t.reason);
        world = t.world;
        applied++;
        mark();
      }
      if (broken || !stepToward(goal, more, events)) return false;
      return world.frame >= goal;
    },
  };
}

export type PartnerGame = ReturnType<typeof createPartnerGame>;

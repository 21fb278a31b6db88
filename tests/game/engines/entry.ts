// Bundled (tests/game/engines/bundle.ts) and run the same in Node's V8 and in QuickJS.
import { decodeReplay, playReplay, verifyReplay, type World } from '../../../src/game/package';
import { playBot, type BotOptions } from '../../../fixtures/bot';

/** Every number as its IEEE-754 bits, so two engines' worlds compare bit for bit. */
export function worldBits(world: World): string {
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  return JSON.stringify(world, (_k, v: unknown) => {
    if (typeof v !== 'number') return v;
    f[0] = v;
    return `${u[1]!.toString(16)}:${u[0]!.toString(16)}`;
  });
}

export interface EngineGame {
  readonly replay: string;
  /** The score the bot's own game ended with. */
  readonly score: number;
  /** The specials and revives the bot used, as it counted them. */
  readonly used: ReturnType<typeof playBot>['used'];
  readonly verified: ReturnType<typeof verifyReplay>;
  /** The bot's world and the replayed world, as bits. */
  readonly live: string;
  readonly replayed: string;
}

/** One seeded game, played and then verified from its replay, in whichever engine runs this. */
export function playAndVerify(seed: number, options: BotOptions): EngineGame {
  const game = playBot(seed, options);
  const d = decodeReplay(game.replay);
  const p = d.ok ? playReplay(d.replay) : d;
  return {
    replay: game.replay,
    score: game.world.score,
    used: game.used,
    verified: verifyReplay(game.replay),
    live: worldBits(game.world),
    replayed: p.ok ? worldBits(p.world) : p.reason,
  };
}

/** A replay verified in whichever engine runs this, in one play: the verdict and the final world as bits. */
export function verifyWithWorld(replay: string): { verified: ReturnType<typeof verifyReplay>; world: string } {
  const d = decodeReplay(replay);
  if (!d.ok) return { verified: d, world: '' };
  const p = playReplay(d.replay);
  if (!p.ok) return { verified: p, world: '' };
  const { seed, frames, rules } = d.replay;
  return { verified: { ok: true, score: p.world.score, seed, frames, rules, ...p.usage }, world: worldBits(p.world) };
}

import type { SpecialKind } from './specials';
import type { Piece, PieceKind } from './pieceFields';
import type { RulesVersion } from './rules';

export type { Piece, PieceKind, PieceValues } from './pieceFields';

/** What the next drop will be. */
export type NextPiece = { readonly kind: 'fruit'; readonly level: number } | { readonly kind: SpecialKind };

export type Phase = 'playing' | 'paused' | 'ended';

export interface World {
  /** The rules this game plays under (rules.ts); a restart keeps them, a replay names them. */
  readonly rules: RulesVersion;
  /** 0 to MAX_SEED (random.ts): the game's whole randomness, written first in its replay. */
  readonly seed: number;
  /** PRNG state; the only source of randomness. */
  readonly rng: number;
  /** Steps simulated since the game started. */
  readonly frame: number;
  readonly phase: Phase;
  readonly pieces: readonly Piece[];
  /** The piece waiting at the top. */
  readonly current: NextPiece;
  /** The preview: always a fruit of level 1–5. */
  readonly next: number;
  /** Specials the host granted (and charged for) that wait behind `current`, oldest first; never dropped, restart keeps them. */
  readonly specials: readonly SpecialKind[];
  /** The dropped piece that has not landed yet; drops are ignored while set. */
  readonly fallingId: number | null;
  readonly nextId: number;
  readonly score: number;
  /** Revives used; at most 2. */
  readonly revives: number;
  /** Frames left during which the top line is not checked (after a revive). */
  readonly grace: number;
  /** Consecutive steps with a landed piece over the top line; at OVERFLOW_FRAMES the game ends even if nothing settles. */
  readonly overflow: number;
  /** Per solver slot (a piece's index), the squared speed it last entered a substep with, read when a sleeper wakes mid-substep (physics.ts); 64 or more, doubled and zeroed when outgrown. */
  readonly speedSlots: readonly number[];
}

export type GameEvent =
  | { readonly type: 'dropped'; readonly id: number; readonly x: number; readonly piece: NextPiece }
  | { readonly type: 'landed'; readonly id: number; readonly kind: PieceKind; readonly level: number }
  | {
      readonly type: 'merged';
      readonly id: number;
      readonly level: number;
      readonly x: number;
      readonly y: number;
      readonly points: number;
    }
  | { readonly type: 'watermelonsVanished'; readonly x: number; readonly y: number }
  /** A landing special took `targetId` away (`removeNearest`, specials.ts); x, y is where it was hit (the explosion's centre). */
  | {
      readonly type: 'exploded';
      readonly targetId: number;
      readonly level: number;
      readonly x: number;
      readonly y: number;
    }
  /** A landing special raised fruit `id` to `level` (`upgradeNearest`); x, y is where that fruit is, kept in the box as it grew. */
  | {
      readonly type: 'upgraded';
      readonly id: number;
      readonly level: number;
      readonly points: number;
      readonly x: number;
      readonly y: number;
    }
  | { readonly type: 'specialVanished'; readonly kind: SpecialKind }
  | { readonly type: 'gameOver'; readonly score: number }
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' }
  | { readonly type: 'restarted' }
  | { readonly type: 'revived'; readonly revives: number; readonly removed: readonly number[] }
  | { readonly type: 'specialReady'; readonly kind: SpecialKind }
  /** A granted special that cannot be the current piece yet (another waits, or the game is over). */
  | { readonly type: 'specialQueued'; readonly kind: SpecialKind; readonly waiting: number };

export type Action =
  | { readonly type: 'step' }
  | { readonly type: 'drop'; readonly x: number }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | { readonly type: 'restart'; readonly seed?: number }
  | { readonly type: 'revive' }
  | { readonly type: 'setSpecial'; readonly kind: SpecialKind };

/** An update's result: the same world object when the action changed nothing. */
export interface Transition {
  readonly world: World;
  readonly events: readonly GameEvent[];
  /** Steps simulated to decide the action (a revive's look-ahead), in work.ts's units; absent when none. */
  readonly work?: number;
}

/** Points an event adds to the score. */
export function eventPoints(e: GameEvent): number {
  return e.type === 'merged' || e.type === 'upgraded' ? e.points : 0;
}

import {
  clampDropX,
  fruit,
  inDanger,
  nextRadius,
  WORLD_HEIGHT,
  WORLD_WIDTH,
  type Piece,
  type World,
  type NextPiece,
  type FruitKey,
  type SpecialKind,
} from '../../game';
import { WALL } from './boardLook';
import { effectNodes, type EffectNode } from './effectNodes';
import { round, type Effect } from './effects';

/** Two steps of the world and where the drawn frame falls between them (the loop's, flow/loop.ts). */
export interface Frame {
  /** The world before the last step, for interpolation. */
  readonly prev: World;
  readonly world: World;
  /** How far between prev and world the drawn frame is (0–1). */
  readonly alpha: number;
}

/** A drawn frame and the effects running in it (none when absent). */
export interface DrawnFrame extends Frame {
  readonly effects?: readonly Effect[];
  /** prefers-reduced-motion, as the effects were made for it. */
  readonly reducedMotion?: boolean;
}

/** What the board draws: a plain description, snapshot-testable without a canvas. */
export interface Scene {
  readonly fruits: readonly FruitNode[];
  /** The piece waiting at the top, at the pointer's x; null while one is falling or the game is not playing. */
  readonly waiting: FruitNode | null;
  /** Drop guide from the waiting piece to the floor. */
  readonly guide: { readonly x: number; readonly y1: number; readonly y2: number } | null;
  /** The danger line on the top line, while a piece comes near it; its opacity pulses with the frame. */
  readonly danger: DangerNode | null;
  /** Running effects (merge bursts, points, explosions, celebrations), each a keyed node until it ends. */
  readonly effects: readonly EffectNode[];
}

export interface DangerNode {
  readonly y: number;
  readonly opacity: number;
}

/** Frames per pulse of the danger line (0.67 s). */
export const DANGER_PULSE_FRAMES = 40;

export interface FruitNode {
  readonly id: number;
  /** Image key: a fruit key, or a special's kind. */
  readonly art: string;
  /** 0 for specials; the fallback circle shows it. */
  readonly level: number;
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  /** Degrees, as Konva takes them. */
  readonly rotation: number;
  /** Merge pop: starts small, grows to 1. Explosion: grows past 1 as it fades. */
  readonly scale: number;
  readonly opacity: number;
}

export { WALL };

/**
 * The walls and the floor, in world units (left, right, floor). With a sky (the field above the world's top
 * line, on a tall screen) the walls run up through it to the board's top edge. They change only with the
 * board's size.
 */
export const wallsFor = (sky: number) =>
  [
    { x: -WALL, y: -sky, width: WALL, height: sky + WORLD_HEIGHT + WALL },
    { x: WORLD_WIDTH, y: -sky, width: WALL, height: sky + WORLD_HEIGHT + WALL },
    { x: -WALL, y: WORLD_HEIGHT, width: WORLD_WIDTH + 2 * WALL, height: WALL },
  ] as const;

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function node(p: Piece, before: Piece | undefined, alpha: number): FruitNode {
  const x = before ? lerp(before.x, p.x, alpha) : p.x;
  const y = before ? lerp(before.y, p.y, alpha) : p.y;
  const angle = before ? lerp(before.angle, p.angle, alpha) : p.angle;
  const exploding = p.explosion !== null;
  return {
    id: p.id,
    art: p.key,
    level: p.level,
    x: round(x),
    y: round(y),
    radius: p.radius,
    rotation: round((angle * 180) / Math.PI),
    scale: round(exploding ? 1 + (1 - p.explosion!) * 0.5 : 1 - 0.3 * p.merge),
    opacity: round(exploding ? p.explosion! : 1),
  };
}

/** What the pieces layer draws: everything in the scene that follows the frames. */
export type PiecesScene = Pick<Scene, 'fruits' | 'danger' | 'effects'>;

/** The pieces layer's part of a drawn frame. Pure. */
export const piecesScene = (frame: DrawnFrame): PiecesScene => ({
  fruits: sceneFruits(frame),
  danger: dangerLine(frame.world),
  effects: sceneEffects(frame),
});

/**
 * Whether two frames draw the same pieces layer: a resting board (no piece moving, no effect running, no
 * danger pulse) is then not drawn again, so an idle game costs the phone no frames.
 */
export function samePiecesScene(a: PiecesScene, b: PiecesScene): boolean {
  if (a.effects.length || b.effects.length || a.fruits.length !== b.fruits.length) return false;
  if (a.danger?.y !== b.danger?.y || a.danger?.opacity !== b.danger?.opacity) return false;
  return a.fruits.every((f, i) => sameFruit(f, b.fruits[i]!));
}

/**
 * Two fruit nodes that look the same: every field walked rather than listed, so a field added to FruitNode
 * is compared too.
 */
export function sameFruit(a: FruitNode, b: FruitNode): boolean {
  for (const k in a) if (a[k as keyof FruitNode] !== b[k as keyof FruitNode]) return false;
  return true;
}

/** Maps a drawn frame (and the pointer's world x) to the scene. Pure. */
export function buildScene(frame: DrawnFrame, pointerX: number | null): Scene {
  return { ...piecesScene(frame), ...waitingPiece(frame.world, pointerX) };
}

/** The effects at the drawn moment: between the last two steps, as the fruits are. */
export function sceneEffects({ world, alpha, effects = [], reducedMotion = false }: DrawnFrame): readonly EffectNode[] {
  return effects.length ? effectNodes(effects, world.frame - 1 + alpha, reducedMotion) : NO_EFFECTS;
}
const NO_EFFECTS: readonly EffectNode[] = [];

/** The danger line: shown while a landed piece is near the top line, pulsing from the frame count (no clock of its own). */
export function dangerLine(world: Pick<World, 'pieces' | 'frame'>): DangerNode | null {
  if (!inDanger(world)) return null;
  const phase = (world.frame % DANGER_PULSE_FRAMES) / DANGER_PULSE_FRAMES;
  return { y: 0, opacity: round(0.55 + 0.45 * Math.cos(2 * Math.PI * phase)) };
}

/** The pieces on the board, interpolated between the last two steps. */
export function sceneFruits({ prev, world, alpha }: Frame): readonly FruitNode[] {
  const before = new Map(prev.pieces.map((p) => [p.id, p]));
  return world.pieces.map((p) => node(p, before.get(p.id), alpha));
}

/** The waiting piece and its guide: they depend on the world only through `AimSource`'s fields. */
export function waitingPiece(world: AimSource, pointerX: number | null): Pick<Scene, 'waiting' | 'guide'> {
  if (world.phase !== 'playing' || world.fallingId !== null) return { waiting: null, guide: null };
  const c = world.current;
  const r = nextRadius(c);
  const x = round(clampDropX(world, pointerX ?? WORLD_WIDTH / 2));
  const key = nextArt(c);
  return {
    waiting: {
      id: 0,
      art: key,
      level: c.kind === 'fruit' ? c.level : 0,
      x,
      y: r,
      radius: r,
      rotation: 0,
      scale: 1,
      opacity: 1,
    },
    guide: { x, y1: 2 * r, y2: WORLD_HEIGHT },
  };
}

/** What the waiting piece reads from the world. */
export type AimSource = Pick<World, 'phase' | 'fallingId' | 'current'>;

export const sameAim = (a: AimSource, b: AimSource) =>
  a.phase === b.phase && a.fallingId === b.fallingId && a.current === b.current;

const keyOf = (level: number) => fruit(level).key;

/** The art a waiting or preview piece is drawn with. */
export const nextArt = (c: NextPiece): FruitKey | SpecialKind => (c.kind === 'fruit' ? keyOf(c.level) : c.kind);

import { SPECIALS, type SpecialKind } from './specials';
/** The 11 fruit levels of docs/product.md ("Fruits and specials"): radius in world px, points scored when a merge makes it. */
export interface Fruit {
  /** 1 (strawberry) to 11 (watermelon). */
  readonly level: number;
  /** Key the view maps to an image. */
  readonly key: FruitKey;
  readonly name: string;
  readonly radius: number;
  readonly points: number;
}

export type FruitKey =
  | 'strawberry'
  | 'tomato'
  | 'grape'
  | 'orange'
  | 'mango'
  | 'apple'
  | 'pineapple'
  | 'dragonFruit'
  | 'peachPineapple'
  | 'durian'
  | 'watermelon';

export const FRUITS: readonly Fruit[] = [
  { level: 1, key: 'strawberry', name: 'strawberry', radius: 15, points: 1 },
  { level: 2, key: 'tomato', name: 'tomato', radius: 25, points: 2 },
  { level: 3, key: 'grape', name: 'grape', radius: 30, points: 3 },
  { level: 4, key: 'orange', name: 'orange', radius: 35, points: 4 },
  { level: 5, key: 'mango', name: 'mango', radius: 40, points: 5 },
  { level: 6, key: 'apple', name: 'apple', radius: 45, points: 6 },
  { level: 7, key: 'pineapple', name: 'pineapple', radius: 50, points: 7 },
  { level: 8, key: 'dragonFruit', name: 'dragon fruit', radius: 55, points: 8 },
  { level: 9, key: 'peachPineapple', name: 'peach-pineapple', radius: 60, points: 9 },
  { level: 10, key: 'durian', name: 'durian', radius: 65, points: 10 },
  { level: 11, key: 'watermelon', name: 'watermelon', radius: 70, points: 11 },
];

export const MAX_LEVEL = 11;

export function fruit(level: number): Fruit {
  const f = FRUITS[level - 1];
  if (!f) throw new RangeError(`no fruit at level ${level}`);
  return f;
}

/** Whether an upgrade can take this piece: a fruit below the watermelon (specials.ts, `upgradeNearest`). */
export function takesUpgrade(p: { readonly kind: 'fruit' | SpecialKind; readonly level: number }): boolean {
  return p.kind === 'fruit' && p.level < MAX_LEVEL;
}

/**
 * Whether special `kind` landing now would find what it acts on: an upgrade needs a fruit below the watermelon
 * (the page asks the host for none that would vanish); a removal is asked for as it is (on an empty board it vanishes).
 */
export function findsTarget(
  kind: SpecialKind,
  pieces: readonly { readonly kind: 'fruit' | SpecialKind; readonly level: number }[],
): boolean {
  return SPECIALS[kind].landing !== 'upgradeNearest' || pieces.some(takesUpgrade);
}

/** Points for an upgrade: twice the new level's points, 23 for a watermelon (docs/product.md, "Fruits and specials"). */
export function upgradePoints(newLevel: number): number {
  return newLevel === MAX_LEVEL ? 23 : 2 * fruit(newLevel).points;
}

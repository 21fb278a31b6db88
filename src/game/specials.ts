// The special pieces the host grants as props, one row each: the one place a special is named. The page, the
// host's messages, the replay, the verifier and the simulator read their fields from here. What a landing does
// is the solver's (`landing`, done in step.ts), and how one looks is its art (src/play/view/board/art/<kind>.svg,
// the effects of its landing event in src/play/scene/effects.ts): a new special is a row, its physics and its art.

/** What a landing special does to the piece nearest to it (step.ts). */
export type Landing =
  /** Takes the nearest intact piece away in an explosion (any piece). */
  | 'removeNearest'
  /** Raises the nearest fruit below the watermelon one level, for twice the new level's points (23 at the last). */
  | 'upgradeNearest';

export interface Special {
  /** propsData's `prop` and `nextType`'s number; the prop buttons stand in this order. */
  readonly prop: number;
  /** What its landing does (step.ts). */
  readonly landing: Landing;
  /** Its action's code in a replay (replayFormat.ts): frozen once shipped, like the rules. */
  readonly code: number;
  /** The host's messages for a press: `use` one the player has, `ask` for one when none is left. */
  readonly msg: { readonly use: number; readonly ask: number };
  /** The verifier's count of it (`bombs=N`), the limit on it (`maxBombs`) and its command-line flag. */
  readonly used: string;
  readonly limit: string;
  readonly flag: string;
  /** Its button's count before the host's first propsData (docs/product.md, "Props"). */
  readonly startQuantity: number;
  /** A press starts this cooldown on its button; presses meanwhile are ignored. */
  readonly cooldownMs: number;
  /** Its mark on a watched game's time line (a moment it was used). */
  readonly mark: string;
}

/** A prop button's cooldown after a press (docs/product.md, "Props"): every special's today. */
export const PROP_COOLDOWN_MS = 3000;

const TABLE = {
  bomb: {
    prop: 1,
    landing: 'removeNearest',
    code: 2,
    msg: { use: 6, ask: 8 },
    used: 'bombs',
    limit: 'maxBombs',
    flag: '--max-bombs',
    startQuantity: 0,
    cooldownMs: PROP_COOLDOWN_MS,
    mark: '#343a40',
  },
  wildcard: {
    prop: 2,
    landing: 'upgradeNearest',
    code: 3,
    msg: { use: 7, ask: 9 },
    used: 'wildcards',
    limit: 'maxWildcards',
    flag: '--max-wildcards',
    startQuantity: 1,
    cooldownMs: PROP_COOLDOWN_MS,
    mark: '#7048e8',
  },
} as const satisfies Readonly<Record<string, Special>>;

/**
 * What the rest of the house reads, made from a table: the table itself, its kinds in order, and lookups. The
 * page uses TABLE's; tests/game/specials.test.ts makes them from a copy with a third row, to show what a new
 * special needs besides its row.
 */
export function readSpecials<T extends Readonly<Record<string, Special>>>(table: T) {
  type K = keyof T & string;
  const kinds = Object.keys(table) as K[];
  return {
    SPECIALS: table,
    /** The kinds in the table's order (the prop numbers' order): the solver numbers them 1, 2… after the fruit (0). */
    SPECIAL_KINDS: kinds as readonly K[],
    /** The special a prop number names, or undefined. */
    specialOfProp: (prop: unknown): K | undefined => kinds.find((k) => table[k]!.prop === prop),
    /** The special a replay code names, or undefined. */
    specialOfCode: (code: number): K | undefined => kinds.find((k) => table[k]!.code === code),
    /** One value per special, in the table's order: `{ bomb: f('bomb'), … }`. */
    perSpecial<V>(f: (kind: K) => V): Record<K, V> {
      const out = {} as Record<K, V>;
      for (const k of kinds) out[k] = f(k);
      return out;
    },
  };
}

export const { SPECIALS, SPECIAL_KINDS, specialOfProp, specialOfCode, perSpecial } = readSpecials(TABLE);
export type SpecialKind = keyof typeof TABLE;
/** A special's verifier count name (`bombs`), and its limit's (`maxBombs`). */
export type UsedName = (typeof TABLE)[SpecialKind]['used'];
export type LimitName = (typeof TABLE)[SpecialKind]['limit'];
/** A prop number the host sends (1, 2…). */
export type PropNumber = (typeof TABLE)[SpecialKind]['prop'];

/** Every special piece has this radius (docs/product.md, "Fruits and specials"). */
export const SPECIAL_RADIUS = 24;

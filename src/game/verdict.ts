// A reported score's verdict (verifyReplay), as a server or the host simulator asks for it: the limits a server
// sets, checked before anything is simulated, and the verdict as one printable line. The game page never asks:
// this module stays out of its chunks (vite.config.ts), while playReplay (verify.ts) is shared.
import { decodeReplay } from './replayFormat';
import { isRulesVersion, RULES_VERSIONS, type RulesVersion } from './rules';
import { quote } from './quote';
import { isSeed, SEED_RANGE } from './random';
import { playReplay, type Limits, type Usage } from './verify';
import type { World } from './types';
import { SPECIAL_KINDS, SPECIALS, type LimitName } from './specials';

export type LimitKey = 'seed' | LimitName | 'maxRevives' | 'maxFrames' | 'rules';
/** Every limit, in the order a verdict checks them: the seed, each special's (specials.ts), the revives, frames and rules. */
const LIMITS: readonly LimitKey[] = [
  'seed',
  ...SPECIAL_KINDS.map((k) => SPECIALS[k].limit),
  'maxRevives',
  'maxFrames',
  'rules',
];

/** What a limit may be: a seed for `seed`, any whole number for the others. */
export const validLimit = (key: LimitKey, v: unknown): v is number =>
  key === 'seed'
    ? isSeed(v)
    : key === 'rules'
      ? typeof v === 'number' && isRulesVersion(v)
      : typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The same, in words, for every message that refuses a limit. */
export const limitRange = (key: LimitKey) =>
  key === 'seed'
    ? SEED_RANGE
    : key === 'rules'
      ? `one of ${RULES_VERSIONS.join(', ')}`
      : `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;

/** A value as a reason names it: any type, never a throw (a BigInt has no JSON, a symbol no string). */
const shown = (v: unknown): string =>
  typeof v === 'number' ? String(v) : typeof v === 'bigint' ? `${v}n` : typeof v === 'string' ? quote(v) : typeof v;

/**
 * Why `limits` cannot be applied, naming the limit, or null. Limits are an object (or left out) whose fields are
 * the known limits, each a non-negative integer (a seed at most MAX_SEED): a misspelt limit is refused, never
 * ignored, so a server never loses a limit it meant to set.
 */
export function badLimit(limits: unknown): string | null {
  if (limits === undefined) return null;
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits))
    return `limits must be an object, got ${limits === null ? 'null' : Array.isArray(limits) ? 'an array' : shown(limits)}`;
  for (const key of Object.keys(limits))
    if (!(LIMITS as readonly string[]).includes(key)) return `unknown limit ${quote(key)} (takes ${LIMITS.join(', ')})`;
  for (const key of LIMITS) {
    const v: unknown = (limits as Limits)[key];
    if (v === undefined) continue;
    if (!validLimit(key, v)) return `limit ${key} must be ${limitRange(key)}, got ${shown(v)}`;
  }
  return null;
}

export type Verdict =
  | ({
      readonly ok: true;
      readonly score: number;
      readonly seed: number;
      readonly frames: number;
      readonly rules: RulesVersion;
    } & Usage)
  | { readonly ok: false; readonly reason: string };

/**
 * C0, DEL, C1 (U+0085 among them), U+2028 and U+2029: each could end or rewrite a line where it is printed. And
 * a lone surrogate, which UTF-8 cannot carry: written out, it would come out as U+FFFD, not as what was sent. A
 * pair is matched first, to be left whole (no lookbehind: the WebViews of scripts/browsers.ts lack it).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\ud800-\udbff][\udc00-\udfff]|[\u0000-\u001f\u007f-\u009f\u2028\u2029\ud800-\udfff]/g;

/** Text with every control character written as a \uXXXX escape, so an echoed fragment cannot forge a line. */
export const printable = (text: string): string =>
  text.replace(CONTROL, (c) => (c.length === 2 ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

/**
 * A verdict as one line (src/verifier/cli.ts): `ok score=… seed=… frames=… rules=…`, each special's count
 * (`<used>=…`, specials.ts), `revives=…`; or `rejected <reason>`.
 */
export const verdictLine = (v: Verdict): string =>
  v.ok
    ? `ok score=${v.score} seed=${v.seed} frames=${v.frames} rules=${v.rules} ${usedCounts(v)} revives=${v.revives}`
    : `rejected ${printable(v.reason)}`;
const usedCounts = (u: Usage) => SPECIAL_KINDS.map((k) => `${SPECIALS[k].used}=${u[SPECIALS[k].used]}`).join(' ');

/** Recomputes a reported score from its replay (msg 5's `replay`); pure, the same in every engine. */
export function verifyReplay(text: unknown, given?: Limits | null): Verdict {
  return verifiedPlay(text, given).verdict;
}

/**
 * verifyReplay's verdict and the world the replay came to (null where it was not played to its end): one play
 * for both, for a check that compares worlds as well as verdicts (the frozen corpora).
 */
export function verifiedPlay(text: unknown, given?: Limits | null): { verdict: Verdict; world: World | null } {
  const refused = (verdict: Verdict) => ({ verdict, world: null });
  const bad = badLimit(given);
  if (bad) return refused({ ok: false, reason: bad });
  const limits: Limits = given ?? {};
  const d = decodeReplay(text, limits.maxFrames);
  if (!d.ok) return refused(d);
  const { rules, seed, frames } = d.replay;
  if (limits.seed !== undefined && seed !== limits.seed)
    return refused({ ok: false, reason: `seed ${seed} is not the seed required (seed ${limits.seed})` });
  if (limits.rules !== undefined && rules !== limits.rules)
    return refused({ ok: false, reason: `rules ${rules} are not the rules required (rules ${limits.rules})` });
  const p = playReplay(d.replay, { limits });
  if (!p.ok) return refused(p);
  return { verdict: { ok: true, score: p.world.score, seed, frames, rules, ...p.usage }, world: p.world };
}

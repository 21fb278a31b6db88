// What scripts/verify-score.ts takes: its flags, and a line's own limits as JSON (docs/bridge.md).
import { limitRange, validLimit, type LimitKey, type Limits } from '../src/game';

type Result<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: string };

/** Each limit: its flag and its JSON field. */
const FIELDS = [
  ['--seed', 'seed'],
  ['--max-bombs', 'maxBombs'],
  ['--max-wildcards', 'maxWildcards'],
  ['--max-revives', 'maxRevives'],
  ['--max-frames', 'maxFrames'],
] as const satisfies readonly (readonly [string, LimitKey])[];

/** `--seed N --max-bombs N …`: each at most once, each a whole number. */
export function limitsFromFlags(args: readonly string[]): Result<{ limits: Limits }> {
  const limits: Record<string, number> = {};
  for (let i = 0; i < args.length; i += 2) {
    const field = FIELDS.find(([flag]) => flag === args[i]);
    if (!field)
      return {
        ok: false,
        reason: `unknown flag ${JSON.stringify(args[i])} (takes ${FIELDS.map((f) => f[0]).join(', ')})`,
      };
    const raw = args[i + 1] ?? '';
    const n = /^(0|[1-9][0-9]*)$/.test(raw) ? Number(raw) : NaN;
    if (!validLimit(field[1], n))
      return { ok: false, reason: `${field[0]} takes ${limitRange(field[1])}, got ${JSON.stringify(raw)}` };
    if (field[1] in limits) return { ok: false, reason: `${field[0]} given twice` };
    limits[field[1]] = n;
  }
  return { ok: true, limits };
}

/** Both limits apply: the stricter count, and a seed both must name. */
function merge(a: Limits, b: Limits): Result<{ limits: Limits }> {
  if (a.seed !== undefined && b.seed !== undefined && a.seed !== b.seed)
    return { ok: false, reason: `the line's seed ${b.seed} differs from --seed ${a.seed}` };
  const out: Record<string, number> = {};
  for (const [, key] of FIELDS) {
    const vs = [a[key], b[key]].filter((v): v is number => v !== undefined);
    if (vs.length > 0) out[key] = Math.min(...vs);
  }
  return { ok: true, limits: out };
}

/**
 * A line as a request: a bare replay, or `{"replay": "…", "seed": N, "maxBombs": N, …}`. A server's own
 * line is held to what it says: an unknown field or a wrong type is refused, naming it (a misspelt limit
 * must not be silently dropped).
 */
export function lineRequest(line: string, flags: Limits): Result<{ replay: string; limits: Limits }> {
  if (!line.startsWith('{')) return { ok: true, replay: line, limits: flags };
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { ok: false, reason: 'a line starting with { is not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'a JSON line must be an object' };
  const own: Record<string, number> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (k === 'replay') continue;
    const field = FIELDS.find((f) => f[1] === k);
    if (!field)
      return {
        ok: false,
        reason: `unknown field ${JSON.stringify(k)} (takes replay, ${FIELDS.map((f) => f[1]).join(', ')})`,
      };
    if (!validLimit(field[1], v)) return { ok: false, reason: `${k} must be ${limitRange(field[1])}` };
    own[k] = v;
  }
  const replay = (parsed as { replay?: unknown }).replay;
  if (typeof replay !== 'string') return { ok: false, reason: 'replay must be a string' };
  const limits = merge(flags, own);
  return limits.ok ? { ok: true, replay, limits: limits.limits } : limits;
}

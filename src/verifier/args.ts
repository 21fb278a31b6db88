// What src/verifier/cli.ts takes: its flags, and a line's own limits as JSON (docs/bridge.md).
import { limitRange, quote, SPECIAL_KINDS, SPECIALS, validLimit, type LimitKey, type Limits } from '../game/package';

type Result<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: string };

/** Each limit: its flag and its JSON field (each special's from game/specials.ts). */
const FIELDS: readonly (readonly [string, LimitKey])[] = [
  ['--seed', 'seed'],
  ...SPECIAL_KINDS.map((k) => [SPECIALS[k].flag, SPECIALS[k].limit] as const),
  ['--max-revives', 'maxRevives'],
  ['--max-frames', 'maxFrames'],
  ['--rules', 'rules'],
];

/** Every flag the bin takes, as its usage line and --help say. */
export const USAGE = `verify-score ${FIELDS.map(([flag]) => `[${flag} N]`).join(' ')} [--jobs N|max] [--help] < replays.txt`;

const [first, ...others] = SPECIAL_KINDS.map((k) => SPECIALS[k]);

/** What --help prints: the usage, what each line gets, the exit codes. */
export const HELP = `usage: ${USAGE}

Reads one replay a line (or a JSON object {"replay": "…", "seed": N, …} with that line's own limits) and prints
one verdict a line, in input order: "ok score=… seed=… frames=… rules=… ${SPECIAL_KINDS.map((k) => `${SPECIALS[k].used}=…`).join(' ')} revives=…" or
"rejected <reason>".

  --seed N           every line's seed must be N
  ${`${first!.flag} N`.padEnd(19)}at most N ${first!.used} dropped (also ${[...others.map((o) => o.flag), '--max-revives'].join(', ')})
  --max-frames N     a line claiming more frames is refused before it is simulated
  --rules N          every line must be played under rules version N
  --jobs N|max       verify on N worker threads, at most one per core (default 1; max: every core)
  --help             this text

Exit: 0 every line ok, 1 a line was rejected, 2 bad flags, 3 the output was closed or could not be written.`;

const TAKES = `takes ${[...FIELDS.map((f) => f[0]), '--jobs', '--help'].join(', ')}`;

/** `--seed N --max-revives N …`: each at most once, each a whole number. */
export function limitsFromFlags(args: readonly string[]): Result<{ limits: Limits }> {
  const limits: Record<string, number> = {};
  for (let i = 0; i < args.length; i += 2) {
    const field = FIELDS.find(([flag]) => flag === args[i]);
    if (!field)
      return {
        ok: false,
        reason: `unknown flag ${quote(args[i] ?? '')} (${TAKES})`,
      };
    const raw = args[i + 1] ?? '';
    const n = /^(0|[1-9][0-9]*)$/.test(raw) ? Number(raw) : NaN;
    if (!validLimit(field[1], n))
      return { ok: false, reason: `${field[0]} takes ${limitRange(field[1])}, got ${quote(raw)}` };
    if (field[1] in limits) return { ok: false, reason: `${field[0]} given twice` };
    limits[field[1]] = n;
  }
  return { ok: true, limits };
}

/**
 * `--jobs N` (or `--jobs max`: `cores`), taken out of the flags: how many worker threads verify. 1 when absent.
 * More threads than cores only share the cores and each holds its own heap, so N past `cores` is refused.
 */
export function jobsFromFlags(args: readonly string[], cores: number): Result<{ jobs: number; rest: string[] }> {
  const at = args.indexOf('--jobs');
  if (at === -1) return { ok: true, jobs: 1, rest: [...args] };
  const raw = args[at + 1] ?? '';
  const jobs = raw === 'max' ? cores : /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(jobs) || jobs > cores)
    return {
      ok: false,
      reason: `--jobs takes a whole number from 1 to ${cores} (this machine's cores) or max, got ${quote(raw)}`,
    };
  const rest = [...args.slice(0, at), ...args.slice(at + 2)];
  return rest.includes('--jobs') ? { ok: false, reason: '--jobs given twice' } : { ok: true, jobs, rest };
}

/** Both limits apply: the stricter count, and a seed and rules both must name. */
function merge(a: Limits, b: Limits): Result<{ limits: Limits }> {
  for (const key of ['seed', 'rules'] as const)
    if (a[key] !== undefined && b[key] !== undefined && a[key] !== b[key])
      return { ok: false, reason: `the line's ${key} ${b[key]} differs from --${key} ${a[key]}` };
  const out: Record<string, number> = {};
  for (const [, key] of FIELDS) {
    const vs = [a[key], b[key]].filter((v): v is number => v !== undefined);
    if (vs.length > 0) out[key] = Math.min(...vs);
  }
  return { ok: true, limits: out };
}

/**
 * A line as a request: a bare replay, or `{"replay": "…", "seed": N, "maxRevives": N, …}`. A server's own
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
  const twice = duplicatedKey(line);
  if (twice !== null) return { ok: false, reason: `field ${quote(twice)} given twice` };
  const own: Record<string, number> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (k === 'replay') continue;
    const field = FIELDS.find((f) => f[1] === k);
    if (!field)
      return {
        ok: false,
        reason: `unknown field ${quote(k)} (takes replay, ${FIELDS.map((f) => f[1]).join(', ')})`,
      };
    if (!validLimit(field[1], v)) return { ok: false, reason: `${k} must be ${limitRange(field[1])}` };
    own[k] = v;
  }
  const replay = (parsed as { replay?: unknown }).replay;
  if (typeof replay !== 'string') return { ok: false, reason: 'replay must be a string' };
  const limits = merge(flags, own);
  return limits.ok ? { ok: true, replay, limits: limits.limits } : limits;
}

/**
 * The first key a JSON object's text gives twice at its top level, or null. JSON.parse keeps the last one
 * silently, so `{"seed": 1, "seed": 2}` would be a line whose limits are not what its author read. `text`
 * is valid JSON (it parsed); keys compare as parsed, escapes and all.
 */
export function duplicatedKey(text: string): string | null {
  const seen = new Set<string>();
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i, j + 1);
      i = j;
      if (depth !== 1) continue;
      let k = j + 1;
      while (k < text.length && ' \t\n\r'.includes(text[k]!)) k++;
      if (text[k] !== ':') continue;
      const key = JSON.parse(raw) as string;
      if (seen.has(key)) return key;
      seen.add(key);
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return null;
}

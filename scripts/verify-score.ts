// Recomputes reported scores from their replays (msg 5's `replay`), one a line on standard input:
//   npx tsx scripts/verify-score.ts [--seed N] [--max-bombs N] [--max-wildcards N] [--max-revives N]
//     [--max-frames N] < replays.txt
// A line is a replay, or a JSON object {"replay": "…", "seed": N, "maxBombs": N, …} giving that line's own
// limits too (both apply). Prints exactly one line for each input line: `ok score=… seed=… frames=… rules=…
// bombs=… wildcards=… revives=…` or `rejected <reason>`, with every control character escaped; exit 1 if any
// line was rejected, 2 for bad flags. Lines are read as raw bytes and cut at MAX_REPLAY_CHARS + 1, so a huge
// line costs no more than reading it.
import { MAX_REPLAY_CHARS, tooLong, verdictLine, verifyReplay, type Limits, type Verdict } from '../src/game';
import { limitsFromFlags, lineRequest } from './verifyScoreArgs';

/** Splits stdin on \n without holding a line longer than the cap (its length is still counted). */
async function* lines(input: NodeJS.ReadableStream): AsyncGenerator<{ text: string; length: number }> {
  let parts: string[] = [];
  let kept = 0;
  let length = 0;
  const keep = (chunk: string) => {
    length += chunk.length;
    if (kept > MAX_REPLAY_CHARS) return;
    parts.push(chunk);
    kept += chunk.length;
  };
  input.setEncoding('latin1');
  for await (const chunk of input as AsyncIterable<string>) {
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl !== -1; nl = chunk.indexOf('\n', from)) {
      keep(chunk.slice(from, nl));
      yield { text: parts.join(''), length };
      parts = [];
      kept = 0;
      length = 0;
      from = nl + 1;
    }
    keep(chunk.slice(from));
  }
  if (length > 0) yield { text: parts.join(''), length };
}

function verdict(text: string, length: number, flags: Limits): Verdict {
  if (length > MAX_REPLAY_CHARS + 1) return { ok: false, reason: tooLong(length) };
  const line = text.endsWith('\r') ? text.slice(0, -1) : text;
  const req = lineRequest(line, flags);
  return req.ok ? verifyReplay(req.replay, req.limits) : req;
}

const flags = limitsFromFlags(process.argv.slice(2));
if (!flags.ok) {
  console.error(`verify-score: ${flags.reason}`);
  process.exit(2);
}
let rejected = 0;
for await (const { text, length } of lines(process.stdin)) {
  const v = verdict(text, length, flags.limits);
  if (!v.ok) rejected++;
  process.stdout.write(`${verdictLine(v)}\n`);
}
process.exitCode = rejected > 0 ? 1 : 0;

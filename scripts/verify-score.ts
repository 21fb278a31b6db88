// Recomputes reported scores from their replays (msg 5's `replay`), one replay a line on standard input:
//   npx tsx scripts/verify-score.ts < replays.txt
// prints `ok score=<n> seed=<n> frames=<n>` or `rejected <reason>` for each line; exit 1 if any was rejected.
// Lines are read as raw bytes and cut at MAX_REPLAY_CHARS + 1, so a huge line costs no more than reading it.
import { MAX_REPLAY_CHARS, tooLong, verdictLine, verifyReplay } from '../src/game';

/** Splits stdin into lines without holding a line longer than the cap (its length is still counted). */
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

let rejected = 0;
for await (const { text, length } of lines(process.stdin)) {
  const line = text.endsWith('\r') ? text.slice(0, -1) : text;
  const v = length > MAX_REPLAY_CHARS + 1 ? { ok: false as const, reason: tooLong(length) } : verifyReplay(line);
  if (!v.ok) rejected++;
  console.log(verdictLine(v));
}
process.exitCode = rejected > 0 ? 1 : 0;

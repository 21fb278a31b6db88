// Recomputes reported scores from their replays (msg 5's `replay`), one a line on standard input
// (`npx tsx src/verifier/cli.ts --help` says how, as HELP in args.ts does).
// --jobs N verifies on N worker threads (default 1; at most one per core), the output in input order.
// A line is a replay, or a JSON object {"replay": "…", "seed": N, "maxRevives": N, …} giving that line's own
// limits too (both apply). Prints exactly one line for each input line, with every control character escaped.
// Lines are read as UTF-8 and cut at MAX_REPLAY_CHARS + 1, so a huge line costs no more than reading it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MAX_REPLAY_CHARS, type Limits } from '../game';
import { HELP, jobsFromFlags, limitsFromFlags } from './args';
import { verdictOf, type LineJob } from './line';

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
  input.setEncoding('utf8');
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

/**
 * `jobs` worker threads, each verifying the lines it is handed (worker.ts); the verdicts come back in
 * input order. A line is a pure function's input, so the threads share nothing. At most QUEUED lines per
 * thread are in flight: a huge input is read as fast as it is verified, not held.
 */
function pool(jobs: number, limits: Limits) {
  const QUEUED = 16;
  const file = new URL('./worker.js', import.meta.url); // worker.ts, as the package builds it
  const workers = Array.from({ length: jobs }, () => new Worker(file, { workerData: limits }));
  const done = new Map<number, { line: string; ok: boolean }>();
  let sent = 0;
  let next = 0;
  let wake: (() => void) | null = null;
  for (const w of workers)
    w.on('message', (r: { id: number; line: string; ok: boolean }) => {
      done.set(r.id, r);
      wake?.();
    });
  const flush = () => {
    for (let r = done.get(next); r; r = done.get(next)) {
      done.delete(next++);
      emit(r.line, r.ok);
    }
  };
  const settle = async (until: number) => {
    flush();
    while (next < until) {
      await new Promise<void>((resolve) => (wake = resolve));
      flush();
    }
  };
  return {
    async send(job: Omit<LineJob, 'id'>) {
      workers[sent % jobs]!.postMessage({ ...job, id: sent });
      sent++;
      await settle(sent - QUEUED * jobs);
    },
    async end() {
      await settle(sent);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** The exit code when the output is closed (a reader like `head` is done) or cannot be written (a full disk). */
const OUTPUT_GONE = 3;
/** Nothing more can be said: end now, quietly, with the code that says why (no stack trace on stderr). */
const outputGone = () => process.exit(OUTPUT_GONE);
process.stdout.on('error', outputGone);

let rejected = 0;
function emit(line: string, ok: boolean) {
  if (!ok) rejected++;
  try {
    process.stdout.write(`${line}\n`);
  } catch {
    outputGone(); // a file's writes are synchronous: a full disk throws here
  }
}

const args = process.argv.slice(2);
if (args.includes('--help')) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const jobs = jobsFromFlags(args, availableParallelism());
const flags = jobs.ok ? limitsFromFlags(jobs.rest) : jobs;
if (!flags.ok || !jobs.ok) {
  console.error(`verify-score: ${flags.ok ? '' : flags.reason}`);
  process.exit(2);
}
// Worker threads run the built package (dist-verifier/bin.js): under tsx a worker cannot load TypeScript.
const source = import.meta.url.endsWith('.ts');
if (source && jobs.jobs > 1)
  console.error('verify-score: --jobs runs in the built package (dist-verifier); one thread here');
if (jobs.jobs === 1 || source) {
  for await (const { text, length } of lines(process.stdin)) {
    const v = verdictOf({ id: 0, text, length }, flags.limits);
    emit(v.line, v.ok);
  }
} else {
  const p = pool(jobs.jobs, flags.limits);
  for await (const { text, length } of lines(process.stdin)) await p.send({ text, length });
  await p.end();
}
process.exitCode = rejected > 0 ? 1 : 0;

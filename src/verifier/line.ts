// One input line of src/verifier/cli.ts to its verdict line: what the main thread and each worker do alike.
import { MAX_REPLAY_CHARS, tooLong, verdictLine, verifyReplay, type Limits, type Verdict } from '../game/package';
import { lineRequest } from './args';

/** A line as read: its text (cut at MAX_REPLAY_CHARS + 1) and its whole length. */
export interface LineJob {
  readonly id: number;
  readonly text: string;
  readonly length: number;
}

function verdict(text: string, length: number, flags: Limits): Verdict {
  if (length > MAX_REPLAY_CHARS + 1) return { ok: false, reason: tooLong(length) };
  const line = text.endsWith('\r') ? text.slice(0, -1) : text;
  const req = lineRequest(line, flags);
  return req.ok ? verifyReplay(req.replay, req.limits) : req;
}

/** The verdict line for one input line, under the flags' limits. */
export function verdictOf(job: LineJob, flags: Limits): { id: number; line: string; ok: boolean } {
  const v = verdict(job.text, job.length, flags);
  return { id: job.id, line: verdictLine(v), ok: v.ok };
}

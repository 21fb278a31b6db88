// @vitest-environment node
// The verifier steps a board in place: no memory per frame. A restless board (it never rests and never
// repeats, so every frame is stepped) runs for minutes with no collection and nearly no heap growth, and
// the heap a 2-hour line leaves behind after each collection stays where it was.
import { GCProfiler, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { decodeReplay, replaying, type Played, type Replay } from '../../src/game/package';
import { RESTLESS, restlessGame } from '../../fixtures/bot';
import { readCorpus } from '../../fixtures/corpus/corpus';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const decoded = (text: string) => (decodeReplay(text) as { replay: Replay }).replay;

/** Plays `r`, calling `each` at every pause (every `chunk` frames); the verdict. */
function play(r: Replay, chunk: number, each: (frame: number) => void): Played {
  const run = replaying(r, {}, chunk);
  for (let frame = chunk; ; frame += chunk) {
    const s = run.next();
    if (s.done) return s.value;
    each(frame);
  }
}

describe("the verifier's memory", () => {
  it('a restless board stepped 30,000 frames with no drop: no collection, under 16 bytes of heap a frame', () => {
    const [seed, stop] = RESTLESS.find(([s]) => s === 171)!;
    const FRAMES = 30_000;
    const r = { ...decoded(restlessGame(seed, stop).replay), frames: stop + FRAMES };
    // Twice through first: compiled code settled, scratch grown. What the compiler still writes to the heap
    // while measuring is not per frame (up to 4 bytes a frame seen here); a frame's garbage was 190 or more.
    play(r, stop, () => {});
    play(r, stop, () => {});
    let before = 0;
    let profiler: GCProfiler | null = null;
    const verdict = play(r, stop, (frame) => {
      if (frame !== stop) return;
      gc();
      before = process.memoryUsage().heapUsed;
      profiler = new GCProfiler();
      profiler.start();
    });
    const grown = process.memoryUsage().heapUsed - before;
    const collections = (profiler as GCProfiler | null)!.stop().statistics.length;
    expect(verdict.ok).toBe(true);
    expect(collections).toBe(0);
    expect(grown / FRAMES).toBeLessThan(16);
  }, 60_000);

  it('the 2-hour corpus game: the heap after each collection, every 10 minutes of play, stays flat', () => {
    const longest = readCorpus('v2').reduce((a, e) => (e.frames > a.frames ? e : a));
    const r = decoded(longest.replay);
    expect(r.frames).toBe(2 * 60 * 60 * 60);
    const heap: number[] = [];
    const verdict = play(r, 10 * 60 * 60, () => {
      gc();
      heap.push(process.memoryUsage().heapUsed);
    });
    expect(verdict).toMatchObject({ ok: true, world: { score: longest.score } });
    expect(heap).toHaveLength(11);
    const settled = heap.slice(1); // the first pause still holds the compiled code's first allocations
    expect(Math.max(...settled) - Math.min(...settled)).toBeLessThan(512 * 1024);
  }, 60_000);
});

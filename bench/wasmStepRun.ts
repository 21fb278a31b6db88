// bench:wasm's run, bundled twice by bench/wasmStep.ts (the step as it ships, and with the contact pass in
// WebAssembly): `check` prints a digest of every corpus game's verdict and final world; `time` verifies each of
// the v4 corpus' long games twice and prints the second's ms.
import { createHash } from 'node:crypto';
import { decodeReplay, playReplay, verifyReplay } from '../src/game/package';
import { LONG_GAME, readCorpus } from '../fixtures/corpus/corpus';
import { worldDigest } from '../fixtures/corpus/worldDigest';

if (process.argv[2] === 'check') {
  const hash = createHash('sha256');
  let games = 0;
  for (const corpus of ['v1', 'v2', 'v3', 'v4'] as const)
    for (const e of readCorpus(corpus)) {
      const d = decodeReplay(e.replay);
      const p = d.ok ? playReplay(d.replay) : null;
      hash.update(JSON.stringify(verifyReplay(e.replay, {})) + (p?.ok ? worldDigest(p.world) : '-'));
      games++;
    }
  console.log(JSON.stringify({ games, digest: hash.digest('hex') }));
} else {
  const ms: Record<string, number> = {};
  for (const e of readCorpus('v4').filter((g) => g.frames >= LONG_GAME)) {
    verifyReplay(e.replay, {});
    const t = performance.now();
    const v = verifyReplay(e.replay, {});
    ms[e.seed] = performance.now() - t;
    if (!v.ok || v.score !== e.score) throw new Error(`seed ${e.seed}: ${JSON.stringify(v)}`);
  }
  console.log(JSON.stringify(ms));
}

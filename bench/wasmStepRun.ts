// bench:wasm's runs, bundled by bench/wasmStep.ts as the step ships and with the contact pass in WebAssembly, for
// Node and for a browser's page: `check` digests every corpus game's verdict and final world; `time` verifies
// each long game twice and gives the second's ms.
import { decodeReplay, playReplay, verifyReplay } from '../src/game/package';
import type { Entry } from '../fixtures/corpus/corpus';
import { worldDigest } from '../fixtures/corpus/worldDigest';

/** A 53-bit hash of a text (cyrb53), the same in every engine: no crypto module in a page. */
function hash(text: string, h1 = 0xdeadbeef, h2 = 0x41c6ce57): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** Every game's verdict and final world, as one digest, chained game by game. */
export function check(games: readonly Entry[]): { games: number; digest: string } {
  let digest = '';
  for (const e of games) {
    const d = decodeReplay(e.replay);
    const p = d.ok ? playReplay(d.replay) : null;
    digest = hash(digest + JSON.stringify(verifyReplay(e.replay, {})) + (p?.ok ? worldDigest(p.world) : '-'));
  }
  return { games: games.length, digest };
}

/** Each game verified twice: the second's ms, by seed. */
export function time(games: readonly Entry[]): Record<string, number> {
  const ms: Record<string, number> = {};
  for (const e of games) {
    verifyReplay(e.replay, {});
    const t = performance.now();
    const v = verifyReplay(e.replay, {});
    ms[e.seed] = performance.now() - t;
    if (!v.ok || v.score !== e.score) throw new Error(`seed ${e.seed}: ${JSON.stringify(v)}`);
  }
  return ms;
}

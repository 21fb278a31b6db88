import type { World } from '../../../src/game';

/** A number's IEEE-754 bits, so the digest sees every bit, not a rounded decimal. */
function bits(v: number): string {
  const f = new Float64Array([v]);
  const u = new Uint32Array(f.buffer);
  return `${u[1]!.toString(16)}:${u[0]!.toString(16)}`;
}

/**
 * A world as rules v2 play it, as one hash: every field of every piece (rules v2's `still` included) and
 * every rule-bearing field of the world. The v2 corpus stores it, so "v2 verifies as before" covers the
 * whole board at the replay's end. Fields added after rules v2 are not read: they are not v2's.
 */
export function worldDigest(w: World): string {
  const pieces = w.pieces.map((p) =>
    [p.id, p.level, p.x, p.y, p.vx, p.vy, p.angle, p.av, p.rest, p.still, p.bounces, p.merge, p.explosion ?? -1]
      .map(bits)
      .concat(p.kind, p.landed ? 'L' : '-')
      .join(','),
  );
  const head = [w.rules, w.seed, w.frame, w.score, w.rng, w.nextId, w.revives, w.grace, w.overflow, w.next]
    .map(bits)
    .join(',');
  const queue = `${JSON.stringify(w.current)}|${w.specials.join(',')}|${w.fallingId ?? '-'}`;
  // FNV-1a twice over the text keeps the corpus small; a changed bit anywhere changes it.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const c of `${head}|${w.phase}|${queue}|${pieces.join(';')}`) {
    h1 = Math.imul(h1 ^ c.charCodeAt(0), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c.charCodeAt(0), 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

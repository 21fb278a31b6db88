import type { World } from '../../../src/game';

/**
 * A world's physical state as one string of IEEE-754 bits: what v1's rules computed, without the
 * fields later rules added. The v1 corpus stores it, so "v1 verifies as before" covers every piece's
 * position and speed at the replay's end, not only the score.
 */
export function v1Digest(w: World): string {
  const f = new Float64Array(1);
  const u = new Uint32Array(f.buffer);
  const bits = (v: number) => {
    f[0] = v;
    return `${u[1]!.toString(16)}:${u[0]!.toString(16)}`;
  };
  const pieces = w.pieces.map((p) =>
    [p.id, p.level, p.x, p.y, p.vx, p.vy, p.angle, p.av, p.rest, p.bounces, p.merge, p.explosion ?? -1]
      .map(bits)
      .concat(p.landed ? 'L' : '-')
      .join(','),
  );
  const head = [w.frame, w.score, w.rng, w.nextId, w.revives, w.grace, w.overflow].map(bits).join(',');
  // FNV-1a over the text keeps the corpus small; a changed bit anywhere changes it.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const c of `${head}|${w.phase}|${pieces.join(';')}`) {
    h1 = Math.imul(h1 ^ c.charCodeAt(0), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c.charCodeAt(0), 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

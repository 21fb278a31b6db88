import * as constants from './constants';
import * as sims from './sim';
import type { Sim } from './sim';

// Bound once: a loader may make each imported binding a getter.
const { WAKE_GAP } = constants;
const { clear } = sims;

/** Rows i and j are within WAKE_GAP of touching. */
function near(s: Sim, i: number, j: number): boolean {
  const reach = s.r[i]! + s.r[j]! + WAKE_GAP;
  const dx = s.x[i]! - s.x[j]!;
  const dy = s.y[i]! - s.y[j]!;
  return dx * dx + dy * dy <= reach * reach;
}

/** Sleepers near piece b, which vanished or grew, must notice: their support may be gone. */
export function wakeAround(s: Sim, b: number): void {
  for (let o = 0; o < s.n; o++) if (o !== b && near(s, o, b)) s.rest[o] = 0;
}

/**
 * `rules.wakeHeldUp`: the pieces leaving (rows a, and b unless -1) wake, and so does every piece they held up,
 * through the pile: each piece within WAKE_GAP of a woken one with its centre higher. A sleeper gets no
 * gravity, so a piece resting on one that falls would otherwise hang in the air for good.
 */
export function wakeHeldUp(s: Sim, a: number, b = -1): void {
  const { n, mark: seen, queue: woken } = s;
  clear(seen, n);
  seen[a] = 1;
  if (b !== -1) seen[b] = 1;
  let count = 0;
  for (let t = 0, gone = b === -1 ? 1 : 2; t < gone; t++) {
    const g = t === 0 ? a : b;
    for (let o = 0; o < n; o++) {
      if (seen[o] || !near(s, o, g)) continue;
      seen[o] = 1;
      woken[count++] = o;
    }
  }
  for (let k = 0; k < count; k++) {
    const u = woken[k]!;
    s.rest[u] = 0;
    for (let o = 0; o < n; o++) {
      if (seen[o] || s.y[o]! >= s.y[u]! || !near(s, o, u)) continue;
      seen[o] = 1;
      woken[count++] = o;
    }
  }
}

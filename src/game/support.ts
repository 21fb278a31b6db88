import { WAKE_GAP } from './constants';
import type { Piece } from './types';

type Waking = Pick<Piece, 'x' | 'y' | 'radius'> & { rest: number };

const near = (o: Waking, b: Waking) => {
  const reach = o.radius + b.radius + WAKE_GAP;
  return (o.x - b.x) ** 2 + (o.y - b.y) ** 2 <= reach * reach;
};

/** Sleepers near a piece that vanished or grew must notice: their support may be gone. */
export function wakeAround(bodies: readonly Waking[], b: Waking): void {
  for (const o of bodies) if (o !== b && near(o, b)) o.rest = 0;
}

/**
 * Rules v4: the pieces `gone` leave wake, and so does every piece they held up, through the pile: each
 * piece within WAKE_GAP of a woken one with its centre higher. A sleeper gets no gravity, so a piece
 * resting on one that falls would otherwise hang in the air for good.
 */
export function wakeHeldUp<B extends Waking>(bodies: readonly B[], ...gone: B[]): void {
  const woken: B[] = [];
  const seen = new Set<B>(gone);
  for (const b of gone) {
    for (const o of bodies) {
      if (seen.has(o) || !near(o, b)) continue;
      seen.add(o);
      woken.push(o);
    }
  }
  for (let k = 0; k < woken.length; k++) {
    const u = woken[k]!;
    u.rest = 0;
    for (const o of bodies) {
      if (seen.has(o) || o.y >= u.y || !near(o, u)) continue;
      seen.add(o);
      woken.push(o);
    }
  }
}

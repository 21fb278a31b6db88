import * as constants from './constants';
import { isAsleep, type Soa } from './contacts';
import type { Piece } from './types';

const { CONTACT_SLOP, SLEEP_FRAMES, WORLD_HEIGHT } = constants;

/**
 * Rules v3: a contact left deeper than `depth` (PRESSURE_DEPTH) at the end of a frame wakes every sleeper touching
 * the awake group it belongs to (the pieces it reaches through awake contacts). A sleeper is immovable to
 * an awake piece, so a jam against sleepers would otherwise keep its overlap for good. `pairs` are the
 * touching index pairs; only `s.rest` is written.
 */
export function wakeUnderPressure(s: Soa, pairs: readonly number[], depth: number): void {
  const { x, y, r, rest } = s;
  let group: Uint8Array | null = null;
  for (let k = 0; k < pairs.length; k += 2) {
    const a = pairs[k]!;
    const b = pairs[k + 1]!;
    const dx = x[a]! - x[b]!;
    const dy = y[a]! - y[b]!;
    // sqrt, not Math.hypot: sqrt is exact in every engine, so V8 and JavaScriptCore verify alike.
    if (r[a]! + r[b]! - Math.sqrt(dx * dx + dy * dy) > depth) {
      group ??= new Uint8Array(s.n);
      group[a] = group[b] = 1;
    }
  }
  if (!group) return;
  const awake = (i: number) => rest[i]! < SLEEP_FRAMES;
  // Grow the group through awake contacts to a fixed point (a board holds few pairs).
  for (let grew = true; grew;) {
    grew = false;
    for (let k = 0; k < pairs.length; k += 2) {
      const a = pairs[k]!;
      const b = pairs[k + 1]!;
      if (group[a] !== group[b] && awake(a) && awake(b)) {
        group[a] = group[b] = 1;
        grew = true;
      }
    }
  }
  for (let k = 0; k < pairs.length; k += 2) {
    const a = pairs[k]!;
    const b = pairs[k + 1]!;
    if (!group[a] && !group[b]) continue;
    if (!awake(a)) rest[a] = 0;
    if (!awake(b)) rest[b] = 0;
  }
}

/**
 * Rules v3: a piece falls asleep only in the same frame as every awake piece it touches; until then it
 * waits one frame short. Otherwise the last of two pieces resting with a wedge's overlap wakes the first,
 * which wakes it back, for good. `bodies[i].rest` is this frame's count; `s.rest` the count it started with.
 */
export function sleepTogether(bodies: { rest: Piece['rest'] }[], s: Soa, pairs: readonly number[]): void {
  const newly = (i: number) => bodies[i]!.rest >= SLEEP_FRAMES && !isAsleep(s, i);
  for (let held = true; held;) {
    held = false;
    for (let k = 0; k < pairs.length; k += 2) {
      const a = pairs[k]!;
      const b = pairs[k + 1]!;
      if (newly(a) && bodies[b]!.rest < SLEEP_FRAMES) {
        bodies[a]!.rest = SLEEP_FRAMES - 1;
        held = true;
      } else if (newly(b) && bodies[a]!.rest < SLEEP_FRAMES) {
        bodies[b]!.rest = SLEEP_FRAMES - 1;
        held = true;
      }
    }
  }
}

/**
 * Rules v4: a sleeper with nothing beneath it wakes, so it falls: nothing under it on the floor (within
 * CONTACT_SLOP) and no touching piece whose centre is lower. A sleeper gets no gravity, so one whose
 * support rolled or fell away would otherwise hang in the air. `pairs` are the frame's touching pairs.
 */
export function wakeUnsupported(bodies: { rest: Piece['rest'] }[], s: Soa, pairs: readonly number[]): void {
  const { y, r, w } = s;
  let held: Uint8Array | null = null;
  for (let i = 0; i < s.n; i++) {
    if (w[i] === 0 || bodies[i]!.rest < SLEEP_FRAMES || y[i]! + r[i]! >= WORLD_HEIGHT - CONTACT_SLOP) continue;
    if (!held) {
      held = new Uint8Array(s.n);
      for (let k = 0; k < pairs.length; k += 2) {
        const a = pairs[k]!;
        const b = pairs[k + 1]!;
        if (y[a]! < y[b]!) held[a] = 1;
        else if (y[b]! < y[a]!) held[b] = 1;
      }
    }
    if (!held[i]) bodies[i]!.rest = 0;
  }
}

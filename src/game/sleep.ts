import * as constants from './constants';
import * as contacts from './contacts';
import type { Pairs, Soa } from './contacts';
import type { Rules } from './rules';
import * as sims from './sim';

// Bound once here: a loader may turn each imported binding into a getter call, and these run every frame.
const { CONTACT_SLOP, SLEEP_FRAMES, WORLD_HEIGHT } = constants;
const { isAsleep } = contacts;
const { clear } = sims;

/**
 * `rules.pressureWakeDepth`: a contact left deeper than it at the end of a frame wakes every sleeper touching
 * the awake group it belongs to (the pieces it reaches through awake contacts). A sleeper is immovable to
 * an awake piece, so a jam against sleepers would otherwise keep its overlap for good. `p` are the
 * touching index pairs, `group` scratch for as many pieces; only `s.rest` is written. The depth is read here:
 * a number passed to a call the compiler does not inline is boxed, an allocation a frame.
 */
export function wakeUnderPressure(s: Soa, p: Pairs, rules: Rules, group: Uint8Array): void {
  const depth = rules.pressureWakeDepth;
  const { x, y, r, rest } = s;
  let found = false;
  for (let k = 0; k < p.count; k += 2) {
    const a = p.at[k]!;
    const b = p.at[k + 1]!;
    const dx = x[a]! - x[b]!;
    const dy = y[a]! - y[b]!;
    // sqrt, not Math.hypot: sqrt is exact in every engine, so V8 and JavaScriptCore verify alike.
    if (r[a]! + r[b]! - Math.sqrt(dx * dx + dy * dy) > depth) {
      if (!found) clear(group, s.n);
      found = true;
      group[a] = group[b] = 1;
    }
  }
  if (!found) return;
  // Grow the group through awake contacts to a fixed point (a board holds few pairs).
  for (let grew = true; grew;) {
    grew = false;
    for (let k = 0; k < p.count; k += 2) {
      const a = p.at[k]!;
      const b = p.at[k + 1]!;
      if (group[a] !== group[b] && rest[a]! < SLEEP_FRAMES && rest[b]! < SLEEP_FRAMES) {
        group[a] = group[b] = 1;
        grew = true;
      }
    }
  }
  for (let k = 0; k < p.count; k += 2) {
    const a = p.at[k]!;
    const b = p.at[k + 1]!;
    if (!group[a] && !group[b]) continue;
    if (rest[a]! >= SLEEP_FRAMES) rest[a] = 0;
    if (rest[b]! >= SLEEP_FRAMES) rest[b] = 0;
  }
}

/** Piece i fell asleep in this frame: its count is a sleeper's, the one it began with was not. */
const newly = (rest: Int32Array, s: Soa, i: number) => rest[i]! >= SLEEP_FRAMES && !isAsleep(s, i);

/**
 * `rules.sleepTogether`: a piece falls asleep only in the same frame as every awake piece it touches; until then it
 * waits one frame short. Otherwise the last of two pieces resting with a wedge's overlap wakes the first,
 * which wakes it back, for good. `rest` holds this frame's counts; `s.rest` the counts it started with.
 */
export function sleepTogether(rest: Int32Array, s: Soa, p: Pairs): void {
  for (let held = true; held;) {
    held = false;
    for (let k = 0; k < p.count; k += 2) {
      const a = p.at[k]!;
      const b = p.at[k + 1]!;
      if (newly(rest, s, a) && rest[b]! < SLEEP_FRAMES) {
        rest[a] = SLEEP_FRAMES - 1;
        held = true;
      } else if (newly(rest, s, b) && rest[a]! < SLEEP_FRAMES) {
        rest[b] = SLEEP_FRAMES - 1;
        held = true;
      }
    }
  }
}

/**
 * `rules.wakeUnsupported`: a sleeper with nothing beneath it wakes, so it falls: nothing under it on the floor (within
 * CONTACT_SLOP) and no touching piece whose centre is lower. A sleeper gets no gravity, so one whose
 * support rolled or fell away would otherwise hang in the air. `pairs` are the frame's touching pairs;
 * `held` is scratch for as many pieces.
 */
export function wakeUnsupported(rest: Int32Array, s: Soa, p: Pairs, held: Uint8Array): void {
  const { y, r, w } = s;
  let found = false;
  for (let i = 0; i < s.n; i++) {
    if (w[i] === 0 || rest[i]! < SLEEP_FRAMES || y[i]! + r[i]! >= WORLD_HEIGHT - CONTACT_SLOP) continue;
    if (!found) {
      found = true;
      clear(held, s.n);
      for (let k = 0; k < p.count; k += 2) {
        const a = p.at[k]!;
        const b = p.at[k + 1]!;
        if (y[a]! < y[b]!) held[a] = 1;
        else if (y[b]! < y[a]!) held[b] = 1;
      }
    }
    if (!held[i]) rest[i] = 0;
  }
}

import { perSpecial, SPECIAL_KINDS, SPECIALS, type SpecialKind } from '../../game';
import type { Timers } from '../flow/timers';

export { PROP_COOLDOWN_MS } from '../../game';

/** The prop buttons' cooldowns (each special's, game/specials.ts), in whole seconds left for the label. */
export function createCooldowns(timers: Timers, onChange: (kind: SpecialKind, secondsLeft: number) => void) {
  const until: Record<SpecialKind, number> = perSpecial(() => 0);
  /** Starts a cooldown with `ms` left: the label counts down the whole seconds as they pass. */
  function run(kind: SpecialKind, ms: number) {
    until[kind] = timers.now() + ms;
    onChange(kind, Math.ceil(ms / 1000));
    for (let left = Math.ceil(ms / 1000) - 1; left >= 0; left--) {
      timers.after(ms - left * 1000, () => onChange(kind, left));
    }
  }
  return {
    active: (kind: SpecialKind) => timers.now() < until[kind],
    start: (kind: SpecialKind) => run(kind, SPECIALS[kind].cooldownMs),
    /** Ms left on each button (kept with the game). */
    left: (): Record<SpecialKind, number> => perSpecial((k) => Math.max(0, until[k] - timers.now())),
    /** A kept game's cooldowns go on where they stood (the time the page was gone does not count). */
    resume(left: Readonly<Record<SpecialKind, number>>) {
      for (const kind of SPECIAL_KINDS) if (left[kind] > 0) run(kind, Math.min(left[kind], SPECIALS[kind].cooldownMs));
    },
  };
}

import type { SpecialKind } from '../../game';
import type { Timers } from './timers';

/** A press starts this cooldown; presses during it are ignored (SPEC §5). */
export const PROP_COOLDOWN_MS = 3000;

/** The prop buttons' 3 s cooldowns, in whole seconds left for the label. */
export function createCooldowns(timers: Timers, onChange: (kind: SpecialKind, secondsLeft: number) => void) {
  const until: Record<SpecialKind, number> = { bomb: 0, wildcard: 0 };
  return {
    active: (kind: SpecialKind) => timers.now() < until[kind],
    start(kind: SpecialKind) {
      until[kind] = timers.now() + PROP_COOLDOWN_MS;
      const seconds = PROP_COOLDOWN_MS / 1000;
      onChange(kind, seconds);
      for (let i = 1; i <= seconds; i++) timers.after(i * 1000, () => onChange(kind, seconds - i));
    },
  };
}

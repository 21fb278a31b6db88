// What the board's events do outside the simulation and the popups: effects to draw, the live region's
// announcements, and the landing and merge sounds (played in the page with no host, else asked of it).
import type { Bridge, HostMessage } from '../../bridge';
import type { GameEvent, World } from '../../game';
import type { createEffectTracker } from '../scene/effects';

export interface SoundParts {
  readonly kind: Bridge['kind'];
  /** Sound is on in the settings. */
  readonly soundOn: () => boolean;
  readonly send: (m: HostMessage) => void;
  readonly playSound?: (name: SoundName) => void;
}

/** A landing or merge sound: played in the page with no host, else asked of the host; never with sound off. */
/** The two sounds the page plays itself with no host: a piece landed, two merged. */
export type SoundName = 'land' | 'merge';

export function createSoundEffects({ kind, soundOn, send, playSound }: SoundParts) {
  return (name: SoundName, message: HostMessage) => {
    if (!soundOn()) return;
    if (kind === 'none') playSound?.(name);
    else send(message);
  };
}

export function createBoardEvents(parts: {
  readonly effects: ReturnType<typeof createEffectTracker>;
  readonly announce: (events: readonly GameEvent[], world: World) => void;
  readonly sound: ReturnType<typeof createSoundEffects>;
}) {
  const { effects, announce, sound } = parts;
  return (events: readonly GameEvent[], world: World) => {
    effects.add(events, world.frame, world.seed);
    announce(events, world);
    for (const e of events) {
      if (e.type === 'landed') sound('land', { type: 'landSound' });
      else if (e.type === 'merged' || e.type === 'upgraded' || e.type === 'watermelonsVanished')
        sound('merge', { type: 'mergeSound' });
    }
  };
}

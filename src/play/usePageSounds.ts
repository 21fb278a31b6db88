import { useCallback, useEffect, useRef } from 'react';
import useSound from 'use-sound';
import type { SoundName } from './session';

/**
 * The page's own landing and merge sounds, for a plain browser tab with no
 * host app (the host plays its own otherwise). Howler unlocks audio on the
 * first tap; any audio failure is reported once and then ignored.
 */
export function usePageSounds(enabled: boolean): (name: SoundName) => void {
  const base = import.meta.env.BASE_URL;
  const options = { volume: 0.5, soundEnabled: enabled, onloaderror: () => reportOnce() };
  const [land] = useSound(`${base}sounds/land.wav`, options);
  const [merge] = useSound(`${base}sounds/merge.wav`, options);
  const players = useRef({ land, merge });
  useEffect(() => {
    players.current = { land, merge };
  });
  return useCallback((name: SoundName) => {
    try {
      players.current[name]();
    } catch (e) {
      reportOnce(e);
    }
  }, []);
}

let reported = false;
function reportOnce(e?: unknown) {
  if (reported) return;
  reported = true;
  console.error('audio unavailable; the game continues silently', e ?? '');
}

import { useEffect, type RefObject } from 'react';
import useSound from 'use-sound';
import type { SoundName } from '../../session/session';

export type SoundPlayer = (name: SoundName) => void;

/**
 * The page's own landing and merge sounds, for a plain browser tab with no host app (the host plays
 * its own otherwise). Mounted only once the game is playable: use-sound fetches howler and the two
 * WAVs on mount, and play never waits for audio. Howler unlocks audio on the first tap; any audio
 * failure is reported once and then ignored.
 */
export function PageSounds({ playerRef }: { playerRef: RefObject<SoundPlayer | null> }) {
  const base = import.meta.env.BASE_URL;
  const options = { volume: 0.5, onloaderror: () => reportOnce() };
  const [land] = useSound(`${base}sounds/land.wav`, options);
  const [merge] = useSound(`${base}sounds/merge.wav`, options);
  useEffect(() => {
    const players = { land, merge };
    playerRef.current = (name) => {
      try {
        players[name]();
      } catch (e) {
        reportOnce(e);
      }
    };
    return () => {
      playerRef.current = null;
    };
  }, [playerRef, land, merge]);
  return null;
}

let reported = false;
function reportOnce(e?: unknown) {
  if (reported) return;
  reported = true;
  console.error('audio unavailable; the game continues silently', e ?? '');
}

import { decodeReplay } from '../../game';
import type { Playback } from '../flow/playback';

/** `?replay=<text>&speed=4` from a page address; a replay that does not read is reported and ignored. */
export function playbackFrom(search: string): Playback | null {
  const params = new URLSearchParams(search);
  const text = params.get('replay');
  if (text === null) return null;
  const d = decodeReplay(text);
  if (!d.ok) {
    console.error(`?replay: ${d.reason}; a normal game is played instead`);
    return null;
  }
  return { replay: d.replay, speed: params.get('speed') === '4' ? 4 : 1 };
}

import type { WatchAsk } from '../../flow/store';

/**
 * `?replay=<text>&speed=4` from a page address (the host simulator's Play back): the viewer opens on that game at
 * that speed (the viewer takes one of its speeds, else 1×). Whether the replay reads is the viewer's to say.
 */
export function watchFrom(search: string): WatchAsk | null {
  const params = new URLSearchParams(search);
  const replay = params.get('replay');
  return replay === null ? null : { replay, speed: Number(params.get('speed')) };
}

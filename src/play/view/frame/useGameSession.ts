import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../browser/sessionInputs';
import { createGameSession, type GameSession, type SessionDeps, type SoundName } from '../../session/session';

/**
 * The React side of a game session: made once per mounted game, started and stopped with it, and
 * paused while the page is hidden or going away. Everything else lives in the session (plain TypeScript).
 */
export function useGameSession(deps: SessionDeps): GameSession {
  const store = useStore();
  // The page's sound player may change between renders; the session asks for the latest one.
  const play = useRef(deps.playSound);
  useEffect(() => {
    play.current = deps.playSound;
  });
  // The ref is read only when a sound plays (after mount), never during render.
  // eslint-disable-next-line react-hooks/refs
  const [session] = useState(() =>
    createGameSession(store, {
      ...deps,
      reducedMotion: prefersReducedMotion(),
      playSound: (name: SoundName) => play.current?.(name),
    }),
  );
  useEffect(() => {
    // pagehide too: a WebView being closed may not say "hidden" first; the session acts once either way.
    const onVisibility = () => session.setHidden(document.visibilityState === 'hidden');
    const onPageHide = () => session.setHidden(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onVisibility);
    session.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onVisibility);
      session.stop();
    };
  }, [session]);
  return session;
}

import { useEffect, useRef, useState } from 'react';
import type { GameSession } from '../session/session';
import { nextArt } from '../scene/scene';
import { IMAGE_KEYS } from './art';
import { canvasAvailable } from './canvas';
import type { ImageMap, preloadImages } from './images';

/**
 * The board's art, or 'noCanvas'; null while loading. The first render is the prerendered page's
 * markup (GameShell): the canvas is checked after it, with the art. The waiting piece's, the
 * preview's and the board's pieces' art come first (the board comes alive with those), the rest
 * once the game is playable (decoded while the player aims: no SVG parsing competes with the
 * board's first frame). Once: art
 * that fails stays a coloured circle.
 */
export function useBoardArt(
  session: GameSession,
  loadImages: typeof preloadImages,
  /** The session has not yet drawn the game the board will show (a kept game still read): its art waits. */
  waiting: boolean,
): ImageMap | 'noCanvas' | null {
  const [board, setBoard] = useState<ImageMap | 'noCanvas' | null>(null);
  useEffect(() => {
    if (waiting) return;
    let live = true;
    void Promise.resolve().then(async () => {
      if (!canvasAvailable()) return live && setBoard('noCanvas');
      const { current, next, pieces } = session.world();
      // With the pieces on the board (a kept game's): it comes back drawn, not as numbered circles first.
      const first = [nextArt(current), nextArt({ kind: 'fruit', level: next }), ...pieces.map((p) => p.key)];
      const some = await loadImages([...new Set(first)]);
      if (live) setBoard(some);
    });
    return () => {
      live = false;
    };
  }, [loadImages, session, waiting]);

  const images = board === 'noCanvas' ? null : board;
  const restRequested = useRef(false);
  useEffect(() => {
    if (!images || restRequested.current) return;
    restRequested.current = true;
    void loadImages(IMAGE_KEYS.filter((k) => !images.has(k))).then((rest) =>
      setBoard((b) => (b instanceof Map ? new Map([...b, ...rest]) : b)),
    );
  }, [images, loadImages]);
  return board;
}

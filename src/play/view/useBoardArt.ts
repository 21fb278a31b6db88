import { useEffect, useRef, useState } from 'react';
import type { GameSession } from '../session/session';
import { nextArt } from '../scene/scene';
import { IMAGE_KEYS } from './art';
import { canvasAvailable } from './canvas';
import type { ImageMap, preloadImages } from './images';
import type { KeptState } from '../flow/store';

/**
 * The board's art, or 'noCanvas'; null while loading. The first render is the prerendered page's
 * markup (GameShell): the canvas is checked after it, with the art. The waiting piece's, the
 * preview's and the board's pieces' art come first (the board comes alive with those), the rest
 * once the game is playable (decoded while the player aims: no SVG parsing competes with the
 * board's first frame). They start once the session has drawn its game, while a kept game is still
 * read (as the board waits for it, the two go on side by side). Once: art that fails stays a coloured
 * circle.
 */
export function useBoardArt(
  session: GameSession,
  loadImages: typeof preloadImages,
  /** Where the kept game stands (keptAtom): nothing is drawn yet while 'unasked'. */
  kept: KeptState,
): ImageMap | 'noCanvas' | null {
  const [board, setBoard] = useState<ImageMap | 'noCanvas' | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (kept === 'unasked' || started.current) return;
    started.current = true;
    void Promise.resolve().then(async () => {
      if (!canvasAvailable()) return mounted.current && setBoard('noCanvas');
      const { current, next, pieces } = session.world();
      // With the pieces on the board (a kept game's): it comes back drawn, not as numbered circles first.
      const first = [nextArt(current), nextArt({ kind: 'fruit', level: next }), ...pieces.map((p) => p.key)];
      const some = await loadImages([...new Set(first)]);
      if (mounted.current) setBoard(some);
    });
  }, [kept, loadImages, session]);

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

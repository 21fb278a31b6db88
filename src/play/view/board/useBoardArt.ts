import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { GameSession } from '../../session/session';
import { nextArt } from '../../scene/scene';
import { IMAGE_KEYS } from './art';
import { canvasAvailable } from '../browser/canvas';
import type { ImageMap, preloadImages } from './images';
import { keptAtom } from '../../flow/store';

/**
 * The board's art, or 'noCanvas'; null while loading. The first render is the prerendered page's
 * markup (GameShell): the canvas is checked after it, with the art. The waiting piece's, the
 * preview's and the board's pieces' art come first (the board comes alive with those), the rest
 * once the game is playable (decoded while the player aims: no SVG parsing competes with the
 * board's first frame). They start the moment the session has drawn its game (keptAtom leaves
 * 'unasked'), from the store: an effect would start them only once React had rendered that state
 * and the page had painted it, a frame late for a kept game on its pause popup. Once: art that
 * fails stays a coloured circle.
 */
export function useBoardArt(session: GameSession, loadImages: typeof preloadImages): ImageMap | 'noCanvas' | null {
  const store = useStore();
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
    const begin = () => {
      if (store.get(keptAtom) === 'unasked' || started.current) return;
      started.current = true;
      // A microtask on: the keeper sets keptAtom before it puts a kept game on the board.
      void Promise.resolve().then(async () => {
        if (!canvasAvailable()) return mounted.current && setBoard('noCanvas');
        const { current, next, pieces } = session.world();
        // With the pieces on the board (a kept game's): it comes back drawn, not as numbered circles first.
        const first = [nextArt(current), nextArt({ kind: 'fruit', level: next }), ...pieces.map((p) => p.key)];
        const some = await loadImages([...new Set(first)]);
        if (mounted.current) setBoard(some);
      });
    };
    begin();
    return store.sub(keptAtom, begin);
  }, [store, loadImages, session]);

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

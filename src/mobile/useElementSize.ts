import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The element's content size, kept current with a ResizeObserver; null before the first measure or
 * where ResizeObserver does not exist (then the caller estimates).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const take = (width: number, height: number) =>
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    const { width, height } = el.getBoundingClientRect();
    take(width, height);
    // The size the observer reports: reading the element's box inside its callback would lay the page out there,
    // and anything that moves then (a scroll bar) resizes what is observed in the same frame.
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0];
      if (box) take(box.inlineSize, box.blockSize);
      else {
        const r = el.getBoundingClientRect();
        take(r.width, r.height);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

import { useEffect, type RefObject } from 'react';

/** While `pointed`, the page points at `el`: scrolled into view and focused, once each time it becomes pointed. */
export function usePointAt(el: RefObject<HTMLElement | null>, pointed: boolean): void {
  useEffect(() => {
    if (!pointed) return;
    el.current?.scrollIntoView?.({ block: 'nearest' });
    el.current?.focus();
  }, [el, pointed]);
}

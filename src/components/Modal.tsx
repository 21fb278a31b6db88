import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import styles from './Modal.module.css';
import { clickEndsPress } from './pointerPress';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** "alertdialog" for a message that needs an answer; "dialog" otherwise. */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  /** Shown under the title and used as the accessible description. */
  description?: ReactNode;
  /** Escape (or the system's back gesture) calls this; leave it out where the box must be answered. */
  onEscape?: () => void;
  children: ReactNode;
  className?: string;
  /** Extra content beside the box (e.g. a pointer to a browser menu); it sits in the dialog, so it stays on top. */
  aside?: ReactNode;
  /** Where focus goes on opening: the first control (default), or the dialog itself, so no key lands on a button. */
  initialFocus?: 'first' | 'dialog';
  /**
   * A tap counts only if its press began inside the box at least this long (ms) after it opened: a tap
   * meant for what was under it (the board) never presses a button that just appeared there.
   */
  tapGuardMs?: number;
  /** The clock for tapGuardMs (the game's injected timers). */
  now?: () => number;
  /** False for a box that fits its content to the window itself (the game's viewer): no sign of more below. */
  scrolls?: boolean;
}

/**
 * A modal box on the native <dialog>: showModal() puts it in the top layer and makes the rest of the
 * page inert (no clicks, no focus, hidden from screen readers). Focus moves to its first control and
 * returns where it was when the box closes. Where showModal() does not exist (older WebViews, jsdom)
 * the box opens as a plain dialog and keeps Tab inside itself.
 */
export function Modal(props: ModalProps) {
  const { role = 'dialog', title, description, onEscape, children, className, aside } = props;
  const { initialFocus = 'first', tapGuardMs = 0, now = () => performance.now(), scrolls = true } = props;
  const id = useId();
  const box = useRef<HTMLDialogElement>(null);
  const taps = useTapGuard(tapGuardMs, now);
  useMoreBelow(box, scrolls);

  // Opened in the commit that mounts it, before the page paints: no frame shows the box un-opened, or
  // leaves the page under it live, however busy the page is after that commit.
  useLayoutEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    (initialFocus === 'dialog' ? dialog : (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus?.();
    };
    // The focus target is chosen once, as the box opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A close request (Escape, Android's back gesture): the page decides, the dialog never closes itself.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onEscape?.();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault(); // handled here, so no second close request follows
      e.stopPropagation();
      onEscape?.();
      return;
    }
    // With showModal() the rest of the page is inert, so Tab cannot leave; the fallback keeps it inside.
    if (e.key !== 'Tab' || !box.current || typeof box.current.showModal === 'function') return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={box}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      tabIndex={-1}
      className={`${styles.box} ${className ?? ''}`}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onPointerDownCapture={taps.onPointerDown}
      onClickCapture={taps.onClick}
    >
      {aside}
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {description ? (
        <p id={`${id}-desc`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children}
      {scrolls ? <div className={styles.more} data-testid="more-below" aria-hidden="true" /> : null}
    </dialog>
  );
}

/**
 * Marks the box `data-more` while part of it lies below what shows (a short window: a phone on its side), so
 * the sign at its foot says there is more to scroll to; it goes once the last of it is in view.
 */
function useMoreBelow(box: RefObject<HTMLDialogElement | null>, scrolls: boolean) {
  useLayoutEffect(() => {
    const el = box.current;
    if (!scrolls || !el || typeof ResizeObserver !== 'function') return; // older WebViews: the box still scrolls, unmarked
    let frame = 0;
    const mark = () => {
      frame = 0;
      el.toggleAttribute('data-more', el.scrollTop + el.clientHeight < el.scrollHeight - 1);
    };
    // Measured in the next frame, never inside the observer's callback: reading the box's scroll size there lays
    // it out, and a scroll bar that appears then narrows the very box being observed, in the same frame (WebKit
    // then reports "ResizeObserver loop completed with undelivered notifications").
    const later = () => void (frame ||= requestAnimationFrame(mark));
    // The box's size (the window's), and each part's (a message shown, a list arriving), and its scrolling.
    const sizes = new ResizeObserver(later);
    for (const part of [el, ...el.children]) sizes.observe(part);
    el.addEventListener('scroll', mark, { passive: true });
    return () => {
      sizes.disconnect();
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', mark);
    };
  }, [box, scrolls]);
}

/**
 * Clicks from a pointer (detail ≥ 1) count only when their press began inside the box, `guardMs` or more
 * after it opened. Keyboard clicks (detail 0) need focus on a button, which the box never starts with
 * when it guards, so they are left alone; so is a click that no press of its own came before (a screen
 * reader's or switch control's activation: pointerPress.ts).
 */
function useTapGuard(guardMs: number, now: () => number) {
  const [openedAt] = useState(now);
  const pressedAt = useRef<number | null>(null);
  return {
    onPointerDown: () => {
      pressedAt.current = now();
    },
    onClick: (e: MouseEvent) => {
      if (guardMs <= 0 || e.detail === 0) return;
      const at = pressedAt.current;
      pressedAt.current = null;
      if (at !== null && at - openedAt >= guardMs) return;
      if (at === null && !clickEndsPress() && now() - openedAt >= guardMs) return;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}

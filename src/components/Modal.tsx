import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import styles from './Modal.module.css';

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
}

/**
 * A modal box on the native <dialog>: showModal() puts it in the top layer and makes the rest of the
 * page inert (no clicks, no focus, hidden from screen readers). Focus moves to its first control and
 * returns where it was when the box closes. Where showModal() does not exist (older WebViews, jsdom)
 * the box opens as a plain dialog and keeps Tab inside itself.
 */
export function Modal({ role = 'dialog', title, description, onEscape, children, className, aside }: ModalProps) {
  const id = useId();
  const box = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus?.();
    };
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
    </dialog>
  );
}

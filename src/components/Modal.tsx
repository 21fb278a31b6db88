import { useEffect, useId, useRef, type ReactNode, type KeyboardEvent } from 'react';
import styles from './Modal.module.css';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  /** "alertdialog" for a message that needs an answer; "dialog" otherwise. */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  /** Shown under the title and used as the accessible description. */
  description?: ReactNode;
  /** Escape calls this; leave it out where Escape should not close. */
  onEscape?: () => void;
  children: ReactNode;
  className?: string;
  /** Extra content outside the box (e.g. a pointer to a browser menu). */
  aside?: ReactNode;
}

/**
 * A modal box: focus moves inside on open, Tab cycles within it, Escape runs
 * onEscape, and focus returns to where it was when the box closes.
 */
export function Modal({ role = 'dialog', title, description, onEscape, children, className, aside }: ModalProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onEscape) {
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
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
    <div className={styles.backdrop} onKeyDown={onKeyDown}>
      {aside}
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        tabIndex={-1}
        className={`${styles.box} ${className ?? ''}`}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <p id={`${id}-desc`} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

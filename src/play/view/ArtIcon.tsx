import { artMarkup, type ArtKey } from './art';
import styles from './Game.px.module.css';

interface ArtIconProps {
  art: ArtKey;
  /** Width and height in CSS px. */
  size: number;
  /** The accessible name; without one the art is decoration. */
  label?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A piece's art in the page's own DOM. As an <img> of an SVG data: URL, each one cost the browser a
 * whole isolated SVG document on the main thread before the game was playable (12–24 ms each at 4×
 * CPU, traced on the daily open, #40); inline, it is a few more nodes of the page.
 */
export function ArtIcon({ art, size, label, className, 'data-testid': testId }: ArtIconProps) {
  return (
    <span
      className={className ? `${styles.art} ${className}` : styles.art}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: artMarkup(art, size) }}
    />
  );
}

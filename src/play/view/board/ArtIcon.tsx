import { artMarkup, type ArtKey } from './art';
import styles from './ArtIcon.module.css';

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
 * A piece's art in the page's own DOM: inline, it is a few more nodes of the page, where an <img> of an SVG
 * data: URL costs the browser a whole isolated SVG document on the main thread before the game is playable.
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

import { Fragment } from 'react';
import styles from './Names.px.module.css';

/** Where the names go in a sentence: a character no translation holds. */
const SLOT = '\u0001';

/**
 * A sentence that names people ("Watching Ann & Bo’s game"), laid out so that each name is cut by the width it
 * has, never by a count of characters, and none of them is pushed off the line by another. `sentence` is the
 * translation with `SLOT` where the names go (`namesSlot`); the whole text is the accessible name, uncut.
 */
export function NamesLine({ sentence, names }: { sentence: (slot: string) => string; names: readonly string[] }) {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  // Read whole by assistive tech (the cut is only for the eye): the laid-out line is hidden from it.
  return (
    <>
      <span className="visually-hidden">{`${before}${names.join(' & ')}${after}`}</span>
      <span className={styles.line} aria-hidden="true">
        {before ? <span className={styles.fixed}>{before}</span> : null}
        <span className={styles.names}>
          {names.map((n, i) => (
            <Fragment key={i}>
              {i > 0 ? <span className={styles.fixed}> & </span> : null}
              <span className={styles.name} data-name>
                {n}
              </span>
            </Fragment>
          ))}
        </span>
        {after ? <span className={styles.fixed}>{after}</span> : null}
      </span>
    </>
  );
}

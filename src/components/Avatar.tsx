import { useState } from 'react';
import styles from './Avatar.px.module.css';

/** A person's picture from the host (the ranking, the viewer, the duel); a broken one shows a neutral placeholder. */
export function Avatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !/^(https?:|data:image\/)/.test(src)) {
    return <span className={styles.avatar} data-testid="avatar-placeholder" aria-hidden="true" />;
  }
  return <img className={styles.avatar} src={src} alt="" width={28} height={28} onError={() => setFailed(true)} />;
}

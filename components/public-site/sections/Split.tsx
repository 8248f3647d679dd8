import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/** Text beside an illustration on wide screens, the illustration below the text on phones. */
export function Split({ art, children, reverse = false }: { art: ReactNode; children: ReactNode; reverse?: boolean }) {
  return (
    <div className={styles.split} data-reverse={reverse || undefined}>
      <div className={styles.splitText}>{children}</div>
      <div className={styles.splitArt}>{art}</div>
    </div>
  );
}

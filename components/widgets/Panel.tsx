import type { HTMLAttributes, ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading row: a title on the left, `extra` (a link, a button) on the right. */
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A white, bordered section with an optional heading row, drawn like antd's Card. The home page
 * uses this rather than Card so that it loads no card stylesheet of its own.
 */
export function Panel({ title, extra, children, className, ...rest }: PanelProps) {
  return (
    <section {...rest} className={`${styles.panel} ${className ?? ''}`}>
      {title || extra ? (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

import styles from './placeholder.module.css';

interface PlaceholderLinesProps {
  rows: number;
  /** A heading bar above the lines. */
  title?: boolean;
  /** A round stand-in for a picture beside them. */
  avatar?: boolean;
}

/**
 * Shimmering bars standing in for content that is still loading, drawn by CSS alone: the shell
 * shows them before the session arrives, when no script beyond the page's own should be needed.
 */
export function PlaceholderLines({ rows, title = true, avatar = false }: PlaceholderLinesProps) {
  return (
    <div className={styles.block} aria-hidden>
      {avatar ? <span className={`${styles.bar} ${styles.avatar}`} /> : null}
      <div className={styles.lines}>
        {title ? <span className={`${styles.bar} ${styles.title}`} /> : null}
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className={i === rows - 1 && rows > 1 ? `${styles.bar} ${styles.last}` : styles.bar} />
        ))}
      </div>
    </div>
  );
}

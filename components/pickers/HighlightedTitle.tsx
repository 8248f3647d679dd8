'use client';

import { splitMatch } from './tree-search';
import styles from './pickers.module.css';

/** A tree title with the searched part marked. */
export function HighlightedTitle({ title, keyword }: { title: string; keyword: string }) {
  const parts = splitMatch(title, keyword);
  if (!parts) return <span>{title}</span>;
  const [before, match, after] = parts;
  return (
    <span>
      {before}
      <span className={styles.highlight}>{match}</span>
      {after}
    </span>
  );
}

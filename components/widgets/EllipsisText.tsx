'use client';

import { LazyTooltip } from './LazyTooltip';
import { DEFAULT_ELLIPSIS_UNITS, ellipsis } from '@/lib/entity/text-display';
import styles from './ellipsis-text.module.css';

/**
 * Text cut at a number of display units (25 in lists, 12 in pickers; a character
 * outside the basic range counts two), with the whole text in a tooltip when it was cut.
 */
export function EllipsisText({ text, limit = DEFAULT_ELLIPSIS_UNITS }: { text: string | null | undefined; limit?: number }) {
  const full = text ?? '';
  const short = ellipsis(full, limit);
  // A class, not an inline style, so a place with room to wrap (a phone's card title) can let it.
  if (short === full) return <span className={styles.text}>{full}</span>;
  return (
    <LazyTooltip title={full}>
      <span className={styles.text} data-full-text={full}>
        {short}
      </span>
    </LazyTooltip>
  );
}

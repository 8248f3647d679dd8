'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { LazyTooltip } from './LazyTooltip';
import { DEFAULT_ELLIPSIS_UNITS, ellipsis } from '@/lib/entity/text-display';
import styles from './ellipsis-text.module.css';

const WholeTextContext = createContext(false);

/**
 * Where there is room for the whole text (a phone card's title, a line of its own), the list's
 * cells inside show it uncut.
 */
export function WholeText({ children }: { children: ReactNode }) {
  return <WholeTextContext.Provider value>{children}</WholeTextContext.Provider>;
}

/**
 * Text cut at a number of display units (25 in lists, 12 in pickers; a character
 * outside the basic range counts two), with the whole text in a tooltip when it was cut.
 */
export function EllipsisText({ text, limit = DEFAULT_ELLIPSIS_UNITS }: { text: string | null | undefined; limit?: number }) {
  const whole = useContext(WholeTextContext);
  const full = text ?? '';
  const short = whole ? full : ellipsis(full, limit);
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

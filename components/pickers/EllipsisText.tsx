'use client';

import { Tooltip } from 'antd';
import { ellipsis, PICKER_ELLIPSIS_UNITS } from '@/lib/entity/text-display';
import styles from './pickers.module.css';

/** Picker cell text cut at 12 units (spec-2 §9), the whole text in a tooltip when cut. */
export function EllipsisText({ text, limit = PICKER_ELLIPSIS_UNITS }: { text: string | null | undefined; limit?: number }) {
  const full = text ?? '';
  const short = ellipsis(full, limit);
  if (short === full) return <span className={styles.cellText}>{full}</span>;
  return (
    <Tooltip title={full}>
      <span className={styles.cellText} data-full-text={full}>
        {short}
      </span>
    </Tooltip>
  );
}

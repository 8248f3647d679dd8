'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import styles from '../entity-ui.module.css';

/** How many rows are ticked, with a way to untick them all; nothing while none is. */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  const t = useTranslations('entityUi.list');
  if (count === 0) return null;
  return (
    <div className={styles.selectionBar} role="status">
      <span>{t('selected', { count })}</span>
      <Button type="link" size="small" onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </div>
  );
}

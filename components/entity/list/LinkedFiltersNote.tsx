'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import styles from '../entity-ui.module.css';

/** Says the list is narrowed by filters its address brought (a report's figure), with a way to drop them. */
export function LinkedFiltersNote({ onClear }: { onClear: () => void }) {
  const t = useTranslations('entityUi');
  return (
    <div className={styles.linked} data-testid="linked-filters">
      <span>{t('list.linked')}</span>
      <Button type="link" size="small" onClick={onClear}>
        {t('list.clearLinked')}
      </Button>
    </div>
  );
}

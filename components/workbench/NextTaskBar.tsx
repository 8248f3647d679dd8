'use client';

import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import styles from './workbench.module.css';

/** A task of the list to go on with. */
export interface NextTask {
  taskId: string;
  instanceId: string;
  title: string;
}

/**
 * What the drawer's footer offers once its task left the caller's hands: the next task waiting
 * for them, or the way back to the list when none is left.
 */
export function NextTaskBar({ next, onNext, onBack }: { next: NextTask | null; onNext: (next: NextTask) => void; onBack: () => void }) {
  const t = useTranslations('workbench.detail');
  return (
    <div className={styles.nextBar} data-testid="next-task-bar">
      <span className={styles.nextDone}>
        <CheckCircleFilled className={styles.nextDoneIcon} aria-hidden />
        {next ? t('decidedWithNext') : t('decidedNoneLeft')}
      </span>
      <span className={styles.nextButtons}>
        <Button onClick={onBack} data-testid="back-to-list">{t('backToList')}</Button>
        {next ? (
          <Button type="primary" onClick={() => onNext(next)} title={next.title} data-testid="next-task">
            {t('nextTask')}
            <RightOutlined />
          </Button>
        ) : null}
      </span>
    </div>
  );
}

'use client';

import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import type { GoneOn } from './status';
import styles from './workbench.module.css';

/** A task of the list to go on with. */
export interface NextTask {
  taskId: string;
  instanceId: string;
  title: string;
}

const SAID: Record<GoneOn, { withNext: string; noneLeft: string }> = {
  decided: { withNext: 'decidedWithNext', noneLeft: 'decidedNoneLeft' },
  signersFirst: { withNext: 'signersFirstWithNext', noneLeft: 'signersFirstNoneLeft' },
};

/**
 * What the drawer's footer offers once its task left the caller's hands (`how`: decided, or
 * waiting for the signers she added before herself): the next task waiting for her, or the way
 * back to the list when none is left.
 */
export function NextTaskBar({ next, how = 'decided', onNext, onBack }: { next: NextTask | null; how?: GoneOn; onNext: (next: NextTask) => void; onBack: () => void }) {
  const t = useTranslations('workbench.detail');
  return (
    <div className={styles.nextBar} data-testid="next-task-bar" data-gone-on={how}>
      <span className={styles.nextDone}>
        <CheckCircleFilled className={styles.nextDoneIcon} aria-hidden />
        {t(next ? SAID[how].withNext : SAID[how].noneLeft)}
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

'use client';

import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { removeSigner, type SignerInfo } from './workbench-api';
import styles from './workbench.module.css';

/**
 * The signers added to a task (加签) who have not acted: before the holder (she waits for them) or
 * after her; whoever added one withdraws them here (减签).
 */
export function SignerList({ signers, onDone }: { signers: readonly SignerInfo[]; onDone?: () => void }) {
  const t = useTranslations('workbench');
  const { message } = useFeedback();
  if (signers.length === 0) return null;
  return (
    <Space wrap size="small" data-testid="task-signers" className={styles.signers}>
      <span>{t('detail.signers')}</span>
      {signers.map((s) => (
        <span key={s.task_key} className={styles.nowrap} data-testid="task-signer" data-status={s.status}>
          <Tag color={s.sign_kind === 'BEFORE' ? 'magenta' : 'purple'}>{t(s.sign_kind === 'BEFORE' ? 'detail.signBefore' : 'detail.signAfter')}</Tag>
          {s.assignee_name ?? s.assignee}
          {s.status === 'PLANNED' ? <span className={styles.secondary}>（{t('detail.signPlanned')}）</span> : null}
          {s.removable ? (
            <Popconfirm
              title={t('actions.removeSignConfirm', { name: s.assignee_name ?? s.assignee ?? '' })}
              okText={t('actions.removeSign')}
              onConfirm={async () => {
                try {
                  const answer = await removeSigner(s.task_key);
                  void message.success(answer.msg || t('actions.signRemoved'));
                  onDone?.();
                } catch {
                  // The refusal was shown by the request itself.
                }
              }}
            >
              <Button type="link" size="small" data-testid="action-remove-sign">
                {t('actions.removeSign')}
              </Button>
            </Popconfirm>
          ) : null}
        </span>
      ))}
    </Space>
  );
}

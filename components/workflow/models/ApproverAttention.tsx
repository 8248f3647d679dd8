'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/entity/message-text';
import { LazyTooltip } from '@/components/widgets/LazyTooltip';
import { messageWith } from '@/lib/entity/messages';
import { approverGapMessage, type ApproverGap } from '@/lib/contract/workflow-approver-gaps';
import styles from './models.module.css';

/**
 * 需处理 on a model whose deployed version names approvers the organisation no longer has (a user
 * frozen or deleted, a role, position or department deleted since): its requests would reach the
 * administrator instead. The tooltip names each of them and where it sits.
 */
export function ApproverAttention({ gaps }: { gaps: ApproverGap[] }) {
  const t = useTranslations('designer.models.attention');
  const text = useMessageText();
  const lines = gaps.map((gap) => {
    const { key, values } = approverGapMessage(gap, 'list');
    return text(messageWith(key, values));
  });
  return (
    <LazyTooltip
      title={
        <div data-testid="model-attention-detail">
          <div>{t('title')}</div>
          <ul className={styles.attentionList}>
            {lines.map((line, i) => <li key={i}>{line}</li>)}
          </ul>
        </div>
      }
    >
      <Tag color="red" tabIndex={0} data-testid="model-attention">{t('tag')}</Tag>
    </LazyTooltip>
  );
}

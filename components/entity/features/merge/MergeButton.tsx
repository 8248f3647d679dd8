'use client';

import { MergeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** 合并 over the selected rows, offered with the kind's merge right; like the other bulk actions it says what is missing when too few rows are selected. */
export function MergeButton({ selected, onMerge }: { selected: number; onMerge: () => void }) {
  const t = useTranslations('entityUi.merge');
  const tAll = useTranslations();
  const { message } = useFeedback();
  const start = () => {
    if (selected < 2) void message.warning(tAll('validation.mergeTooFew'));
    else onMerge();
  };
  return (
    <Button icon={<MergeOutlined />} onClick={start} data-testid="entity-merge">
      {t('button')}
    </Button>
  );
}

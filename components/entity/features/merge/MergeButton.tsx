'use client';

import { MergeCellsOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';

/** 合并 over the selected rows: offered with the kind's merge right, working from two rows up. */
export function MergeButton({ selected, onMerge }: { selected: number; onMerge: () => void }) {
  const t = useTranslations('entityUi.merge');
  const button = (
    <Button icon={<MergeCellsOutlined />} disabled={selected < 2} onClick={onMerge} data-testid="entity-merge">
      {t('button')}
    </Button>
  );
  return selected < 2 ? <Tooltip title={t('selectTwo')}>{button}</Tooltip> : button;
}

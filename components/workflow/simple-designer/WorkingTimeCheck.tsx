'use client';

import { Checkbox } from 'antd';
import { useTranslations } from 'next-intl';

/** 按工作日历: the duration beside it counts working days and working hours (docs/time.md). */
export function WorkingTimeCheck({ checked, onChange, testId }: { checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  const t = useTranslations('simpleDesigner.drawer');
  return (
    <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId}>
      {t('workingTime')}
    </Checkbox>
  );
}

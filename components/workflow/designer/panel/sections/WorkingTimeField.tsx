'use client';

import { Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import { WORKING_TIME_PROPERTY } from '@/lib/contract/workflow-values';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { FieldRow } from './FieldRow';

/**
 * 按工作时间计算: a duration (a task's due date, a timer's wait) counts working days and working
 * hours of the working calendar instead of calendar time (the workingTime property).
 */
export function WorkingTimeField({ testId }: { testId: string }) {
  const t = useTranslations('designer.task');
  const { modeler, element, dialect } = useDesigner();
  const on = readProperty(element.businessObject, dialect, WORKING_TIME_PROPERTY) === 'true';
  return (
    <FieldRow label={t('workingTime')}>
      <Checkbox checked={on} onChange={(e) => writeProperty(modeler, element, dialect, WORKING_TIME_PROPERTY, e.target.checked ? 'true' : '')} data-testid={testId}>
        {t('workingTimeHint')}
      </Checkbox>
    </FieldRow>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { COPY_PROPERTY } from '@/lib/contract/workflow-values';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { AssigneeSelect } from './AssigneeSelect';
import { FieldRow } from './FieldRow';

/** 抄送人: the users a request is copied to once this task is approved (the copyTo property). */
export function CopyToField() {
  const t = useTranslations('designer.task');
  const { modeler, element, dialect } = useDesigner();
  return (
    <FieldRow label={t('copyTo')}>
      <AssigneeSelect
        kind="user"
        multiple
        value={readProperty(element.businessObject, dialect, COPY_PROPERTY)}
        onCommit={(value) => writeProperty(modeler, element, dialect, COPY_PROPERTY, value.trim())}
        testId="designer-copy-to"
      />
    </FieldRow>
  );
}

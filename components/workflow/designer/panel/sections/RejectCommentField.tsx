'use client';

import { Switch } from 'antd';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { REJECT_COMMENT_PROPERTY } from '@/lib/contract/workflow-values';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { FieldRow } from './FieldRow';

/** 驳回须填意见: a reject or return of this task must say why (the rejectCommentRequired property). */
export function RejectCommentField() {
  const t = useTranslations('designer.task');
  const { modeler, element, dialect } = useDesigner();
  const on = readProperty(element.businessObject, dialect, REJECT_COMMENT_PROPERTY) === 'true';
  return (
    <FieldRow label={t('rejectCommentRequired')}>
      <Switch size="small" aria-label={t('rejectCommentRequired')} checked={on} onChange={(checked) => writeProperty(modeler, element, dialect, REJECT_COMMENT_PROPERTY, checked ? 'true' : '')} data-testid="designer-reject-comment" />
    </FieldRow>
  );
}
